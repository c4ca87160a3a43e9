/**
 * The hand-off between the early connect button (plain DOM, running before React and the rest
 * of the client have loaded) and `FoyerProvider`: a click on the early button is remembered
 * here and replayed by the provider once it has mounted. The state lives on a global symbol, so
 * that an early script bundled apart from the app (another chunk, or inlined in the page) and
 * the app's copy of `@foyer/react` share it.
 */

/** What a click on the early button does once the provider is there: opens the modal. */
export type EarlyOpener = () => void

interface EarlyOpenState {
  /** A click arrived before any provider had mounted, and was not cancelled. */
  pending: boolean
  /** The mounted provider's way to open the modal, once there is one. */
  opener: EarlyOpener | undefined
  /** Called when the provider takes over (the early modal frame removes itself). */
  onTakeover: Set<() => void>
}

const STATE_KEY = Symbol.for('foyer.early-open')

function state(): EarlyOpenState {
  const scope = globalThis as { [STATE_KEY]?: EarlyOpenState }
  scope[STATE_KEY] ??= { pending: false, opener: undefined, onTakeover: new Set() }
  return scope[STATE_KEY]
}

/**
 * A click on the early button: opens the modal at once when a provider has mounted, else
 * remembers the click for it. Returns true when the click was queued (the caller then shows the
 * modal's frame while waiting).
 */
export function requestEarlyOpen(): boolean {
  const current = state()
  if (current.opener) {
    current.opener()
    return false
  }
  current.pending = true
  return true
}

/** Forgets a queued click (the visitor closed the early frame before the modal arrived). */
export function cancelEarlyOpen(): void {
  state().pending = false
}

/** Runs `listener` when a provider takes over; returns the unsubscribe function. */
export function onEarlyTakeover(listener: () => void): () => void {
  const listeners = state().onTakeover
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Called by the provider once mounted: later early clicks open the modal through `opener`, and
 * a click queued before now is replayed at once. The early frame, if shown, is removed. Returns
 * the function that detaches the provider again (on unmount).
 */
export function attachEarlyOpener(opener: EarlyOpener): () => void {
  const current = state()
  current.opener = opener
  const replay = current.pending
  current.pending = false
  for (const listener of [...current.onTakeover]) listener()
  if (replay) opener()
  return () => {
    if (current.opener === opener) current.opener = undefined
  }
}
