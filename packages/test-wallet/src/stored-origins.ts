/** The origins a chain side of the injected test wallet granted, remembered across reloads. */
export interface StoredOrigins {
  has(origin: string): boolean
  add(origin: string): void
  delete(origin: string): void
}

/**
 * A set of origins kept in `storage` under `key` as a JSON array of strings (or only in memory
 * without `storage`). A corrupt stored value is dropped, so the site connects again.
 */
export function storedOrigins(
  key: string,
  storage?: Pick<Storage, 'getItem' | 'setItem'>,
): StoredOrigins {
  let origins = new Set<string>()
  try {
    const stored: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
    if (Array.isArray(stored)) {
      origins = new Set(stored.filter((origin): origin is string => typeof origin === 'string'))
    }
  } catch {
    // A corrupt value is dropped: the site connects again.
  }
  const save = () => storage?.setItem(key, JSON.stringify([...origins]))
  return {
    has: (origin) => origins.has(origin),
    add: (origin) => {
      origins.add(origin)
      save()
    },
    delete: (origin) => {
      origins.delete(origin)
      save()
    },
  }
}
