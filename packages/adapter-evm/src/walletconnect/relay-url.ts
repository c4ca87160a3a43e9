import * as z from 'zod/mini'
import type { ResolvedWalletConnectOptions } from './options.js'

const relayUrl = z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' })

/**
 * The relay a session opens with: the connector's own `relayUrl`, else the client's
 * `services.relay`. Throws a TypeError when there is none, or it is not a ws(s) URL.
 */
export function relayUrlFor(options: ResolvedWalletConnectOptions, servicesRelay?: string): string {
  const chosen = options.relayUrl ?? servicesRelay
  if (chosen === undefined) {
    throw new TypeError(
      'Invalid walletConnect options: no relay; set services.relay or walletConnect.relayUrl',
    )
  }
  const parsed = relayUrl.safeParse(chosen)
  if (!parsed.success) {
    throw new TypeError(
      `Invalid services.relay for WalletConnect: ${z.prettifyError(parsed.error)}`,
    )
  }
  return parsed.data
}
