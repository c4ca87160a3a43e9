import { FoyerError } from '@foyer/common'
import type { SharedWalletConnectSession, WalletConnectHub } from '@foyer/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { decodeBase58 } from '../base58.js'
import { walletChainOf } from '../chains.js'
import {
  type ChangeListener,
  IN_PAGE_WALLET_FEATURES as FEATURES,
  inPageWallet,
} from '../in-page-wallet.js'
import { requestSigningFeatures } from '../request-features.js'
import { solanaCaip10 } from './answers.js'

/** The name of the WalletConnect connector (the EVM adapter's default, so the modal shows one). */
export const WALLETCONNECT_WALLET_NAME = 'WalletConnect'

/** How the session's solana face is offered: the WALLET_CONNECT connector (id as the EVM one's). */
export const WALLETCONNECT_CONNECTOR = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: WALLETCONNECT_WALLET_NAME,
} as const

/** The hub's shared session; 'Connector type not found' when no adapter owns one. */
export function sessionOf(hub: WalletConnectHub): Promise<SharedWalletConnectSession> {
  if (!hub.session) {
    throw new FoyerError('CONNECTOR_TYPE_NOT_FOUND', { details: 'no WalletConnect session owner' })
  }
  return hub.session()
}

/**
 * The solana namespace of the app's WalletConnect session in the shape of a Wallet Standard
 * wallet (`standard:connect`, `solana:signMessage`, `solana:signTransaction`,
 * `solana:signAndSendTransaction`, `standard:disconnect`, `standard:events`), so the Solana
 * adapter's connect, sign and send flows run over WalletConnect unchanged. Connecting pairs
 * (with every namespace) only when no session is live; each answer is parsed.
 */
export function createSessionWallet(hub: WalletConnectHub): Wallet {
  let accounts: WalletAccount[] = []
  const changeListeners = new Set<ChangeListener>()
  let stopFollowing: (() => void) | undefined

  const accountsOf = (session: SharedWalletConnectSession): WalletAccount[] => {
    const byAddress = new Map<string, string[]>()
    for (const caip10 of session.accounts('solana')) {
      if (!solanaCaip10.safeParse(caip10).success) continue
      const [namespace, reference, address] = caip10.split(':') as [string, string, string]
      byAddress.set(address, [...(byAddress.get(address) ?? []), `${namespace}:${reference}`])
    }
    return [...byAddress].map(([address, chains]) => ({
      address,
      publicKey: decodeBase58(address),
      chains: chains as `${string}:${string}`[],
      features: [...FEATURES],
    }))
  }
  /** The session's CAIP-2 chain for an adapter's Wallet Standard chain (`solana:localnet` …). */
  const sessionChain = (account: WalletAccount, chain: string | undefined) => {
    const chains = account.chains
    return (
      chains.find((candidate) => candidate === chain) ??
      chains.find(
        (candidate) => chain && walletChainOf(candidate as `solana:${string}`) === chain,
      ) ??
      chains[0]!
    )
  }
  const forget = () => {
    stopFollowing?.()
    stopFollowing = undefined
    accounts = []
    for (const listener of [...changeListeners]) listener({ accounts: [] })
  }

  return inPageWallet({
    name: WALLETCONNECT_WALLET_NAME,
    accounts: () => accounts,
    listeners: changeListeners,
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const session = await sessionOf(hub)
          if (!session.active) {
            if (input?.silent) return { accounts: [] }
            await session.connect()
          }
          accounts = accountsOf(session)
          stopFollowing?.()
          stopFollowing = session.onDisconnect(forget)
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          const session = await sessionOf(hub)
          stopFollowing?.()
          stopFollowing = undefined
          accounts = []
          await session.disconnect()
        },
      },
      ...requestSigningFeatures(async (method, params, { account, chain }) =>
        (await sessionOf(hub)).request({ method, params }, sessionChain(account, chain)),
      ),
    },
  })
}
