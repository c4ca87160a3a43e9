/**
 * `@foyer/core/wallet-connect`: the guards every WalletConnect connector puts around its
 * universal provider (core's own, for apps with no adapter, and the EVM adapter's). An entry of
 * its own, so that core's main entry does not carry them: connectors import them from their
 * lazily loaded session code.
 */
export { PairingAttempts } from './pairing-attempts.js'
export type { RelayerHolder, RelayerListener } from './relay-holder.js'
export { type RelayRefusalWatch, unlessRelayRefuses, watchRelayRefusal } from './relay-refusal.js'
export { keepRelaySocketErrorsHandled } from './relay-socket-errors.js'
