import type { Address, Hex } from 'viem'

/** The EIP-712 domain name of FoyerSmartAccount's replay-safe hash. */
export const SMART_ACCOUNT_DOMAIN_NAME = 'FoyerSmartAccount'

/**
 * What the owner signs for the smart account's ERC-1271 `hash`: the EIP-712 message
 * `FoyerSmartAccountMessage(bytes32 hash)` in the domain of that account on that chain (the
 * contract's `replaySafeHash`). Bound to the account and the chain, so the signature does not
 * verify for the owner EOA, another of its accounts, or on another chain, and an EOA signature
 * of `hash` does not verify for the account.
 */
export function replaySafeTypedData(hash: Hex, account: Address, chainId: number) {
  return {
    domain: {
      name: SMART_ACCOUNT_DOMAIN_NAME,
      version: '1',
      chainId,
      verifyingContract: account,
    },
    types: { FoyerSmartAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'FoyerSmartAccountMessage',
    message: { hash },
  } as const
}
