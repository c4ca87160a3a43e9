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

/** Encrypts and stores `share` for `userId` under a fresh non-extractable key. */
export async function saveDeviceShare(
  userId: string,
  address: Address,
  share: Share,
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
  await run('readwrite', (store) => store.put({ userId, address, x: share.x, iv, ciphertext, key }))
}

/** The device share of `userId` in this browser, or undefined (none, or unreadable). */
export async function loadDeviceShare(
  userId: string,
): Promise<{ address: Address; share: Share } | undefined> {
  const raw = await run('readonly', (store) => store.get(userId) as IDBRequest<unknown>)
  const record = recordSchema.safeParse(raw)
  if (!record.success) return undefined
  const { address, x, iv, ciphertext, key } = record.data
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
    return { address: address as Address, share: { x, y: new Uint8Array(y) } }
  } catch {
    return undefined
  }
}
