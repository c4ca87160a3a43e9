import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import type { Address } from 'viem'
import type { PrfSecret } from './recovery-seal.js'
import type { Share } from './shamir.js'

/**
 * How a device share is encrypted at rest (issue 30 item 3). Two kinds of record:
 * - `local`: AES-GCM under a WebCrypto key made non-extractable, stored beside it. The key's
 *   bytes cannot be read by a script, but they are in the browser's profile on disk: a disk
 *   image of the browser holds share and key.
 * - `passkey`: AES-GCM under a key derived (HKDF-SHA-256) from the user's passkey PRF output
 *   for the record's random salt. No key is stored: a disk image holds ciphertext and a salt,
 *   and only the passkey (with user verification) gives the key. The frame keeps the derived
 *   key in memory for the rest of the page's life, so the passkey is asked once per session.
 */

/** A record as IndexedDB holds it: what a disk image of the browser gives. */
export type DeviceRecord = {
  userId: string
  address: string
  /** Absent in records from before devices: the wallet's first device, `legacy`. */
  deviceId?: string
  x: number
  iv: Uint8Array
  ciphertext: ArrayBuffer
} & ({ key: CryptoKey; prfSalt?: undefined } | { prfSalt: Uint8Array; key?: undefined })

/** This browser's device of a user's wallet: which one, and its share. */
export type StoredDevice = { address: Address; deviceId: string; share: Share }

/** The message when a record needs the passkey and none can be asked here. */
export const DEVICE_LOCKED =
  'This device’s key share is locked with a passkey this browser cannot use here'

const INFO = 'foyer device share v1'

const additionalData = (userId: string, address: string, x: number) =>
  new TextEncoder().encode(`${userId}|${address.toLowerCase()}|${x}`)

/**
 * The device shares' keys from the user's passkey: derived once per user and salt, then kept
 * in memory only (never stored, never extractable).
 */
export class PasskeyDeviceKeys {
  private readonly keys = new Map<string, Promise<CryptoKey>>()

  constructor(private readonly prf: PrfSecret) {}

  /** The key of `salt` (asks the passkey the first time in this page's life). */
  key(salt: Uint8Array): Promise<CryptoKey> {
    const id = Array.from(salt, (byte) => byte.toString(16).padStart(2, '0')).join('')
    let key = this.keys.get(id)
    if (!key) {
      key = this.derive(salt)
      this.keys.set(id, key)
      // A cancelled prompt is asked again next time.
      key.catch(() => this.keys.delete(id))
    }
    return key
  }

  private async derive(salt: Uint8Array): Promise<CryptoKey> {
    const output = await this.prf(salt)
    if (output.length !== 32) throw new Error('The passkey gave no usable secret')
    const raw = hkdf(sha256, output, salt, INFO, 32)
    try {
      return await crypto.subtle.importKey(
        'raw',
        raw as Uint8Array<ArrayBuffer>,
        'AES-GCM',
        false,
        ['encrypt', 'decrypt'],
      )
    } finally {
      output.fill(0)
      raw.fill(0)
    }
  }
}

/**
 * Encrypts `device` for `userId`: under the passkey's key when `passkey` is given (a fresh
 * random salt), else under a fresh non-extractable local key stored in the record.
 */
export async function sealDevice(
  userId: string,
  device: StoredDevice,
  passkey?: PasskeyDeviceKeys,
): Promise<DeviceRecord> {
  const { address, deviceId, share } = device
  const prfSalt = passkey ? crypto.getRandomValues(new Uint8Array(32)) : undefined
  const key = prfSalt
    ? await (passkey as PasskeyDeviceKeys).key(prfSalt)
    : await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(userId, address, share.x) },
    key,
    share.y as Uint8Array<ArrayBuffer>,
  )
  const base = { userId, address, deviceId, x: share.x, iv, ciphertext }
  return prfSalt ? { ...base, prfSalt } : { ...base, key }
}

/**
 * Opens a record: with its stored key, or with the passkey's key for its salt. Undefined when
 * it does not open (altered, or another passkey); throws {@link DEVICE_LOCKED} when the record
 * needs a passkey and `passkey` is absent.
 */
export async function openDevice(
  record: DeviceRecord,
  passkey?: PasskeyDeviceKeys,
): Promise<StoredDevice | undefined> {
  const { userId, address, deviceId, x, iv, ciphertext } = record
  let key: CryptoKey
  if (record.prfSalt) {
    if (!passkey) throw new Error(DEVICE_LOCKED)
    key = await passkey.key(record.prfSalt)
  } else key = record.key
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
      deviceId: deviceId ?? 'legacy',
      share: { x, y: new Uint8Array(y) },
    }
  } catch {
    return undefined
  }
}
