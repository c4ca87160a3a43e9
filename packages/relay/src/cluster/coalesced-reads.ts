/**
 * Shared-store reads of topics that this node has under way, so that subscribers of a topic who
 * arrive together share one read instead of each reading (and decoding) the same records: 16
 * sockets subscribing at once to a topic the node lacks cost one `HMGET`, not 16.
 *
 * A read may only be joined while its topic stayed watched since it started (the node then gets
 * every later message as an event): the hub calls {@link forget} when a topic loses its last
 * local subscriber, and a later subscriber starts a read of its own.
 */
export class CoalescedReads {
  /** topic → the read under way that covers it */
  readonly #reads = new Map<string, Promise<void>>()

  /**
   * Resolves once `topics` were read: joins the reads under way for some of them and starts
   * `read` for the others (rejects if any of those reads fails).
   */
  async run(
    topics: readonly string[],
    read: (topics: readonly string[]) => Promise<void>,
  ): Promise<void> {
    const unique = [...new Set(topics)]
    const joined = unique.flatMap((topic) => this.#reads.get(topic) ?? [])
    const fresh = unique.filter((topic) => !this.#reads.has(topic))
    if (fresh.length > 0) {
      const own: Promise<void> = read(fresh).finally(() => {
        for (const topic of fresh) if (this.#reads.get(topic) === own) this.#reads.delete(topic)
      })
      for (const topic of fresh) this.#reads.set(topic, own)
      joined.push(own)
    }
    await Promise.all(joined)
  }

  /** Later subscribers of `topic` no longer join the read under way (it lost its watch). */
  forget(topic: string): void {
    this.#reads.delete(topic)
  }

  /** Topics with a read under way. */
  get size(): number {
    return this.#reads.size
  }
}
