import { randomNonce } from '@foyer/siwx'

/**
 * Nonces the server issued and not used yet. Each is good once (taking it removes it) and
 * for `ttlMs`; beyond `maxOutstanding` the oldest are forgotten, so a flood of `/nonce`
 * requests cannot grow memory without bound.
 */
export class NonceStore {
  private readonly issued = new Map<string, number>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxOutstanding: number,
    private readonly now: () => number,
  ) {}

  /** A fresh nonce, remembered until it is taken or expires. */
  issue(): string {
    const nonce = randomNonce()
    this.issued.set(nonce, this.now() + this.ttlMs)
    while (this.issued.size > this.maxOutstanding) {
      const oldest = this.issued.keys().next().value
      if (oldest === undefined) break
      this.issued.delete(oldest)
    }
    return nonce
  }

  /** Whether `nonce` was issued, is unused and unexpired; it cannot be taken again either way. */
  take(nonce: string): boolean {
    const expiresAt = this.issued.get(nonce)
    this.issued.delete(nonce)
    return expiresAt !== undefined && expiresAt > this.now()
  }
}
