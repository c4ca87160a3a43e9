/** Default bound on the keys a limiter remembers. */
export const RATE_LIMITER_MAX_KEYS = 100_000

/**
 * Counts hits per key in fixed windows, in memory. At most `maxKeys` keys are kept: a new key
 * past that first drops the expired windows, then the oldest ones, so a flood of distinct keys
 * costs bounded memory (an evicted key starts a fresh window).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
    private readonly maxKeys = RATE_LIMITER_MAX_KEYS,
  ) {}

  /** Counts a hit for `key`; false when the key is over its limit in this window. */
  hit(key: string): boolean {
    const now = this.now()
    const current = this.windows.get(key)
    if (!current || now - current.start >= this.windowMs) {
      // Re-inserted so the map's order stays oldest window first.
      this.windows.delete(key)
      if (this.windows.size >= this.maxKeys) this.makeRoom(now)
      this.windows.set(key, { start: now, count: 1 })
      return true
    }
    current.count += 1
    return current.count <= this.limit
  }

  /** How many keys are remembered. */
  get size(): number {
    return this.windows.size
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key)
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break
      this.windows.delete(key)
    }
  }
}
