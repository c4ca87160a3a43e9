/**
 * A token bucket: `burst` tokens at most, refilled at `ratePerSecond`. Each accepted action
 * takes its cost in tokens (one by default); a bucket without enough tokens refuses until it
 * refills.
 */
export class TokenBucket {
  #tokens: number
  #updatedAt: number

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.#tokens = burst
    this.#updatedAt = now
  }

  /** Takes `cost` tokens if there are that many; `false` means the caller is over its rate. */
  take(now: number, cost = 1): boolean {
    if (!this.has(now, cost)) return false
    this.#tokens -= cost
    return true
  }

  /** True when `cost` tokens could be taken now (refills first, takes nothing). */
  has(now: number, cost = 1): boolean {
    const elapsedSeconds = Math.max(0, now - this.#updatedAt) / 1000
    this.#tokens = Math.min(this.burst, this.#tokens + elapsedSeconds * this.ratePerSecond)
    this.#updatedAt = now
    return this.#tokens >= cost
  }

  /** True when the bucket is full again, so that its owner's entry can be forgotten. */
  isFull(now: number): boolean {
    const elapsedSeconds = Math.max(0, now - this.#updatedAt) / 1000
    return this.#tokens + elapsedSeconds * this.ratePerSecond >= this.burst
  }
}
