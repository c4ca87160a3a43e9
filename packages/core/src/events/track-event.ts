import type { FoyerClient } from '../client/types.js'
import { getCaipAddress } from '../selectors.js'
import { sendAnalytics } from './analytics.js'
import type { FoyerEvent, FoyerEventRecord } from './types.js'

/**
 * Publishes an event (SPEC §7) to the client's subscribers, always, and to the analytics
 * service when analytics is on and its URL is configured. Never throws.
 */
export function trackEvent(client: FoyerClient, event: FoyerEvent): FoyerEventRecord {
  const record: FoyerEventRecord = {
    ...event,
    timestamp: Date.now(),
    address: getCaipAddress(client),
  }
  client.events.publish(record)
  void sendAnalytics(client, record)
  return record
}
