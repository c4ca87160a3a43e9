import * as z from 'zod/mini'
import { type PermissionGrant, permissionGrantSchema } from './state.js'

/** The `localStorage` key under which the injected wallet keeps the sites it granted. */
export const PERMISSION_STORAGE_KEY = 'foyer-test-wallet:permissions'

/** What is stored: a version, and the sites granted the `eth_accounts` permission. */
export const storedPermissionsSchema = z.object({
  version: z.literal(1),
  permissions: z.array(permissionGrantSchema).check(z.maxLength(1000)),
})

/** Where a page-injected wallet remembers the sites it granted, across reloads. */
export interface PermissionStorage {
  /** The grants remembered (empty when nothing, or nothing valid, is stored). */
  load(): PermissionGrant[]
  /** Remembers these grants (an empty list forgets them all). */
  save(permissions: readonly PermissionGrant[]): void
}

/** The part of the Web Storage API a {@link PermissionStorage} uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Keeps granted sites in `storage` (the page's `localStorage`), as a browser wallet keeps
 * them in its own storage, so that a reload finds the site still connected. The stored value
 * is parsed with a schema: a corrupt or foreign value is dropped with a warning, never thrown.
 * Grants for other origins than `origin` are ignored (the page could have written them).
 */
export function createPermissionStorage(
  storage: KeyValueStorage,
  origin: string,
  key = PERMISSION_STORAGE_KEY,
): PermissionStorage {
  return {
    load() {
      let raw: string | null
      try {
        raw = storage.getItem(key)
      } catch {
        return []
      }
      if (raw === null) return []
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch {
        json = undefined
      }
      const parsed = storedPermissionsSchema.safeParse(json)
      if (!parsed.success) {
        console.warn(`[test-wallet] dropped an invalid "${key}" value from storage`)
        try {
          storage.removeItem(key)
        } catch {}
        return []
      }
      return parsed.data.permissions.filter((grant) => grant.origin === origin)
    },
    save(permissions) {
      try {
        if (permissions.length === 0) storage.removeItem(key)
        else storage.setItem(key, JSON.stringify({ version: 1, permissions }))
      } catch (error) {
        console.warn(`[test-wallet] could not store the granted sites: ${String(error)}`)
      }
    },
  }
}
