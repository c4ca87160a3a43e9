import { showAlert, showAlertForError } from '../alert/show-alert.js'
import { pageLocation } from '../client/environment.js'
import type { FoyerClient } from '../client/types.js'
import type { FoyerEventRecord } from './types.js'

/** The body of `POST /e` (SPEC §7). */
export interface AnalyticsPayload {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: 'track'
    event: string
    properties: unknown
    address: string | undefined
  }
}

/** The analytics body of an event. */
export function analyticsPayload(record: FoyerEventRecord): AnalyticsPayload {
  const { url, domain } = pageLocation()
  return {
    eventId: newEventId(),
    url,
    domain,
    timestamp: record.timestamp,
    props: {
      type: 'track',
      event: record.event,
      properties: record.properties,
      address: record.address,
    },
  }
}

/**
 * Posts an event to `{services.analytics}/e` when analytics is on, the URL is set and the
 * directory's `/getAnalyticsConfig` allows it (asked once; see {@link isAnalyticsAllowed}). A 403
 * shows the 'Invalid App Configuration' alert once and stops further sending; any other
 * failure is a warning. Resolves whether the event was accepted.
 */
export async function sendAnalytics(
  client: FoyerClient,
  record: FoyerEventRecord,
): Promise<boolean> {
  const base = client.options.services.analytics
  const send = client.environment.fetch
  if (!client.options.features.analytics || !base || !send || client.runtime.analyticsForbidden) {
    return false
  }
  if (!(await isAnalyticsAllowed(client)) || client.runtime.analyticsForbidden) return false
  const target = new URL('e', base.endsWith('/') ? base : `${base}/`)
  const { projectId, sdkType, sdkVersion } = client.options.metadata
  if (projectId) target.searchParams.set('projectId', projectId)
  target.searchParams.set('st', sdkType)
  target.searchParams.set('sv', sdkVersion)
  try {
    const response = await send(target.href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(analyticsPayload(record)),
    })
    if (response.status === 403) {
      client.runtime.analyticsForbidden = true
      showAlert(client, 'ANALYTICS_FORBIDDEN')
    }
    return response.ok
  } catch (error) {
    console.warn('[foyer] analytics event not sent', error)
    return false
  }
}

/**
 * Whether the wallet directory allows analytics for this project (SPEC §7
 * `/getAnalyticsConfig`), asked once per client and remembered. Without a directory, or one
 * that does not offer the call, it is allowed; when the call fails nothing is sent (and a
 * 401/403 shows its alert once).
 */
export function isAnalyticsAllowed(client: FoyerClient): Promise<boolean> {
  const directory = client.directory
  if (!directory?.getAnalyticsConfig) return Promise.resolve(true)
  client.runtime.analyticsEnabled ??= directory.getAnalyticsConfig().then(
    (config) => config.isAnalyticsEnabled,
    (error: unknown) => {
      client.logger.log('warn', 'analytics config not loaded; analytics stays off', {
        details: error,
        print: false,
      })
      showAlertForError(client, error)
      return false
    },
  )
  return client.runtime.analyticsEnabled
}

function newEventId(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto
  if (crypto?.randomUUID) return crypto.randomUUID()
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`
}
