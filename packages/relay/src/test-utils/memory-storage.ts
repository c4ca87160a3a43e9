/**
 * An in-memory key-value storage with the shape WalletConnect Core expects
 * (`IKeyValueStorage`), so that test clients write no files. Values are cloned on the way in
 * and out, as a serialising storage would.
 */
export class MemoryStorage {
  readonly #entries = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return [...this.#entries.keys()]
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.#entries].map(([key, value]) => [key, structuredClone(value) as T])
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const value = this.#entries.get(key)
    return value === undefined ? undefined : (structuredClone(value) as T)
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.#entries.set(key, structuredClone(value))
  }

  async removeItem(key: string): Promise<void> {
    this.#entries.delete(key)
  }
}
