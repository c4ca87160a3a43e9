import type { CaipNetworkId } from '../caip/types.js'

/** Default swap slippage tolerance, in percent (SPEC §9). */
export const DEFAULT_SLIPPAGE = 1

/** Lowest on-ramp fee shown, in percent (SPEC §9: 1-2%). */
export const ONRAMP_FEE_MIN_PERCENT = 1

/** Highest on-ramp fee shown, in percent (SPEC §9: 1-2%). */
export const ONRAMP_FEE_MAX_PERCENT = 2

/**
 * The EVM mainnets Swap is offered on (SPEC §5: "Swap is supported on 12 EVM chains"):
 * Ethereum, Arbitrum One, OP Mainnet, zkSync Era, Base, BNB Smart Chain, Polygon, Gnosis,
 * Avalanche C-Chain, Fantom, Kaia (Klaytn) and Aurora. Test networks and devnets are not
 * listed: Swap shows on them when the data service quotes them.
 */
export const SWAP_SUPPORTED_CAIP_NETWORK_IDS = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
] as const satisfies readonly CaipNetworkId[]
