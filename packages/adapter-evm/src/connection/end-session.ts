import type { EvmAdapterState } from '../state.js'

/** Stops following the connected wallet and forgets it (no event is emitted). */
export function endSession(state: EvmAdapterState): void {
  state.connection?.stopWatching()
  state.connection = undefined
}
