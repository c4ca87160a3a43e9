/**
 * A token bucket: `burst` tokens at most, refilled at `ratePerSecond`. Each accepted action
 * takes one token; an empty bucket refuses until it refills.
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

  /** Takes one token if there is one; `false` means the caller is over its rate. */
  take(now: number): boolean {
    const elapsedSeconds = Math.max(0, now - this.#updatedAt) / 1000
    this.#tokens = Math.min(this.burst, this.#tokens + elapsedSeconds * this.ratePerSecond)
    this.#updatedAt = now
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }

  /** True when the bucket is full again, so that its owner's entry can be forgotten. */
  isFull(now: number): boolean {
    const elapsedSeconds = Math.max(0, now - this.#updatedAt) / 1000
    return this.#tokens + elapsedSeconds * this.ratePerSecond >= this.burst
  }
}
