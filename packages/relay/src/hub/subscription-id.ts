import { createHash } from 'node:crypto'

/**
 * The id of a client's subscription to a topic: SHA-256 (hex) of topic followed by client id,
 * the same value WalletConnect clients compute for themselves and send back when unsubscribing.
 */
export function subscriptionIdOf(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}
