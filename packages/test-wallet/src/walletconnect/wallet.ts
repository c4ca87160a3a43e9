import { getAddress } from 'viem'
import { TEST_WALLET_NAME } from '../constants.js'
import type { DecisionPolicy } from '../decisions.js'
import { SUPPORTED_METHODS } from '../engine.js'
import { toProviderRpcError } from '../errors.js'
import { createInMemoryWallet } from '../in-memory-wallet.js'
import type { Decision } from '../state.js'
import { createSerialQueue } from '../state-store.js'
import type { ChainConfig } from '../wallet-config.js'
import type { TestWalletControls } from '../wallet-controls.js'
import { type ActivityEntry, createActivityLog } from './activity.js'
import { sessionAuthenticateSchema, signCacaos, supportedAuthChains } from './authenticate.js'
import { type ChainBehaviour, createChainBehaviour } from './chain-behaviour.js'
import {
  createMultichainWallet,
  type WalletConnectBitcoinOptions,
  type WalletConnectSolanaOptions,
} from './multichain-engines.js'
import { approvedSessionNamespaces } from './multichain-proposal.js'
import { answerMultichainRequest, isMultichainRequest } from './multichain-requests.js'
import { sessionProposalSchema, UnsupportedProposalError } from './proposal.js'
import { announceAccount, followChainChange } from './session-chain-sync.js'
import {
  answerSessionRequest,
  type SessionResponse,
  sessionRequestSchema,
} from './session-requests.js'
import { type PairOutcome, REASON, type WalletConnectTestSession } from './session-types.js'
import { startSignClientSdk } from './sign-client-sdk.js'
import type { WalletConnectSdk, WalletSideClient } from './wallet-sdk.js'

export type { ChainBehaviour, PairOutcome, WalletConnectSdk, WalletConnectTestSession }

/** Options of {@link startWalletConnectTestWallet}. */
export interface WalletConnectTestWalletOptions {
  /** The relay the dapps pair through (`ws://` or `wss://`). */
  relayUrl: string
  /** The chains the wallet knows, each with its node's RPC URL. */
  chains: readonly ChainConfig[]
  /** BIP-39 mnemonic; defaults to anvil's public test mnemonic. */
  mnemonic?: string
  /** Which account of the mnemonic; defaults to 0. */
  accountIndex?: number
  /** The chain to start on; defaults to the first. */
  initialChainId?: number
  /** Decides proposals and requests when no decision is queued. */
  decide?: DecisionPolicy
  /** The decision when neither the queue nor `decide` decides; defaults to `'approve'`. */
  defaultDecision?: Decision
  /** The name dapps see; defaults to 'Foyer Test Wallet'. */
  name?: string
  /** The fetch used to reach the nodes; defaults to the global one. */
  fetch?: typeof fetch
  /** How long `pair` waits for the dapp's proposal; default 30 s. */
  pairTimeoutMs?: number
  /** Solana accounts too (solana_* methods), on these chains. */
  solana?: WalletConnectSolanaOptions
  /** Bitcoin accounts too (bip122 methods), on the local chain. */
  bitcoin?: WalletConnectBitcoinOptions
  /**
   * The wallet-side SDK: a bare Sign client (default) or Reown's WalletKit, the SDK real
   * mobile wallets are built on. Both answer from the same engine and decision queue.
   */
  sdk?: WalletConnectSdk
}

/**
 * A WalletConnect test wallet: a real Sign client on the wallet side, signing and sending
 * with the test wallet's engine (local viem account, devnet RPC). It approves or rejects
 * proposals (decision kind `connect`) and requests (`sign`, `send`, …) from the same
 * decision queue as the injected test wallet.
 */
export interface WalletConnectTestWallet extends TestWalletControls {
  /** The wallet-side SDK it runs on. */
  readonly sdk: WalletConnectSdk
  /** Pairs with a `wc:` uri and resolves with what became of the dapp's proposal. */
  pair(uri: string): Promise<PairOutcome>
  /** The sessions the wallet holds now. */
  sessions(): WalletConnectTestSession[]
  /** Ends one session (or every one) from the wallet's side; the dapp hears session_delete. */
  disconnectSession(topic?: string): Promise<void>
  /** What the wallet did, newest last (at most 100 entries). */
  activity(): readonly ActivityEntry[]
  /** How it treats chain requests now (see {@link ChainBehaviour}). */
  chainBehaviour(): ChainBehaviour
  /** Changes how it treats chain requests: a refusing, ignoring or slow wallet. */
  setChainBehaviour(change: Partial<ChainBehaviour>): void
  /** Closes the relay connection. */
  close(): Promise<void>
}

