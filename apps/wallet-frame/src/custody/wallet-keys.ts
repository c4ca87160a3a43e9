import { secp256k1 } from '@noble/curves/secp256k1'
import type { Address, LocalAccount } from 'viem'
import { accountFromKeyBytes, addressOfKey, isValidKey } from './local-signer.js'
import { combineShares, interpolateAt, type Share, splitSecret } from './shamir.js'

/** x coordinates of the first three shares (2-of-3). */
export const SHARE_X = { device: 1, auth: 2, recovery: 3 } as const

/** The message when two shares do not rebuild this wallet's key. */
export const WRONG_SHARE_MESSAGE = 'The key shares do not match this wallet'

/** The three shares of a new wallet and its address. The key itself is already wiped. */
export type NewWallet = { address: Address; device: Share; auth: Share; recovery: Share }

/** Creates a new EVM key, splits it 2-of-3 and wipes it. */
export function createWalletShares(): NewWallet {
  const key = secp256k1.utils.randomPrivateKey()
  try {
    const address = addressOfKey(key)
    const [device, auth, recovery] = splitSecret(key, 2, [
      SHARE_X.device,
      SHARE_X.auth,
      SHARE_X.recovery,
    ]) as [Share, Share, Share]
    return { address, device, auth, recovery }
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
 * A new device share for this browser (random x, 4..255) from the auth and recovery shares,
 * after checking they rebuild `address`'s key. The old browsers' shares stay valid.
 */
export function newDeviceShare(auth: Share, recovery: Share, address: Address): Share {
  rebuildKey(auth, recovery, address).fill(0)
  const pick = new Uint8Array(1)
  let x = 0
  while (x < 4) x = globalThis.crypto.getRandomValues(pick)[0] as number
  return { x, y: interpolateAt([auth, recovery], x) }
}
