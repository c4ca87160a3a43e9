import { type AlertKey, en } from '../messages/en.js'

export type { AlertKey } from '../messages/en.js'

/** An alert shown in the modal: a title and an explanation (SPEC §8). */
export interface Alert {
  readonly shortMessage: string
  readonly longMessage: string
}

/**
 * Every alert of SPEC §8 keyed by alert key: 'Network Not Found', 'Invalid App
 * Configuration' (origin not allowlisted, analytics 403, frame failed to load), 'Session
 * Expired', 'Invalid Project ID', 'Project ID Not Configured' and the socials time-out.
 * Each key should be shown at most once per client.
 */
export const ALERTS: Readonly<Record<AlertKey, Alert>> = en.alerts

/** The alert keys, in catalogue order. */
export const ALERT_KEYS = Object.keys(en.alerts) as readonly AlertKey[]
