/**
 * The key-value storage WalletConnect's core asks for (`IKeyValueStorage`), kept in memory
 * so that the test wallet writes no files. Values are stored as JSON text, as a persistent
 * storage would, so nothing shares object identity with the client.
 */
export class WalletConnectMemoryStorage {
  readonly #entries = new Map<string, string>()

  async getKeys(): Promise<string[]> {
    return [...this.#entries.keys()]
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.#entries].map(([key, text]) => [key, JSON.parse(text) as T])
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const text = this.#entries.get(key)
    return text === undefined ? undefined : (JSON.parse(text) as T)
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    if (value === undefined) this.#entries.delete(key)
    else this.#entries.set(key, JSON.stringify(value))
  }

  async removeItem(key: string): Promise<void> {
    this.#entries.delete(key)
  }
}
