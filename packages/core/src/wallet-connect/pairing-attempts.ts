import { FoyerError } from '@foyer/common'

interface Waiter<T> {
  resolve(value: T): void
  reject(error: unknown): void
}

/**
 * The pairings started for one connector, of which only the newest is shown. Starting a
 * new one (a fresh QR code after expiry, or the modal reopened) supersedes the pending
 * ones, which keep waiting until the newest settles and then reject with 'Request was
 * aborted' — so an older attempt never reports a failure while a newer one is on show.
 * Whichever pairing the wallet approves yields the session for the newest attempt; a
 * failure of a superseded pairing is ignored.
 */
export class PairingAttempts<T> {
  #waiters: Waiter<T>[] = []
  #generation = 0

  /** Starts `pair` as the newest attempt and resolves with its outcome (see above). */
  run(pair: () => Promise<T>): Promise<T> {
    const generation = ++this.#generation
    const outcome = new Promise<T>((resolve, reject) => this.#waiters.push({ resolve, reject }))
    let started: Promise<T>
    try {
      started = pair()
    } catch (error) {
      started = Promise.reject(error)
    }
    started.then(
      (value) => this.#settle({ ok: true, value }),
      (error: unknown) => {
        if (generation === this.#generation) this.#settle({ ok: false, error })
      },
    )
    return outcome
  }

  /** Whether an attempt is still waiting. */
  get pending(): boolean {
    return this.#waiters.length > 0
  }

  #settle(outcome: { ok: true; value: T } | { ok: false; error: unknown }) {
    const waiters = this.#waiters.splice(0)
    const newest = waiters.pop()
    for (const waiter of waiters) {
      waiter.reject(
        new FoyerError('REQUEST_ABORTED', {
          details: 'A newer WalletConnect pairing replaced this one.',
        }),
      )
    }
    if (!newest) return
    if (outcome.ok) newest.resolve(outcome.value)
    else newest.reject(outcome.error)
  }
}
