import type { CaipAddress, ChainNamespace } from '@foyer/common'
import {
  type AccountState,
  type AdapterAccount,
  type AdapterAccountType,
  accountTypeOf,
  type ConnectionStatus,
} from '@foyer/core'
import { useMemo } from 'react'
import { useClientStore } from './use-client-store.js'

/** What {@link useFoyerAccount} returns. */
export interface UseFoyerAccountReturn {
  /** The connected address, undefined when not connected. */
  address: string | undefined
  /** The connected CAIP-10 address (`eip155:1:0x…`). */
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  /** The native balance, a decimal string in whole units, once read. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** The account's name from a name service, when it has one. */
  profileName: string | undefined
  profileImage: string | undefined
  /** Every account of the connected wallet, with its type. */
  allAccounts: readonly AdapterAccount[]
  /** The type of the account in use: `smartAccount` for the embedded wallet's smart account. */
  accountType: AdapterAccountType | undefined
  /** Whether the smart account is deployed (false while counterfactual); undefined without one. */
  smartAccountDeployed: boolean | undefined
  /** The namespace these values are of. */
  namespace: ChainNamespace | undefined
}

const NO_ACCOUNTS: readonly AdapterAccount[] = []

function toReturn(
  namespace: ChainNamespace | undefined,
  account: AccountState | undefined,
): UseFoyerAccountReturn {
  const status = account?.status ?? 'disconnected'
  const isConnected = status === 'connected' && account?.caipAddress !== undefined
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    status,
    isConnected,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName ?? undefined,
    profileImage: account?.profileImage ?? undefined,
    allAccounts: account?.allAccounts ?? NO_ACCOUNTS,
    accountType: account?.address ? accountTypeOf(account) : undefined,
    smartAccountDeployed: account?.smartAccountDeployed,
    namespace,
  }
}

/**
 * The account of a namespace (the active one by default): address, CAIP address, status,
 * balance and profile. Re-renders when it changes.
 */
export function useFoyerAccount(
  options: { namespace?: ChainNamespace } = {},
): UseFoyerAccountReturn {
  const { namespace: requested } = options
  const namespace = useClientStore('account', (state) => requested ?? state.activeNamespace)
  const account = useClientStore('account', (state) =>
    namespace ? state.byNamespace[namespace] : undefined,
  )
  return useMemo(() => toReturn(namespace, account), [namespace, account])
}
