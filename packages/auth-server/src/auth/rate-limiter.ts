/** Counts hits per key in fixed windows; memory is swept as windows pass. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts a hit for `key`; false when the key is over its limit in this window. */
  hit(key: string): boolean {
    const now = this.now()
    const current = this.windows.get(key)
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.sweep(now)
      this.windows.set(key, { start: now, count: 1 })
      return true
    }
    current.count += 1
    return current.count <= this.limit
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key)
    }
  }
}
