import type { CaipAddress, ChainNamespace } from '@foyer/common'
import type { AccountType, AdapterAccount } from '../adapter/types.js'
import type { TokenBalance } from '../blockchain-data/types.js'

/** Wallet connection status of one namespace (SPEC §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** The user of an embedded (email or social) wallet. */
export interface AccountUser {
  email?: string | null
  username?: string
}

/** What the UI shows about the connected wallet. */
export interface ConnectedWalletInfo {
  name: string
  icon?: string
  /** Directory id or rdns of the wallet. */
  identifier?: string
  /** The social provider, for an embedded wallet reached through social login. */
  social?: string
}

/** Account state of one namespace (SPEC §3 "Account state per chain"). */
export interface AccountState {
  status: ConnectionStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** Native balance of the active account, a decimal string in whole units. */
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  tokenBalance: TokenBalance[]
  /** Every account of the connected wallet (address and type). */
  allAccounts: AdapterAccount[]
  user: AccountUser | undefined
  smartAccountDeployed: boolean | undefined
  /** The preferred account type of this namespace (SPEC's `preferredAccountTypes`, per chain). */
  preferredAccountType: AccountType
  socialProvider: string | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
  farcasterUrl: string | undefined
  /** Id of the connector (the provider) this namespace is connected through. */
  connectorId: string | undefined
}

/** Account state of every namespace plus the active one. */
export interface AccountStoreState {
  activeNamespace: ChainNamespace | undefined
  byNamespace: Partial<Record<ChainNamespace, AccountState>>
}

/** A disconnected account of one namespace, with that namespace's default account type. */
export function initialAccountState(preferredAccountType: AccountType): AccountState {
  return {
    status: 'disconnected',
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    tokenBalance: [],
    allAccounts: [],
    user: undefined,
    smartAccountDeployed: undefined,
    preferredAccountType,
    socialProvider: undefined,
    connectedWalletInfo: undefined,
    farcasterUrl: undefined,
    connectorId: undefined,
  }
}
