import { ALERTS, type AlertKey, alertKeyForError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import type { AlertVariant } from '../store/alert.js'

/**
 * Shows a catalogue alert (SPEC §8). Each key shows at most once per client; returns false
 * when it was shown before and nothing changed.
 */
export function showAlert(
  client: FoyerClient,
  key: AlertKey,
  variant: AlertVariant = 'error',
): boolean {
  const { shownKeys } = client.stores.alert.getState()
  if (shownKeys.includes(key)) return false
  const alert = ALERTS[key]
  client.stores.alert.setState({
    open: true,
    variant,
    message: alert.shortMessage,
    description: alert.longMessage,
    key,
    shownKeys: [...shownKeys, key],
  })
  return true
}

/** Hides the alert on show; the keys shown so far stay shown. */
export function hideAlert(client: FoyerClient): void {
  client.stores.alert.setState({ open: false })
}

/**
 * Shows the alert a provider or service error calls for (SPEC §8: 'Session Expired',
 * 'Invalid Project ID', 'Invalid App Configuration', …), once per key. Returns the key shown,
 * or undefined when the error calls for none or its alert was shown before.
 */
export function showAlertForError(client: FoyerClient, error: unknown): AlertKey | undefined {
  const key = alertKeyForError(error)
  return key && showAlert(client, key) ? key : undefined
}
