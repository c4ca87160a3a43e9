import { secp256k1 } from '@noble/curves/secp256k1'
import { type Address, bytesToHex, type LocalAccount } from 'viem'
import { accountFromKeyBytes, addressOfKey, isValidKey } from './local-signer.js'
import { combineShares, type Share, splitSecret } from './shamir.js'
import {
  deriveSolanaSeed,
  type SolanaSigner,
  solanaAddressOfSeed,
  solanaSecretKeyText,
  withSolanaSeed,
} from './solana-key.js'

/**
 * x coordinates of the shares (2-of-2 on each polynomial). Every device has its own random
 * polynomial through the key: its local share at x = 1, the server's auth share for it at
 * x = 2. The recovery pair is on another: the server's half at x = 2, the user's at x = 3. A
 * share of one polynomial combined with a share of another gives no key.
 */
export const SHARE_X = { device: 1, auth: 2, recoveryAuth: 2, recovery: 3 } as const

/** The message when two shares do not rebuild this wallet's key. */
export const WRONG_SHARE_MESSAGE = 'The key shares do not match this wallet'

/** One device's pair: the share kept in this browser and the server's auth share for it. */
export type DevicePair = { device: Share; auth: Share }

/** A new wallet: its address, the first device's pair and the recovery pair. Key already wiped. */
export type NewWallet = DevicePair & { address: Address; recoveryAuth: Share; recovery: Share }

function splitPair(key: Uint8Array, xs: readonly [number, number]): [Share, Share] {
  return splitSecret(key, 2, xs) as [Share, Share]
}

/** Creates a new EVM key, splits it onto a device polynomial and a recovery one, and wipes it. */
export function createWalletShares(): NewWallet {
  const key = secp256k1.utils.randomPrivateKey()
  try {
    const address = addressOfKey(key)
    const [device, auth] = splitPair(key, [SHARE_X.device, SHARE_X.auth])
    const [recoveryAuth, recovery] = splitPair(key, [SHARE_X.recoveryAuth, SHARE_X.recovery])
    return { address, device, auth, recoveryAuth, recovery }
  } finally {
    key.fill(0)
  }
}

/**
 * Rebuilds the key from two shares and checks it belongs to `address`; wipes it and throws
 * {@link WRONG_SHARE_MESSAGE} otherwise. The caller zeroes the returned bytes.
 */
export function rebuildKey(a: Share, b: Share, address: Address): Uint8Array {
  const key = combineShares([a, b])
  if (!isValidKey(key) || addressOfKey(key).toLowerCase() !== address.toLowerCase()) {
    key.fill(0)
    throw new Error(WRONG_SHARE_MESSAGE)
  }
  return key
}

/**
 * Runs `use` with an account whose key exists only for the call: rebuilt from two shares,
 * checked against `address`, zeroed when `use` settles.
 */
export async function withSigner<T>(
  a: Share,
  b: Share,
  address: Address,
  use: (account: LocalAccount) => Promise<T>,
): Promise<T> {
  const key = rebuildKey(a, b, address)
  try {
    return await use(accountFromKeyBytes(key))
  } finally {
    key.fill(0)
  }
}

/**
 * Runs `use` with the wallet's Solana signer (derived from the key, see `solana-key.ts`):
 * the key rebuilt from two shares and checked against `address`, both it and the Solana seed
 * zeroed when `use` settles.
 */
export async function withSolanaSigner<T>(
  a: Share,
  b: Share,
  address: Address,
  use: (signer: SolanaSigner) => Promise<T>,
): Promise<T> {
  const key = rebuildKey(a, b, address)
  try {
    return await withSolanaSeed(key, use)
  } finally {
    key.fill(0)
  }
}

/**
 * The keys the export popup shows, after the step-up: the EVM key (hex) and the Solana key
 * derived from it (base58 of seed ‖ public key), both for the accounts they control. The one
 * place the keys become strings: the user asked to see them.
 */
export function revealKeys(
  a: Share,
  b: Share,
  address: Address,
): { address: Address; privateKey: string; solanaAddress: string; solanaSecretKey: string } {
  const key = rebuildKey(a, b, address)
  const seed = deriveSolanaSeed(key)
  try {
    return {
      address,
      privateKey: bytesToHex(key),
      solanaAddress: solanaAddressOfSeed(seed),
      solanaSecretKey: solanaSecretKeyText(key),
    }
  } finally {
    seed.fill(0)
    key.fill(0)
  }
}

/**
 * A new device (this browser): the key rebuilt from the recovery pair (checked against
 * `address`), split onto a fresh random polynomial, wiped. No other device's shares combine
 * with the new pair, and deleting its auth share on the server leaves its local share useless.
 */
export function enrolDevice(recoveryAuth: Share, recovery: Share, address: Address): DevicePair {
  const key = rebuildKey(recoveryAuth, recovery, address)
  try {
    const [device, auth] = splitPair(key, [SHARE_X.device, SHARE_X.auth])
    return { device, auth }
  } finally {
    key.fill(0)
  }
}
