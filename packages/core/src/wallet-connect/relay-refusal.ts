import type { RelayerHolder } from './relay-holder.js'

/** The event WalletConnect's relayer emits for a fatal socket error (`RELAYER_EVENTS.error`). */
const RELAYER_ERROR_EVENT = 'relayer_error'

/**
 * How WalletConnect reports the relay closing the socket with 3000, the close code of a
 * refused auth token (an expired or not yet valid JWT when the device clock is off):
 * "WebSocket connection closed abnormally with code: 3000 (Unauthorized: JWT has expired)".
 */
const REFUSED_TOKEN = /\bcode: 3000\b(?: \((?<reason>[^)]*)\))?/

/** A watch on the relayer for a refused token: `refused` rejects when one comes. */
export interface RelayRefusalWatch {
  readonly refused: Promise<never>
  stop(): void
}

/**
 * Watches the provider's relay connection for the relay refusing the client's token. The
 * WalletConnect client then closes its socket for good and a pending proposal would only
 * fail a minute later with "Failed to publish custom payload"; this turns the refusal into
 * an error at once, carrying the relay's reason ("Unauthorized: JWT has expired"), which
 * the modal maps to the 'Session Expired' alert (SPEC §8).
 */
export function watchRelayRefusal(provider: RelayerHolder): RelayRefusalWatch {
  const relayer = provider.client.core.relayer
  let listener: ((error: unknown) => void) | undefined
  const refused = new Promise<never>((_resolve, reject) => {
    listener = (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      const match = REFUSED_TOKEN.exec(message)
      if (!match) return
      const reason = match.groups?.reason ?? 'Unauthorized'
      reject(
        new Error(`The WalletConnect relay refused the connection: ${reason}`, { cause: error }),
      )
    }
    relayer.on(RELAYER_ERROR_EVENT, listener)
  })
  // Nobody may be listening when it rejects after the attempt settled.
  refused.catch(() => {})
  return {
    refused,
    stop: () => {
      if (listener) relayer.off(RELAYER_ERROR_EVENT, listener)
    },
  }
}

/**
 * Runs `pending` (a pairing: a proposal or an authenticate request) and waits for it, failing
 * at once when the relay refuses the client's token meanwhile (see {@link watchRelayRefusal}).
 */
export async function unlessRelayRefuses<T>(
  provider: RelayerHolder,
  pending: () => Promise<T>,
): Promise<T> {
  const watch = watchRelayRefusal(provider)
  try {
    return await Promise.race([pending(), watch.refused])
  } finally {
    watch.stop()
  }
}
