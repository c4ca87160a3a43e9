import type { AccountType, CaipNetworkId, ChainNamespace, Network } from '@foyer/common'
import type { EmbeddedWalletAuth, EmbeddedWalletConfig } from '../auth/types.js'
import type { TokenBalance } from '../blockchain-data/types.js'
import type { FoyerLogger } from '../logger/create-logger.js'
import type { FoyerSiwx } from '../sign-in/types.js'
import type { WalletConnectHub } from '../wallet-connect/session-hub.js'

export type { AccountType } from '@foyer/common'

/**
 * Connector kinds (SPEC §3). Foyer's adapters produce five of them; the other two are kept so
 * that code written for AppKit's connector types still type-checks:
 * - `MULTI_CHAIN` is never produced: a Foyer connector belongs to one adapter and serves one
 *   namespace (`chain`), because connecting, switching and signing go through that
 *   namespace's adapter. A wallet that serves several namespaces is one connector per
 *   namespace: the WalletConnect session is one session shared by the adapters through the
 *   `WalletConnectHub` (each adapter's `WALLET_CONNECT` connector answers for its own
 *   namespace), and the test wallet announces itself to each adapter (EIP-6963, Wallet
 *   Standard). A merged entry would have no single adapter to connect through.
 * - `ID_AUTH` is AppKit's connector *id* of its embedded wallet, not a kind: Foyer's embedded
 *   wallet is the `AUTH` connector (id `foyer-auth` in the EVM adapter).
 */
export type ConnectorType =
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'ID_AUTH'

/** One way to connect a wallet, as an adapter offers it (SPEC §3). */
export interface Connector {
  id: string
  type: ConnectorType
  name: string
  /** An image URL the UI may show (https or data:); untrusted. */
  imageUrl?: string
  /** Reverse-DNS id of the wallet (EIP-6963), when announced. */
  rdns?: string
  /** The wallet directory id of this wallet, when known. */
  explorerId?: string
  /** The wallet's own provider object (EIP-1193 for EVM); opaque to core. */
  provider?: unknown
  /** The namespace this connector serves. */
  chain: ChainNamespace
  /** The networks this connector can serve. */
  chains: readonly CaipNetworkId[]
  /** The login side of an AUTH connector (the embedded wallet); absent on the others. */
  auth?: EmbeddedWalletAuth
}

/**
 * The type of one account a wallet shares: an {@link AccountType}, or `ordinals` for a
 * Bitcoin wallet's taproot (inscriptions) address beside its `payment` one.
 */
export type AdapterAccountType = AccountType | 'ordinals'

/** One account of a connected wallet (SPEC §3, "Account (SDK)"). */
export interface AdapterAccount {
  namespace: ChainNamespace
  address: string
  type: AdapterAccountType
  publicKey?: string
  path?: string
}

/** What a successful connect or reconnect yields. */
export interface ConnectResult {
  connectorId: string
  accounts: readonly AdapterAccount[]
  /** The network the wallet is on now (may be one the app does not support). */
  caipNetworkId: CaipNetworkId
}

/** A native or token balance. */
export interface Balance {
  /** Smallest units. */
  value: bigint
  decimals: number
  symbol: string
}

/** A transaction to send. `to`/`value`/`data` follow the namespace's own encoding. */
export interface TransactionRequest {
  to: string
  /** Smallest units of the native currency. */
  value?: bigint
  data?: string
  /** For token transfers: the token contract, the amount is `value` in token units. */
  tokenAddress?: string
}

/**
 * Capabilities an adapter may declare. The views ask for a capability, never for a
 * namespace; each one maps to the optional method of the same name on {@link FoyerAdapter}.
 */
export type Capability =
  | 'reconnect'
  | 'switchNetwork'
  | 'signMessage'
  | 'signTypedData'
  | 'sendTransaction'
  | 'estimateGas'
  | 'isSponsored'
  | 'getGasPrice'
  | 'getBalance'
  | 'getTokenBalance'
  | 'getTokenBalances'
  | 'getProfile'
  | 'signPsbt'
  | 'watchBlocks'
  | 'waitForTransaction'

/** What `signPsbt` takes: a base64 PSBT and which inputs each address signs. */
export interface SignPsbtParams {
  /** The PSBT, base64 (BIP-174). */
  psbt: string
  /** Address → the input indexes it signs. */
  signInputs: Readonly<Record<string, readonly number[]>>
  /** Finalize and broadcast the signed transaction (default false). */
  broadcast?: boolean
}

/** What `signPsbt` yields: the signed PSBT (base64), and the transaction id if broadcast. */
export interface SignPsbtResult {
  psbt: string
  txid?: string
}

/** Events an adapter reports to core. */
export type AdapterEvent =
  | { type: 'connectorsChanged'; connectors: readonly Connector[] }
  | { type: 'accountsChanged'; accounts: readonly AdapterAccount[] }
  | { type: 'networkChanged'; caipNetworkId: CaipNetworkId }
  | { type: 'disconnected' }
  /** A WalletConnect pairing uri to show (QR code or deep link) while a connect waits for it. */
  | { type: 'walletConnectUri'; uri: string }
  /**
   * A request over WalletConnect waits for the wallet (`handoff`: the wallet to send the user
   * to), or none does any more (no `handoff`).
   */
  | { type: 'walletRequest'; handoff?: WalletRequestHandoff }

/** The wallet a WalletConnect request waits for, as its session announced it. */
export interface WalletRequestHandoff {
  walletName: string
  /** The wallet's universal link (`metadata.redirect.universal`). */
  universalLink?: string
  /** The wallet's app link (`metadata.redirect.native`). */
  nativeLink?: string
}

