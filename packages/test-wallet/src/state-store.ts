import type { WalletState } from './state.js'

/** One committed change: the state before and after it. */
export interface StateChange {
  before: WalletState
  after: WalletState
}

/**
 * Where the wallet keeps its state. Updates run one at a time, in call order, so that two
 * requests never both take the same queued decision.
 */
export interface WalletStateStore {
  read(): Promise<WalletState>
  update(mutate: (state: WalletState) => WalletState): Promise<StateChange>
}

/**
 * Runs async tasks one after another; a failing task does not stop the ones after it.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}

/** An in-memory store; `subscribe` hears every committed change. */
export interface MemoryStateStore extends WalletStateStore {
  subscribe(listener: (change: StateChange) => void): () => void
}

/** A store that lives in memory, for the provider injected into a page. */
export function createMemoryStateStore(initial: WalletState): MemoryStateStore {
  let state = initial
  const listeners = new Set<(change: StateChange) => void>()
  const enqueue = createSerialQueue()
  return {
    read: async () => state,
    update: (mutate) =>
      enqueue(async () => {
        const before = state
        const after = mutate(before)
        state = after
        if (after !== before) for (const listener of listeners) listener({ before, after })
        return { before, after }
      }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
