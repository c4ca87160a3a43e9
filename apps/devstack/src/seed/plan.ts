import type { DevstackChainId } from '../constants.js'

/** An ERC-20 the seed deploys on every chain; its supply goes to account 0 (a swap-pool reserve, see `swap/plan.ts`, to the liquidity account). */
export interface TokenSpec {
  name: string
  symbol: string
  decimals: number
  /** Total supply in whole tokens. */
  supply: string
}

/**
 * The ERC-20s, in deployment order (account 0's nonces 0, 1, 2). The 0-decimals token
 * exercises SPEC §5: "Tokens with decimals 0 are dropped from balances".
 */
export const TOKEN_SPECS = [
  { name: 'Foyer Token', symbol: 'FOY', decimals: 18, supply: '1000000' },
  { name: 'Foyer Dollar', symbol: 'FUSD', decimals: 6, supply: '1000000' },
  { name: 'Foyer Points', symbol: 'FPT', decimals: 0, supply: '1000000' },
] as const satisfies readonly TokenSpec[]

/** A token symbol of {@link TOKEN_SPECS}. */
export type TokenSymbol = (typeof TOKEN_SPECS)[number]['symbol']

/** The ERC-721 collection, deployed after the tokens (account 0's nonce 3). */
export const COLLECTION_SPEC = { name: 'Foyer Friends', symbol: 'FRND' } as const

/** An ERC-721 token the seed mints. */
export interface NftMintSpec {
  tokenId: number
  /** Index of the receiving account. */
  to: number
  /** Spam tokens carry `"spam": true` in their metadata. */
  spam: boolean
}

/** One past transfer the seed makes; `from` and `to` are account indexes. */
export type TransferSpec =
  | { kind: 'native'; from: number; to: number; ether: string }
  | { kind: 'erc20'; token: TokenSymbol; from: number; to: number; amount: string }
  | { kind: 'erc721'; tokenId: number; from: number; to: number }

/** What the seed does on one chain after deploying the contracts. */
export interface ChainSeedSpec {
  chainId: DevstackChainId
  /** Minted in order; each mint is a transfer from the zero address. */
  mints: NftMintSpec[]
  /** Made in order, after the mints. */
  transfers: TransferSpec[]
  /**
   * Native balances set once the history is made (in ether), so that the accounts the seed
   * used end with round, documented balances instead of whatever gas left them.
   */
  nativeBalances: { account: number; ether: string }[]
}

/** The account that deploys the contracts, mints, and is the demo's main account. */
export const DEPLOYER_ACCOUNT = 0
/** The account that sends the spam airdrop. */
export const SPAMMER_ACCOUNT = 9

/**
 * The seed of each chain. The chains differ in amounts and items so that balances (and the
 * assets shown) change with the network. The spam token is minted to the spammer account and
 * airdropped to account 0: both transactions carry only spam-flagged NFT transfers.
 */
export const CHAIN_SEEDS: readonly ChainSeedSpec[] = [
  {
    chainId: 31337,
    mints: [
      { tokenId: 1, to: 0, spam: false },
      { tokenId: 2, to: 0, spam: false },
      { tokenId: 3, to: 0, spam: false },
      { tokenId: 4, to: SPAMMER_ACCOUNT, spam: true },
    ],
    transfers: [
      { kind: 'native', from: 0, to: 1, ether: '1.5' },
      { kind: 'erc20', token: 'FOY', from: 0, to: 1, amount: '250' },
      { kind: 'erc20', token: 'FUSD', from: 0, to: 1, amount: '1000.25' },
      { kind: 'erc20', token: 'FPT', from: 0, to: 1, amount: '40' },
      { kind: 'native', from: 1, to: 0, ether: '0.25' },
      { kind: 'erc20', token: 'FUSD', from: 1, to: 0, amount: '20.5' },
      { kind: 'erc721', tokenId: 3, from: 0, to: 1 },
      { kind: 'erc721', tokenId: 4, from: SPAMMER_ACCOUNT, to: 0 },
    ],
    nativeBalances: [
      { account: 0, ether: '1234.5678' },
      { account: 1, ether: '98.76' },
      { account: SPAMMER_ACCOUNT, ether: '10' },
    ],
  },
  {
    chainId: 31338,
    mints: [
      { tokenId: 1, to: 0, spam: false },
      { tokenId: 2, to: 0, spam: false },
      { tokenId: 4, to: SPAMMER_ACCOUNT, spam: true },
    ],
    transfers: [
      { kind: 'native', from: 0, to: 1, ether: '0.75' },
      { kind: 'erc20', token: 'FOY', from: 0, to: 1, amount: '12' },
      { kind: 'erc20', token: 'FUSD', from: 0, to: 1, amount: '99.99' },
      { kind: 'erc20', token: 'FPT', from: 0, to: 1, amount: '7' },
      { kind: 'native', from: 1, to: 0, ether: '0.1' },
      { kind: 'erc721', tokenId: 2, from: 0, to: 1 },
      { kind: 'erc721', tokenId: 4, from: SPAMMER_ACCOUNT, to: 0 },
    ],
    nativeBalances: [
      { account: 0, ether: '42.5' },
      { account: 1, ether: '7.25' },
      { account: SPAMMER_ACCOUNT, ether: '1' },
    ],
  },
]
