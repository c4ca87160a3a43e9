/**
 * Holds one connection to a rate of bytes read: each frame read is charged; once the budget is
 * spent, reading from the socket pauses (TCP pushes back on the sender, and nothing more is
 * received, unmasked or parsed) until the budget has refilled. A frame in progress is always
 * finished, so the budget can go into debt by at most one frame.
 */
export class ReadThrottle {
  #tokens: number
  #updatedAt: number
  #timer: NodeJS.Timeout | undefined

  constructor(
    private readonly bytesPerSecond: number,
    private readonly burstBytes: number,
    private readonly socket: { pause(): void; resume(): void },
    now: number,
  ) {
    this.#tokens = burstBytes
    this.#updatedAt = now
  }

  /** Charges `bytes` read at `now`; pauses reading while the budget is in debt. */
  charge(bytes: number, now: number): void {
    const elapsedSeconds = Math.max(0, now - this.#updatedAt) / 1000
    this.#tokens = Math.min(this.burstBytes, this.#tokens + elapsedSeconds * this.bytesPerSecond)
    this.#updatedAt = now
    this.#tokens -= bytes
    if (this.#tokens >= 0 || this.#timer) return
    this.socket.pause()
    const waitMs = Math.ceil((-this.#tokens / this.bytesPerSecond) * 1000)
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      this.socket.resume()
    }, waitMs)
    this.#timer.unref()
  }

  /** True while reading is paused. */
  get paused(): boolean {
    return this.#timer !== undefined
  }

  /** Cancels a pending resume (the connection closed). */
  stop(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
  }
}