/** What core hands an adapter when the client starts. */
export interface AdapterContext {
  /** The networks of this namespace the app configured, default first. */
  networks: readonly Network[]
  /** Report a wallet-side change to core. */
  emit(event: AdapterEvent): void
  /** The client's logger (SPEC §9); adapters hand it to the SDKs they load (WalletConnect). */
  logger?: FoyerLogger
  /**
   * The client's WalletConnect hub: one session for every namespace. Each adapter adds its
   * namespace to the proposal; the one with the WalletConnect connector provides the session.
   */
  walletConnect?: WalletConnectHub
  /**
   * `services.relay`: the WalletConnect relay the app hosts. An adapter's WalletConnect
   * connector uses it when its own options name no relay.
   */
  relayUrl?: string
  /**
   * The client's sign-in with wallet when configured (SPEC §4). An adapter that can pair and
   * sign in with one request (WalletConnect's `session_authenticate`) adds the session through
   * it before `connect` resolves; core's sign view then has nothing left to ask.
   */
  siwx?: FoyerSiwx
  /**
   * The embedded wallet to offer as an AUTH connector: set only when email or social login
   * is on and `services.embeddedWallet` is configured. Adapters that cannot serve it ignore it.
   */
  embeddedWallet?: EmbeddedWalletConfig
  /**
   * The embedded wallet's login side once an adapter offers it (the EVM adapter's AUTH
   * connector): another namespace's adapter reaches the same frame through it (Solana).
   */
  embeddedAuth?: () => EmbeddedWalletAuth | undefined
}

/**
 * The contract between core and one namespace's adapter. Required members serve every
 * chain; optional ones exist only where the chain has the capability (listed in
 * `capabilities`), never as stubs.
 */
export interface FoyerAdapter {
  readonly namespace: ChainNamespace
  readonly capabilities: readonly Capability[]
  /** Called once by core; discovery (EIP-6963 and the like) starts here. */
  setup(context: AdapterContext): void | Promise<void>
  /** The connectors discovered so far. */
  getConnectors(): readonly Connector[]
  connect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<ConnectResult>
  disconnect(): Promise<void>
  /** Stops listening and releases what setup took. */
  destroy?(): void
  /** Sign-in with wallet the adapter brings (e.g. the EVM adapter's `siweConfig`). */
  readonly siwx?: FoyerSiwx

  /** Restores a connection after a reload without prompting; undefined if not possible. */
  reconnect?(params: { connectorId: string }): Promise<ConnectResult | undefined>
  switchNetwork?(network: Network): Promise<void>
  signMessage?(params: { message: string; address: string }): Promise<string>
  signTypedData?(params: { typedData: unknown; address: string }): Promise<string>
  /** Returns the transaction hash (or id). */
  /**
   * Sends from `address`; `accountType` is its type (a smart account skips the insufficient-gas
   * check, SPEC §5).
   */
  sendTransaction?(params: {
    request: TransactionRequest
    address: string
    accountType?: AdapterAccountType
  }): Promise<string>
  estimateGas?(params: { request: TransactionRequest; address: string }): Promise<bigint>
  /**
   * Whether a paymaster pays the network fee of `request` from `address` (ERC-7677: the
   * embedded smart account asks its paymaster; nothing is signed). False when it does not.
   */
  isSponsored?(params: { request: TransactionRequest; address: string }): Promise<boolean>
  /** The network's current gas price, in the smallest native unit per gas (wei for EVM). */
  getGasPrice?(params: { caipNetworkId: CaipNetworkId }): Promise<bigint>
  getBalance?(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<Balance>
  /** Signs inputs of a PSBT (Bitcoin). */
  signPsbt?(params: SignPsbtParams): Promise<SignPsbtResult>
  getTokenBalance?(params: {
    address: string
    tokenAddress: string
    caipNetworkId: CaipNetworkId
  }): Promise<Balance>
  /**
   * Every fungible balance of an address on a network, read from the chain itself (native
   * currency first), for chains whose RPC can list an owner's tokens. Core uses it when the
   * app has no blockchain-data service or the service cannot answer for the network.
   */
  getTokenBalances?(params: {
    address: string
    caipNetworkId: CaipNetworkId
  }): Promise<TokenBalance[]>
  /**
   * The chain's own name and avatar of an address (e.g. a name service the adapter reads);
   * each null when there is none. Core asks it when the data service knows no name.
   */
  getProfile?(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<{
    name: string | null
    avatar: string | null
  }>
  /**
   * Calls `onBlock` with each new block's number on a network (read through the app's RPC)
   * until the returned function is called.
   */
  watchBlocks?(params: {
    caipNetworkId: CaipNetworkId
    onBlock: (blockNumber: bigint) => void
    onError?: (error: unknown) => void
  }): () => void
  /** Resolves once the transaction is in a block (mined), with that block and its outcome. */
  waitForTransaction?(params: {
    hash: string
    caipNetworkId: CaipNetworkId
    signal?: AbortSignal
  }): Promise<TransactionOutcome>
}

/** A mined transaction: its block and whether it succeeded. */
export interface TransactionOutcome {
  blockNumber: bigint
  status: 'success' | 'reverted'
}

type CapabilityMethods = { [C in Capability]: NonNullable<FoyerAdapter[C]> }

/** True when the adapter declares the capability and implements its method. */
export function hasCapability<C extends Capability>(
  adapter: FoyerAdapter,
  capability: C,
): adapter is FoyerAdapter & Pick<CapabilityMethods, C> {
  return adapter.capabilities.includes(capability) && typeof adapter[capability] === 'function'
}
