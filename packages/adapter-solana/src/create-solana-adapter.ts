import {
  type CaipNetworkId,
  FoyerError,
  findNetwork,
  isSolanaAddress,
  type Network,
} from '@foyer/common'
import type {
  AdapterContext,
  Balance,
  Capability,
  Connector,
  ConnectResult,
  FoyerAdapter,
  TransactionRequest,
} from '@foyer/core'
import type { Connection } from '@solana/web3.js'
import * as z from 'zod/mini'
import { encodeBase58 } from './base58.js'
import { walletChainOf } from './chains.js'
import { EMBEDDED_CONNECTOR } from './embedded/embedded-connector.js'
import { createEmbeddedWallet } from './embedded/embedded-wallet.js'
import { requireTransactionBytes, signTransactionsWith } from './sign-transactions.js'
import { readTokenBalances } from './token-balances.js'
import { buildTransfer, loadWeb3 } from './transactions.js'
import {
  connectOutputSchema,
  feature,
  signAndSendOutputSchema,
  signMessageOutputSchema,
  type Wallet,
  type WalletAccount,
  watchWallets,
} from './wallet-standard.js'
import { solanaProposalNamespace } from './walletconnect/namespace.js'
import { createSessionWallet, WALLETCONNECT_CONNECTOR } from './walletconnect/session-wallet.js'

/** What the Solana adapter can do beyond connecting. */
export const SOLANA_CAPABILITIES = [
  'reconnect',
  'switchNetwork',
  'signMessage',
  'sendTransaction',
  'getBalance',
  'getTokenBalance',
  'getTokenBalances',
] as const satisfies readonly Capability[]

/** Options of {@link createSolanaAdapter}. */
export interface SolanaAdapterOptions {
  /** Networks served besides the ones core passes to `setup`. */
  networks?: readonly Network[]
}

/** A Solana adapter, with the signing methods Solana has besides the contract's. */
export interface SolanaAdapter extends FoyerAdapter {
  /** Signs a serialized transaction with the connected account; returns it signed. */
  signTransaction(params: { transaction: Uint8Array }): Promise<Uint8Array>
  /** Signs several serialized transactions. */
  signAllTransactions(params: { transactions: readonly Uint8Array[] }): Promise<Uint8Array[]>
  /** Signs and sends through the wallet; returns the base58 signature. */
  signAndSendTransaction(params: { transaction: Uint8Array }): Promise<string>
}

const WALLET_PREFIX = 'wallet-standard:'

