import type { Address } from 'viem'
import * as z from 'zod/mini'
import type { Share } from './shamir.js'

/**
 * The device share of each user, in the frame origin's IndexedDB, encrypted with AES-GCM
 * under a WebCrypto key made non-extractable: the key can be used by this origin's scripts
 * but its bytes can never be read, not even by them. The host page cannot open this
 * origin's IndexedDB at all.
 */

const DB_NAME = 'foyer-wallet-frame'
const STORE = 'device-shares'

/** A stored device share, as read back (encrypted). */
const recordSchema = z.object({
  userId: z.string(),
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  /** Absent in records from before devices: the wallet's first device, `legacy`. */
  deviceId: z.optional(z.string()),
  x: z.number().check(z.int(), z.minimum(1), z.maximum(255)),
  iv: z.instanceof(Uint8Array),
  ciphertext: z.instanceof(ArrayBuffer),
  key: z.instanceof(CryptoKey),
})

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'userId' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

const additionalData = (userId: string, address: string, x: number) =>
  new TextEncoder().encode(`${userId}|${address.toLowerCase()}|${x}`)

/** The device id of a record from before devices (the server's migration 6 names it so). */
export const LEGACY_DEVICE_ID = 'legacy'

/** This browser's device of a user's wallet: which one, and its share. */
export type StoredDevice = { address: Address; deviceId: string; share: Share }

/** Where a browser keeps its device shares (IndexedDB in the frame; a Map in tests). */
export interface DeviceShareStore {
  load(userId: string): Promise<StoredDevice | undefined>
  save(userId: string, device: StoredDevice): Promise<void>
}

/** The frame's store: IndexedDB of the frame's origin. */
export const indexedDbDeviceStore: DeviceShareStore = {
  load: loadDeviceShare,
  save: (userId, { address, deviceId, share }) => saveDeviceShare(userId, address, share, deviceId),
}

/** Encrypts and stores `share` for `userId` under a fresh non-extractable key. */
export async function saveDeviceShare(
  userId: string,
  address: Address,
  share: Share,
  deviceId = LEGACY_DEVICE_ID,
): Promise<void> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(userId, address, share.x) },
    key,
    share.y as Uint8Array<ArrayBuffer>,
  )
  await run('readwrite', (store) =>
    store.put({ userId, address, deviceId, x: share.x, iv, ciphertext, key }),
  )
}

/** The device share of `userId` in this browser, or undefined (none, or unreadable). */
export async function loadDeviceShare(userId: string): Promise<StoredDevice | undefined> {
  const raw = await run('readonly', (store) => store.get(userId) as IDBRequest<unknown>)
  const record = recordSchema.safeParse(raw)
  if (!record.success) return undefined
  const { address, deviceId, x, iv, ciphertext, key } = record.data
  try {
    const y = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: iv as Uint8Array<ArrayBuffer>,
        additionalData: additionalData(userId, address, x),
      },
      key,
      ciphertext,
    )
    return {
      address: address as Address,
      deviceId: deviceId ?? LEGACY_DEVICE_ID,
      share: { x, y: new Uint8Array(y) },
    }
  } catch {
    return undefined
  }
}
