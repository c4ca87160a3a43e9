/**
 * Where stored values live: a synchronous key-value store shaped like the Web Storage API,
 * so `localStorage` and `sessionStorage` fit as they are.
 */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A backend kept in memory: for server-side rendering, tests, and browsers without storage. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageBackend {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}

/**
 * `localStorage` when the page has one that works (it throws in some private modes and is
 * absent on servers), else a fresh memory backend.
 */
export function getDefaultStorageBackend(): StorageBackend {
  try {
    const local = (globalThis as { localStorage?: StorageBackend }).localStorage
    if (local) {
      const probe = '__foyer_probe__'
      local.setItem(probe, probe)
      local.removeItem(probe)
      return local
    }
  } catch {
    // Storage is disabled (private mode, sandboxed frame): fall back to memory.
  }
  return createMemoryStorage()
}
