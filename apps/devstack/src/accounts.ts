import { pbkdf2Sync } from 'node:crypto'
import { type Address, getContractAddress, toHex } from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'
import { DEVSTACK_ACCOUNT_COUNT, DEVSTACK_MNEMONIC } from './constants.js'
import { DEPLOYER_ACCOUNT, TOKEN_SPECS, type TokenSymbol } from './seed/plan.js'
import type { DevstackAccount } from './types.js'

let cached: DevstackAccount[] | undefined

/**
 * The funded accounts of every devnet, derived from {@link DEVSTACK_MNEMONIC} on anvil's
 * path `m/44'/60'/0'/0/<index>`.
 */
export function devstackAccounts(): DevstackAccount[] {
  cached ??= deriveAccounts()
  return cached.map((account) => ({ ...account }))
}

function deriveAccounts(): DevstackAccount[] {
  // The BIP-39 seed with Node's native PBKDF2, once for all accounts.
  const seed = pbkdf2Sync(DEVSTACK_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const master = HDKey.fromMasterSeed(seed)
  return Array.from({ length: DEVSTACK_ACCOUNT_COUNT }, (_, addressIndex) => {
    const account = hdKeyToAccount(master, { addressIndex })
    const privateKey = account.getHdKey().privateKey
    if (!privateKey) throw new Error(`Account ${addressIndex} has no private key`)
    return { address: account.address, privateKey: toHex(privateKey) }
  })
}

/** The address of account `index` of {@link devstackAccounts}. */
export function accountAddress(index: number): Address {
  const account = devstackAccounts()[index]
  if (!account) throw new Error(`The devnets have no account ${index}`)
  return account.address
}

/**
 * The contract addresses, the same on every devnet and every run: account 0 deploys the
 * tokens (in {@link TOKEN_SPECS} order) and then the collection with its first nonces.
 */
export function devstackContractAddresses(): {
  tokens: Record<TokenSymbol, Address>
  collection: Address
} {
  const from = accountAddress(DEPLOYER_ACCOUNT)
  const tokens = Object.fromEntries(
    TOKEN_SPECS.map((spec, nonce) => [
      spec.symbol,
      getContractAddress({ from, nonce: BigInt(nonce) }),
    ]),
  ) as Record<TokenSymbol, Address>
  const collection = getContractAddress({ from, nonce: BigInt(TOKEN_SPECS.length) })
  return { tokens, collection }
}