/** Starts a WalletConnect test wallet connected to `options.relayUrl`. */
export async function startWalletConnectTestWallet(
  options: WalletConnectTestWalletOptions,
): Promise<WalletConnectTestWallet> {
  const { store, engine, controls, deriveAccount, initial } = createInMemoryWallet(options)
  const multichain = createMultichainWallet({
    mnemonic: initial.mnemonic,
    accountIndex: options.accountIndex,
    controls,
    solana: options.solana,
    bitcoin: options.bitcoin,
    fetch: options.fetch,
  })
  const log = createActivityLog()
  const chainBehaviour = createChainBehaviour()
  const name = options.name ?? TEST_WALLET_NAME
  const metadata = {
    name,
    description: 'A TEST wallet for devnets. Never use it with real funds.',
    url: 'http://127.0.0.1',
    icons: [],
  }
  // WalletKit is loaded only when asked for.
  const start =
    options.sdk === 'walletkit'
      ? (await import('./walletkit-sdk.js')).startWalletKitSdk
      : startSignClientSdk
  const client: WalletSideClient = await start({ relayUrl: options.relayUrl, name, metadata })

  const pairWaiters = new Map<string, (outcome: PairOutcome) => void>()
  const serially = createSerialQueue()
  const origins = new Map<string, string>()
  const originOf = (topic: string) => origins.get(topic) ?? client.session(topic).peer.metadata.url

  client.on('session_proposal', (event) => {
    void serially(() => handleProposal(event))
  })
  client.on('session_request', (event) => {
    void serially(() => handleRequest(event))
  })
  client.on('session_authenticate', (event) => {
    void serially(() => handleAuthenticate(event))
  })

  /**
   * One-request sign-in (`wc_sessionAuthenticate`): one `connect` decision approves both the
   * session and the sign-in; the wallet signs a CACAO for each requested chain it knows.
   */
  async function handleAuthenticate(event: unknown) {
    const parsed = sessionAuthenticateSchema.safeParse(event)
    if (!parsed.success) return
    const { id, topic: pairingTopic, params } = parsed.data
    const peer = { name: params.requester.metadata.name, url: params.requester.metadata.url }
    const settle = (outcome: PairOutcome) => {
      pairWaiters.get(pairingTopic)?.(outcome)
      pairWaiters.delete(pairingTopic)
    }
    const refuse = async (reason: { code: number; message: string }, detail: string) => {
      await client.rejectSessionAuthenticate({ id, reason })
      log.add({ kind: 'session', peer: peer.name, outcome: 'rejected', detail })
      settle({ approved: false, reason: detail })
    }
    const state = await store.read()
    const chains = supportedAuthChains(
      params.authPayload,
      state.chains.map((chain) => chain.chainId),
    )
    if (chains.length === 0) {
      return refuse(REASON.unsupportedChains, 'None of the requested chains is supported')
    }
    try {
      await engine.request({ method: 'eth_requestAccounts' }, { origin: peer.url })
    } catch (error) {
      return refuse(REASON.userRejected, toProviderRpcError(error).message)
    }
    const account = deriveAccount(state.mnemonic, state.accountIndex)
    const auths = await signCacaos(params.authPayload, chains, {
      address: getAddress(account.address),
      format: (p) => client.formatAuthMessage({ request: p, iss: p.iss }),
      sign: (message) => account.signMessage({ message }),
    })
    const { session } = await client.approveSessionAuthenticate({ id, auths })
    // (The Sign client opens a session only for the methods the request's ReCap names.)
    if (!session) {
      log.add({ kind: 'session', peer: peer.name, outcome: 'approved', detail: 'sign-in only' })
      return settle({ approved: false, reason: 'Signed in, but the request named no methods' })
    }
    origins.set(session.topic, peer.url)
    log.add({ kind: 'session', peer: peer.name, outcome: 'approved', detail: chains.join(', ') })
    settle({ approved: true, topic: session.topic, peer })
  }

  client.on('session_delete', (event) => {
    const topic = (event as { topic: string }).topic
    log.add({ kind: 'disconnect', detail: `the dapp ended session ${topic.slice(0, 8)}…` })
    void forgetSession(topic)
  })

  async function handleProposal(event: unknown) {
    const parsed = sessionProposalSchema.safeParse(event)
    if (!parsed.success) return
    const proposal = parsed.data
    const { pairingTopic } = proposal.params
    const peer = {
      name: proposal.params.proposer.metadata.name,
      url: proposal.params.proposer.metadata.url,
    }
    const settle = (outcome: PairOutcome) => {
      if (!pairingTopic) return
      pairWaiters.get(pairingTopic)?.(outcome)
      pairWaiters.delete(pairingTopic)
    }
    const state = await store.read()
    let namespaces: ReturnType<typeof approvedSessionNamespaces>
    try {
      namespaces = approvedSessionNamespaces(
        proposal,
        {
          eip155: {
            chainIds:
              chainBehaviour.get().sessionChains === 'current'
                ? [state.chainId]
                : state.chains.map((chain) => chain.chainId),
            currentChainId: state.chainId,
            address: state.address,
          },
          ...multichain.accounts,
        },
        SUPPORTED_METHODS,
      )
    } catch (error) {
      if (!(error instanceof UnsupportedProposalError)) throw error
      await client.reject({ id: proposal.id, reason: REASON.unsupportedChains })
      log.add({ kind: 'session', peer: peer.name, outcome: 'rejected', detail: error.message })
      settle({ approved: false, reason: error.message })
      return
    }
    try {
      // The engine's own connect: takes the next decision and grants the dapp's origin.
      await engine.request({ method: 'eth_requestAccounts' }, { origin: peer.url })
    } catch (error) {
      await client.reject({ id: proposal.id, reason: REASON.userRejected })
      const { message } = toProviderRpcError(error)
      log.add({ kind: 'session', peer: peer.name, outcome: 'rejected', detail: message })
      settle({ approved: false, reason: message })
      return
    }
    const { topic } = await client.approve({ id: proposal.id, namespaces })
    origins.set(topic, peer.url)
    multichain.grant(peer.url)
    log.add({
      kind: 'session',
      peer: peer.name,
      outcome: 'approved',
      detail: Object.values(namespaces)
        .flatMap((namespace) => namespace.chains)
        .join(', '),
    })
    settle({ approved: true, topic, peer })
  }

  async function handleRequest(event: unknown) {
    const parsed = sessionRequestSchema.safeParse(event)
    if (!parsed.success) return
    const request = parsed.data
    let origin: string
    try {
      origin = originOf(request.topic)
    } catch {
      return // the session is gone
    }
    const method = request.params.request.method
    const { answerDelayMs } = chainBehaviour.get()
    if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs))
    const scripted = chainBehaviour.script(method, request.params.request.params)
    if (scripted?.kind === 'ignore') {
      log.add({ kind: 'request', method, detail: 'ignored (never answered)' })
      return
    }
    const before = await store.read()
    const response: SessionResponse =
      scripted?.kind === 'error'
        ? { id: request.id, jsonrpc: '2.0', error: scripted.error }
        : isMultichainRequest(request)
          ? await answerMultichainRequest(request, origin, multichain.engines)
          : await answerSessionRequest(request, origin, engine, store)
    await client.respond({ topic: request.topic, response })
    log.add({
      kind: 'request',
      method,
      outcome: 'error' in response ? 'rejected' : 'approved',
      detail: 'error' in response ? response.error.message : request.params.chainId,
    })
    if ('result' in response && method.startsWith('wallet_')) {
      await followChainChange(client, request.topic, before.chainId, await store.read())
    }
  }

  // A new account: every session gets it on its chains and hears accountsChanged.
  store.subscribe(({ before, after }) => {
    if (before.address === after.address) return
    void serially(() => announceAccount(client, getAddress(after.address), after.chainId))
  })

  async function forgetSession(topic: string) {
    const origin = origins.get(topic)
    origins.delete(topic)
    if (!origin || [...origins.values()].includes(origin)) return
    multichain.revoke(origin)
    await store.update((state) => ({
      ...state,
      permissions: state.permissions.filter((grant) => grant.origin !== origin),
    }))
  }

  async function disconnectSession(topic?: string) {
    const topics = topic ? [topic] : client.sessions().map((session) => session.topic)
    for (const each of topics) {
      await client.disconnect({ topic: each, reason: REASON.userDisconnected })
      log.add({ kind: 'disconnect', detail: `the wallet ended session ${each.slice(0, 8)}…` })
      await forgetSession(each)
    }
  }

  return {
    ...controls,
    sdk: client.sdk,
    async disconnect() {
      await disconnectSession()
      await controls.disconnect()
    },
    async pair(uri) {
      const pairingTopic = /^wc:([0-9a-f]{64})@2\?/.exec(uri)?.[1]
      if (!pairingTopic) throw new TypeError('Not a WalletConnect v2 pairing uri (wc:…@2?…)')
      const outcome = new Promise<PairOutcome>((resolve, reject) => {
        const timer = setTimeout(() => {
          pairWaiters.delete(pairingTopic)
          reject(new Error('No session proposal arrived for this pairing (expired or used?)'))
        }, options.pairTimeoutMs ?? 30_000)
        pairWaiters.set(pairingTopic, (value) => {
          clearTimeout(timer)
          resolve(value)
        })
      })
      try {
        await client.pair(uri)
      } catch (error) {
        // Settles the waiter (and its timer); the caller gets the pairing error.
        pairWaiters.get(pairingTopic)?.({ approved: false, reason: String(error) })
        pairWaiters.delete(pairingTopic)
        throw error
      }
      return outcome
    },
    sessions: () =>
      client.sessions().map((session) => ({
        topic: session.topic,
        peer: { name: session.peer.metadata.name, url: session.peer.metadata.url },
        accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
        chains: Object.values(session.namespaces).flatMap((namespace) => namespace.chains ?? []),
        expiry: session.expiry,
      })),
    disconnectSession,
    activity: () => log.entries(),
    chainBehaviour: () => chainBehaviour.get(),
    setChainBehaviour: (change) => chainBehaviour.set(change),
    async close() {
      for (const waiter of pairWaiters.values()) waiter({ approved: false, reason: 'closed' })
      pairWaiters.clear()
      await client.close()
    },
  }
}
