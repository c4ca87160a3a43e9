import { FoyerError } from '../errors/FoyerError.js'

/** EVM chain ids must be below this to have an ENSIP-11 coin type (SPEC §5). */
export const MAX_COIN_TYPE_CHAIN_ID = 0x80000000

/** SLIP-44 coin type of Ether, used for Ethereum mainnet (ENSIP-11). */
export const ETH_COIN_TYPE = 60

/**
 * The ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0`, and 60 for
 * Ethereum mainnet (chain 1).
 *
 * @throws {FoyerError} `CHAIN_ID_OUT_OF_RANGE` unless `chainId` is an integer from 0 to
 *   2147483647.
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= MAX_COIN_TYPE_CHAIN_ID) {
    throw new FoyerError('CHAIN_ID_OUT_OF_RANGE', { details: `Received ${chainId}` })
  }
  if (chainId === 1) return ETH_COIN_TYPE
  return (MAX_COIN_TYPE_CHAIN_ID | chainId) >>> 0
}
