/** Delays between retries: doubling from `initialMs` up to `maxMs`. */
export class Backoff {
  private attempt = 0

  constructor(
    private readonly initialMs: number,
    private readonly maxMs: number,
  ) {}

  /** The delay before the next retry; each call doubles it up to the cap. */
  next(): number {
    const delay = Math.min(this.maxMs, this.initialMs * 2 ** this.attempt)
    this.attempt = Math.min(this.attempt + 1, 30)
    return delay
  }

  /** Starts over after a success. */
  reset(): void {
    this.attempt = 0
  }
}
