import type { Address } from 'viem'
import * as z from 'zod/mini'
import {
  type DeviceRecord,
  openDevice,
  type PasskeyDeviceKeys,
  type StoredDevice,
  sealDevice,
} from './device-seal.js'

/**
 * The device share of each user, in the frame origin's IndexedDB, encrypted (`device-seal.ts`):
 * under the user's passkey (PRF) where the wallet has one, else under a non-extractable local
 * key. The host page cannot open this origin's IndexedDB at all.
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
  key: z.optional(z.instanceof(CryptoKey)),
  prfSalt: z.optional(z.instanceof(Uint8Array)),
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

/** The device id of a record from before devices (the server's migration 6 names it so). */
export const LEGACY_DEVICE_ID = 'legacy'

export type { StoredDevice }

/** Which device this browser holds for a user (read without opening the share). */
export type DeviceInfo = { address: Address; deviceId: string }

/** Where a browser keeps its device shares (IndexedDB in the frame; a Map in tests). */
export interface DeviceShareStore {
  /** The device and its share (may ask the passkey once per session). */
  load(userId: string): Promise<StoredDevice | undefined>
  /** Which device is stored, without opening its share (asks nothing). */
  info(userId: string): Promise<DeviceInfo | undefined>
  save(userId: string, device: StoredDevice): Promise<void>
}

async function readRecord(userId: string): Promise<DeviceRecord | undefined> {
  const raw = await run('readonly', (store) => store.get(userId) as IDBRequest<unknown>)
  const parsed = recordSchema.safeParse(raw)
  if (!parsed.success) return undefined
  const { key, prfSalt, ...rest } = parsed.data
  if (prfSalt) return { ...rest, prfSalt }
  return key ? { ...rest, key } : undefined
}

/**
 * The frame's store, in IndexedDB of the frame's origin. With `passkey`, new shares are
 * encrypted under the passkey's key (and records of that kind opened with it).
 */
export function indexedDbDeviceStore(passkey?: PasskeyDeviceKeys): DeviceShareStore {
  return {
    async load(userId) {
      const record = await readRecord(userId)
      return record && openDevice(record, passkey)
    },
    async info(userId) {
      const record = await readRecord(userId)
      return (
        record && {
          address: record.address as Address,
          deviceId: record.deviceId ?? LEGACY_DEVICE_ID,
        }
      )
    },
    async save(userId, device) {
      const record = await sealDevice(userId, device, passkey)
      await run('readwrite', (store) => store.put(record))
    },
  }
}
