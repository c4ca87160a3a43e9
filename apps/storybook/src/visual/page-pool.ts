/**
 * Up to `size` resources made on demand and lent one at a time: concurrent tests each borrow
 * a page, and a test waits while all are lent.
 */
export class Pool<T> {
  private readonly idle: T[] = []
  private readonly all: T[] = []
  private readonly waiting: ((item: T) => void)[] = []
  private creating = 0

  constructor(
    private readonly size: number,
    private readonly create: () => Promise<T>,
  ) {}

  /** Runs `use` with a borrowed item, returned to the pool afterwards. */
  async use<R>(use: (item: T) => Promise<R>): Promise<R> {
    const item = await this.borrow()
    try {
      return await use(item)
    } finally {
      const next = this.waiting.shift()
      if (next) next(item)
      else this.idle.push(item)
    }
  }

  /** Every item made so far (to close them). */
  items(): readonly T[] {
    return this.all
  }

  private async borrow(): Promise<T> {
    const idle = this.idle.pop()
    if (idle) return idle
    if (this.all.length + this.creating < this.size) {
      this.creating++
      try {
        const item = await this.create()
        this.all.push(item)
        return item
      } finally {
        this.creating--
      }
    }
    return new Promise<T>((resolve) => this.waiting.push(resolve))
  }
}
