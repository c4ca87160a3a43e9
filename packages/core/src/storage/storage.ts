import * as z from 'zod/mini'
import type { StorageBackend } from './backend.js'
import {
  type CacheName,
  type CacheValue,
  cacheEntrySchema,
  cacheSchemas,
  type StorageKey,
  type StorageValue,
  storageSchemas,
} from './schemas.js'

/** Lifetime in milliseconds of each cache. */
export type CacheLifetimes = Record<CacheName, number>

/**
 * Every locally stored value of the client (SPEC §3), behind one schema per key. Reads never
 * throw: a value that is not JSON or fails its schema is removed with a warning and reads as
 * undefined. Writes never throw either: a backend failure (quota, private mode) is a warning.
 */
export interface FoyerStorage {
  /** The prefix every key of this client carries. */
  readonly scope: string
  get<K extends StorageKey>(key: K): StorageValue<K> | undefined
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void
  remove(key: StorageKey): void
  /** A cached value younger than its cache's lifetime, else undefined. */
  getCached<C extends CacheName>(cache: C, id: string): CacheValue<C> | undefined
  setCached<C extends CacheName>(cache: C, id: string, value: CacheValue<C>): void
  /** Drops one entry, or the whole cache when `id` is omitted. */
  clearCache(cache: CacheName, id?: string): void
}

/** Options of {@link createFoyerStorage}. */
export interface FoyerStorageOptions {
  backend: StorageBackend
  /** Keys are `foyer:<scope>:<name>`, so two apps on one origin keep apart. */
  scope: string
  lifetimes: CacheLifetimes
  /** Clock in epoch milliseconds. */
  now?: () => number
}

/** Creates the storage of one client over a backend. */
export function createFoyerStorage(options: FoyerStorageOptions): FoyerStorage {
  const { backend, scope, lifetimes } = options
  const now = options.now ?? Date.now
  const fullKey = (name: string) => `foyer:${scope}:${name}`

  function warn(name: string, reason: string) {
    console.warn(`[foyer] dropped stored value "${fullKey(name)}": ${reason}`)
  }

  function readRaw(name: string): { ok: true; value: unknown } | { ok: false } {
    let text: string | null
    try {
      text = backend.getItem(fullKey(name))
    } catch (error) {
      console.warn(`[foyer] storage read failed for "${fullKey(name)}"`, error)
      return { ok: false }
    }
    if (text === null) return { ok: false }
    try {
      return { ok: true, value: JSON.parse(text) }
    } catch {
      warn(name, 'not JSON')
      removeRaw(name)
      return { ok: false }
    }
  }

  function writeRaw(name: string, value: unknown) {
    try {
      backend.setItem(fullKey(name), JSON.stringify(value))
    } catch (error) {
      console.warn(`[foyer] storage write failed for "${fullKey(name)}"`, error)
    }
  }

  function removeRaw(name: string) {
    try {
      backend.removeItem(fullKey(name))
    } catch (error) {
      console.warn(`[foyer] storage remove failed for "${fullKey(name)}"`, error)
    }
  }

  function cacheName(cache: CacheName) {
    return `cache:${cache}`
  }

  /** The entries of a cache that pass their schemas; bad entries are dropped with a warning. */
  function readCache(cache: CacheName): Record<string, { timestamp: number; value: unknown }> {
    const raw = readRaw(cacheName(cache))
    if (!raw.ok) return {}
    const record = raw.value
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      warn(cacheName(cache), 'not an object')
      removeRaw(cacheName(cache))
      return {}
    }
    // No prototype: an id such as `__proto__` stays an ordinary entry.
    const entries: Record<string, { timestamp: number; value: unknown }> = Object.create(null)
    let dropped = false
    for (const [id, entry] of Object.entries(record)) {
      const parsed = z.safeParse(cacheEntrySchema, entry)
      const value = parsed.success ? z.safeParse(cacheSchemas[cache], parsed.data.value) : undefined
      if (parsed.success && value?.success) {
        entries[id] = { timestamp: parsed.data.timestamp, value: value.data }
      } else dropped = true
    }
    if (dropped) {
      warn(cacheName(cache), 'some entries failed their schema')
      writeRaw(cacheName(cache), entries)
    }
    return entries
  }

  return {
    scope,
    get(key) {
      const raw = readRaw(key)
      if (!raw.ok) return undefined
      const parsed = z.safeParse(storageSchemas[key], raw.value)
      if (parsed.success) return parsed.data as StorageValue<typeof key>
      warn(key, z.prettifyError(parsed.error))
      removeRaw(key)
      return undefined
    },
    set(key, value) {
      writeRaw(key, value)
    },
    remove(key) {
      removeRaw(key)
    },
    getCached(cache, id) {
      const entry = readCache(cache)[id]
      if (!entry) return undefined
      if (now() - entry.timestamp >= lifetimes[cache]) return undefined
      return entry.value as CacheValue<typeof cache>
    },
    setCached(cache, id, value) {
      const entries = readCache(cache)
      const time = now()
      // Expired entries go when a new one is written, so a cache does not grow forever.
      for (const [key, entry] of Object.entries(entries)) {
        if (time - entry.timestamp >= lifetimes[cache]) delete entries[key]
      }
      entries[id] = { timestamp: time, value }
      writeRaw(cacheName(cache), entries)
    },
    clearCache(cache, id) {
      if (id === undefined) {
        removeRaw(cacheName(cache))
        return
      }
      const entries = readCache(cache)
      if (!(id in entries)) return
      delete entries[id]
      writeRaw(cacheName(cache), entries)
    },
  }
}
