import type { RelayerHolder } from './relay-holder.js'

/** The part of WalletConnect's relayer (not in its public types) that owns the socket providers. */
interface RelayerSockets {
  provider?: { on?: (event: 'error', listener: (error: unknown) => void) => void }
  registerProviderListeners?: () => void
}

/** Drops a socket error the relayer no longer listens for (see below). */
const ignoreStaleSocketError = () => {}

/**
 * Keeps every relay socket of the provider from throwing a refusal nobody listens for. The
 * relayer makes a new JSON-RPC socket provider for each connection attempt and takes its
 * listeners off the previous one; a request still in flight on the previous one reopens its
 * socket, and when the relay refuses the token again (close code 3000, a device clock off)
 * that provider emits `error` with no listener, which throws "WebSocket connection closed
 * abnormally with code: 3000 …" out of the socket's close handler: an uncaught error in the
 * page. Here each provider the relayer makes gets a listener of its own for its whole life;
 * the relayer's listener still reports the refusal on the current one (`watchRelayRefusal`).
 */
export function keepRelaySocketErrorsHandled(provider: RelayerHolder): void {
  const relayer = provider.client.core.relayer as unknown as RelayerSockets
  const register = relayer.registerProviderListeners
  if (typeof register !== 'function') return
  const guard = () => relayer.provider?.on?.('error', ignoreStaleSocketError)
  relayer.registerProviderListeners = () => {
    register.call(relayer)
    guard()
  }
  // A socket opened while the provider started (a restored session) is guarded too.
  guard()
}