/**
 * The Solana adapter: Wallet Standard wallets (`@wallet-standard/app`) with
 * `standard:connect` and `solana:signMessage` plus `solana:signTransaction` or
 * `solana:signAndSendTransaction`. Balances and sends go through the network's RPC with
 * `@solana/web3.js`, loaded on first use.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  let context: AdapterContext | undefined
  let networks: Network[] = [...(options.networks ?? [])]
  let watcher: ReturnType<typeof watchWallets> | undefined
  let connected: { wallet: Wallet; account: WalletAccount; network: Network } | undefined
  let offChange: (() => void) | undefined
  const connections = new Map<string, Promise<Connection>>()

  let sessionWallet: Wallet | undefined
  /** The embedded wallet's Solana account (made on first use), when offered. */
  let loadEmbedded: (() => Promise<Wallet>) | undefined
  const connectorOf = (wallet: Wallet): Connector =>
    wallet === sessionWallet
      ? {
          ...WALLETCONNECT_CONNECTOR,
          chain: 'solana',
          chains: networks.map((n) => n.caipNetworkId),
        }
      : {
          id: `${WALLET_PREFIX}${wallet.name}`,
          type: 'ANNOUNCED',
          name: wallet.name,
          imageUrl: wallet.icon,
          chain: 'solana',
          chains: networks.map((n) => n.caipNetworkId),
        }
  const wallets = () => [
    ...(watcher?.wallets() ?? []),
    ...(sessionWallet && context?.walletConnect?.session ? [sessionWallet] : []),
  ]
  const connectors = (): Connector[] => [
    ...wallets().map(connectorOf),
    ...(loadEmbedded
      ? [
          {
            ...EMBEDDED_CONNECTOR,
            chain: 'solana' as const,
            chains: networks.map((n) => n.caipNetworkId),
          },
        ]
      : []),
  ]
  const walletOf = async (connectorId: string): Promise<Wallet | undefined> => {
    if (loadEmbedded && connectorId === EMBEDDED_CONNECTOR.id) return loadEmbedded()
    return wallets().find((w) => connectorOf(w).id === connectorId)
  }
  const requireWallet = async (connectorId: string) => {
    const wallet = await walletOf(connectorId)
    if (!wallet) throw new FoyerError('PROVIDER_NOT_FOUND', { details: connectorId })
    return wallet
  }
  const networkOf = (caipNetworkId?: CaipNetworkId): Network => {
    const network = (caipNetworkId && findNetwork(networks, caipNetworkId)) || networks[0]
    if (!network) throw new FoyerError('NETWORK_NOT_FOUND', { details: String(caipNetworkId) })
    return network
  }
  const connectionFor = (network: Network) => {
    let connection = connections.get(network.caipNetworkId)
    if (!connection) {
      const url = network.rpcUrls.default.http[0]
      if (!url) throw new FoyerError('NETWORK_NOT_FOUND', { details: network.caipNetworkId })
      connection = loadWeb3().then((web3) => new web3.Connection(url, 'confirmed'))
      connections.set(network.caipNetworkId, connection)
    }
    return connection
  }
  const requireConnected = () => {
    if (!connected) throw new FoyerError('PROVIDER_UNDEFINED')
    return connected
  }

  const finishConnect = async (
    wallet: Wallet,
    connectorId: string,
    caipNetworkId: CaipNetworkId | undefined,
    silent: boolean,
  ): Promise<ConnectResult | undefined> => {
    const connectFeature = feature<{ connect(input?: { silent?: boolean }): Promise<unknown> }>(
      wallet,
      'standard:connect',
    )
    if (!connectFeature) throw new FoyerError('CONNECTOR_TYPE_NOT_FOUND', { details: wallet.name })
    const answer = z.safeParse(connectOutputSchema, await connectFeature.connect({ silent }))
    if (!answer.success) {
      throw new FoyerError('INVALID_INPUT', { details: `${wallet.name}: ${answer.error.message}` })
    }
    const account = wallet.accounts.find((a) => a.address === answer.data.accounts[0]?.address)
    if (!account) {
      if (silent) return undefined
      throw new FoyerError('NO_ACCOUNTS_FOUND', { details: wallet.name })
    }
    const network = networkOf(caipNetworkId)
    connected = { wallet, account, network }
    offChange?.()
    const events = feature<{
      on(
        event: 'change',
        listener: (p: { accounts?: readonly WalletAccount[] }) => void,
      ): () => void
    }>(wallet, 'standard:events')
    offChange = events?.on('change', ({ accounts }) => {
      if (!accounts || !connected) return
      const first = accounts[0]
      if (!first) {
        connected = undefined
        context?.emit({ type: 'disconnected' })
        return
      }
      connected.account = first
      context?.emit({
        type: 'accountsChanged',
        accounts: accounts.map((a) => ({ namespace: 'solana', address: a.address, type: 'eoa' })),
      })
    })
    return {
      connectorId,
      accounts: [
        { namespace: 'solana', address: account.address, type: 'eoa', publicKey: account.address },
      ],
      caipNetworkId: network.caipNetworkId,
    }
  }

  const signTransactions = (transactions: readonly Uint8Array[]) => {
    const { wallet, account, network } = requireConnected()
    return signTransactionsWith(wallet, account, walletChainOf(network.caipNetworkId), transactions)
  }

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    capabilities: SOLANA_CAPABILITIES,
    setup(ctx) {
      context = ctx
      networks = [
        ...ctx.networks,
        ...networks.filter((n) => !findNetwork(ctx.networks, n.caipNetworkId)),
      ]
      if (ctx.walletConnect) {
        ctx.walletConnect.namespaces.set('solana', () => solanaProposalNamespace(networks))
        sessionWallet = createSessionWallet(ctx.walletConnect)
        // The session's owner (the EVM adapter) sets up beside this one: list it once it has.
        queueMicrotask(() => ctx.emit({ type: 'connectorsChanged', connectors: connectors() }))
      }
      if (ctx.embeddedWallet && ctx.embeddedAuth) {
        // The embedded wallet's Solana account, through the EVM adapter's AUTH connector.
        const auth = ctx.embeddedAuth
        let wallet: Wallet | undefined
        loadEmbedded = async () => {
          wallet ??= createEmbeddedWallet(
            auth,
            () => (connected?.network ?? networkOf()).caipNetworkId,
          )
          return wallet
        }
      }
      if (typeof window === 'undefined') return
      watcher = watchWallets((list) =>
        ctx.emit({ type: 'connectorsChanged', connectors: list.map(connectorOf) }),
      )
    },
    getConnectors: connectors,
    async connect({ connectorId, caipNetworkId }) {
      const wallet = await requireWallet(connectorId)
      const result = await finishConnect(wallet, connectorId, caipNetworkId, false)
      return result!
    },
    async reconnect({ connectorId }) {
      const wallet = await walletOf(connectorId)
      if (!wallet) return undefined
      return finishConnect(wallet, connectorId, undefined, true)
    },
    async disconnect() {
      const wallet = connected?.wallet
      connected = undefined
      offChange?.()
      offChange = undefined
      const disconnectFeature =
        wallet && feature<{ disconnect(): Promise<void> }>(wallet, 'standard:disconnect')
      await disconnectFeature?.disconnect()
    },
    destroy() {
      watcher?.stop()
      offChange?.()
    },
    async switchNetwork(network) {
      // A Solana wallet is not on a network: the app's RPC is what changes.
      if (connected) connected.network = networkOf(network.caipNetworkId)
    },
    async signMessage({ message }) {
      const { wallet, account } = requireConnected()
      const sign = feature<{ signMessage(input: unknown): Promise<unknown> }>(
        wallet,
        'solana:signMessage',
      )
      if (!sign) throw new FoyerError('CONNECTOR_TYPE_NOT_FOUND', { details: 'solana:signMessage' })
      const answer = z.safeParse(
        signMessageOutputSchema,
        await sign.signMessage({ account, message: new TextEncoder().encode(message) }),
      )
      if (!answer.success)
        throw new FoyerError('INVALID_INPUT', { details: `${wallet.name}: bad signMessage answer` })
      // base58, as Solana writes signatures.
      return encodeBase58(answer.data[0]!.signature)
    },
    signTransaction: async ({ transaction }) => (await signTransactions([transaction]))[0]!,
    signAllTransactions: ({ transactions }) => signTransactions(transactions),
    async signAndSendTransaction({ transaction }) {
      const { wallet, account, network } = requireConnected()
      requireTransactionBytes(transaction)
      const send = feature<{ signAndSendTransaction(input: unknown): Promise<unknown> }>(
        wallet,
        'solana:signAndSendTransaction',
      )
      if (!send) {
        const [signed] = await signTransactions([transaction])
        const connection = await connectionFor(network)
        return connection.sendRawTransaction(signed!)
      }
      const answer = z.safeParse(
        signAndSendOutputSchema,
        await send.signAndSendTransaction({
          account,
          transaction,
          chain: walletChainOf(network.caipNetworkId),
        }),
      )
      if (!answer.success)
        throw new FoyerError('INVALID_INPUT', { details: `${wallet.name}: bad answer` })
      return encodeBase58(answer.data[0]!.signature)
    },
    async sendTransaction({ request, address }: { request: TransactionRequest; address: string }) {
      const { network } = requireConnected()
      if (!isSolanaAddress(request.to) || request.value === undefined || request.value <= 0n) {
        throw new FoyerError('INVALID_SEND_INPUT')
      }
      const connection = await connectionFor(network)
      const transaction = await buildTransfer({
        connection,
        from: address,
        to: request.to,
        value: request.value,
        ...(request.tokenAddress ? { tokenAddress: request.tokenAddress } : {}),
      })
      const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
      const [signed] = await signTransactions([new Uint8Array(bytes)])
      const signature = await connection.sendRawTransaction(signed!)
      const confirmation = await connection.confirmTransaction({
        signature,
        blockhash: transaction.recentBlockhash!,
        lastValidBlockHeight: transaction.lastValidBlockHeight!,
      })
      if (confirmation.value.err)
        throw new Error(`Transaction failed: ${JSON.stringify(confirmation.value.err)}`)
      return signature
    },
    async getBalance({ address, caipNetworkId }): Promise<Balance> {
      const network = networkOf(caipNetworkId)
      const web3 = await loadWeb3()
      const lamports = await (await connectionFor(network)).getBalance(new web3.PublicKey(address))
      return { value: BigInt(lamports), decimals: 9, symbol: network.nativeCurrency.symbol }
    },
    async getTokenBalances({ address, caipNetworkId }) {
      const network = networkOf(caipNetworkId)
      return readTokenBalances(await connectionFor(network), network, address)
    },
    async getTokenBalance({ address, tokenAddress, caipNetworkId }): Promise<Balance> {
      const network = networkOf(caipNetworkId)
      const web3 = await loadWeb3()
      const connection = await connectionFor(network)
      const mint = new web3.PublicKey(tokenAddress)
      const accounts = await connection.getParsedTokenAccountsByOwner(new web3.PublicKey(address), {
        mint,
      })
      let value = 0n
      let decimals = 0
      for (const { account } of accounts.value) {
        const amount = account.data.parsed?.info?.tokenAmount
        value += BigInt(amount?.amount ?? 0)
        decimals = Number(amount?.decimals ?? decimals)
      }
      const mintInfo = await connection.getParsedAccountInfo(mint)
      const data = mintInfo.value?.data
      const info =
        data && 'parsed' in data
          ? (
              data.parsed as {
                info?: {
                  decimals?: number
                  extensions?: { extension: string; state: { symbol?: string } }[]
                }
              }
            ).info
          : undefined
      const symbol =
        info?.extensions?.find((e) => e.extension === 'tokenMetadata')?.state.symbol ?? ''
      return { value, decimals: info?.decimals ?? decimals, symbol }
    },
  }
  return adapter
}
