import type { TokenQuantity } from '../blockchain-data/types.js'

/**
 * A token the send form can send: the native currency (no `address`) or a token contract.
 * `price` is present only when a price is known (from the blockchain-data service).
 */
export interface SendToken {
  name: string
  symbol: string
  /** CAIP-10 address of the token contract; absent for the native currency. */
  address?: string
  /** The account's balance of it. */
  quantity: TokenQuantity
  /** Price of one token in US dollars, when known. */
  price?: number
  iconUrl?: string
}

/** Send state (SPEC §3 "Send state"). */
export interface SendState {
  token: SendToken | undefined
  /** The amount as typed, a decimal string. */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImage: string | undefined
  /** Gas price in the smallest native unit per gas. */
  gasPrice: bigint | undefined
  /** Estimated gas of the transaction, when the adapter can estimate it. */
  gasLimit: bigint | undefined
  /** The fee in US dollars, only when the native price is known. */
  gasPriceInUSD: number | undefined
  /** A paymaster pays the network fee of this send (the account pays nothing). */
  sponsored: boolean
  /** The value of every token of the account on the network, when the service gave values. */
  networkBalanceInUSD: number | undefined
  tokenBalances: SendToken[]
  /** True while the wallet is asked to send. */
  loading: boolean
  /** When token balances last failed to load (epoch ms); a retry waits 30 s (SPEC §9). */
  lastRetry: number | undefined
}

/** An empty send form. */
export function initialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    gasPrice: undefined,
    gasLimit: undefined,
    gasPriceInUSD: undefined,
    sponsored: false,
    networkBalanceInUSD: undefined,
    tokenBalances: [],
    loading: false,
    lastRetry: undefined,
  }
}
