import type { CaipNetworkId, ChainNamespace, Network } from '@foyer/common'
import type {
  AdapterAccount,
  AdapterContext,
  AdapterEvent,
  Capability,
  Connector,
  ConnectResult,
  FoyerAdapter,
  TransactionRequest,
} from '../adapter/types.js'

/** How the in-memory wallet behind a {@link TestAdapter} behaves. */
export interface TestWalletOptions {
  namespace?: ChainNamespace
  capabilities?: readonly Capability[]
  connectors?: readonly Connector[]
  accounts?: readonly string[]
  /** The network the wallet is on; the requested one by default. */
  walletNetwork?: CaipNetworkId
  /** Networks the wallet can switch to; every one by default. */
  switchableNetworks?: readonly CaipNetworkId[]
  /** Native balance in smallest units per address. */
  balances?: Record<string, bigint>
  /** What `getGasPrice` answers (1 gwei by default). */
  gasPrice?: bigint
  /** What `isSponsored` answers (false by default). */
  sponsored?: boolean
}

/** An error shaped like an EIP-1193 provider error. */
export class ProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * A small adapter over an in-memory wallet, implementing the contract for core's unit tests:
 * it keeps a connection, accounts, a network and balances, signs by tagging the message, and
 * counts every call. `failNext` makes the next call of a method throw.
 */
export class TestAdapter implements FoyerAdapter {
  readonly namespace: ChainNamespace
  readonly capabilities: readonly Capability[]
  readonly calls: { method: string; params: unknown }[] = []
  context: AdapterContext | undefined
  connectedConnectorId: string | undefined
  /** The connector the wallet still holds a session with (what `reconnect` restores). */
  session: string | undefined
  walletNetwork: CaipNetworkId | undefined
  accounts: string[]
  balances: Record<string, bigint>
  gasPrice: bigint
  sponsored: boolean
  private connectors: Connector[]
  private readonly switchable: readonly CaipNetworkId[] | undefined
  private readonly failures = new Map<string, unknown>()
  private readonly gates = new Map<string, Promise<void>>()

  constructor(options: TestWalletOptions = {}) {
    this.namespace = options.namespace ?? 'eip155'
    this.capabilities = options.capabilities ?? [
      'reconnect',
      'switchNetwork',
      'signMessage',
      'sendTransaction',
      'getBalance',
    ]
    this.connectors = [
      ...(options.connectors ?? [
        {
          id: 'injected',
          type: 'INJECTED',
          name: 'Test Wallet',
          imageUrl: 'data:image/png;base64,AA==',
          rdns: 'dev.foyer.test',
          explorerId: 'test-wallet-id',
          chain: this.namespace,
          chains: [],
        },
      ]),
    ]
    this.accounts = [...(options.accounts ?? ['0x1111111111111111111111111111111111111111'])]
    this.walletNetwork = options.walletNetwork
    this.switchable = options.switchableNetworks
    this.balances = { ...options.balances }
    this.gasPrice = options.gasPrice ?? 1_000_000_000n
    this.sponsored = options.sponsored ?? false
  }

  /** Makes the next call of `method` throw `error`. */
  failNext(method: string, error: unknown): void {
    this.failures.set(method, error)
  }

  /** Makes calls of `method` wait until the returned function is called. */
  hold(method: string): () => void {
    let release!: () => void
    this.gates.set(
      method,
      new Promise<void>((resolve) => {
        release = resolve
      }),
    )
    return () => {
      this.gates.delete(method)
      release()
    }
  }

  /** Reports an event to core as the real wallet would. */
  emit(event: AdapterEvent): void {
    if (!this.context) throw new Error('the adapter was not set up')
    this.context.emit(event)
  }

  /** Replaces the connectors and reports them. */
  announce(connectors: Connector[]): void {
    this.connectors = connectors
    this.emit({ type: 'connectorsChanged', connectors })
  }

  private async enter(method: string, params: unknown): Promise<void> {
    this.calls.push({ method, params })
    await this.gates.get(method)
    const failure = this.failures.get(method)
    if (failure !== undefined) {
      this.failures.delete(method)
      throw failure
    }
  }

  private result(connectorId: string): ConnectResult {
    const accounts: AdapterAccount[] = this.accounts.map((address) => ({
      namespace: this.namespace,
      address,
      type: 'eoa',
    }))
    return { connectorId, accounts, caipNetworkId: this.walletNetwork! }
  }

  async setup(context: AdapterContext): Promise<void> {
    await this.enter('setup', context.networks)
    this.context = context
  }

  getConnectors(): readonly Connector[] {
    return this.connectors
  }

  async connect(params: {
    connectorId: string
    caipNetworkId?: CaipNetworkId
  }): Promise<ConnectResult> {
    await this.enter('connect', params)
    if (!this.connectors.some((c) => c.id === params.connectorId)) {
      throw new ProviderError(4100, 'unknown connector')
    }
    this.walletNetwork ??= params.caipNetworkId ?? this.context?.networks[0]?.caipNetworkId
    this.connectedConnectorId = params.connectorId
    this.session = params.connectorId
    return this.result(params.connectorId)
  }

  async disconnect(): Promise<void> {
    await this.enter('disconnect', undefined)
    this.connectedConnectorId = undefined
    this.session = undefined
  }

  destroyed = false
  destroy(): void {
    this.destroyed = true
  }

  async reconnect(params: { connectorId: string }): Promise<ConnectResult | undefined> {
    await this.enter('reconnect', params)
    if (this.session !== params.connectorId) return undefined
    this.connectedConnectorId = params.connectorId
    return this.result(params.connectorId)
  }

  async switchNetwork(network: Network): Promise<void> {
    await this.enter('switchNetwork', network.caipNetworkId)
    if (this.switchable && !this.switchable.includes(network.caipNetworkId)) {
      throw new ProviderError(4902, `Unrecognized chain ID "${network.id}"`)
    }
    this.walletNetwork = network.caipNetworkId
  }

  async signMessage(params: { message: string; address: string }): Promise<string> {
    await this.enter('signMessage', params)
    return `signed(${params.address}):${params.message}`
  }

  async sendTransaction(params: { request: TransactionRequest; address: string }): Promise<string> {
    await this.enter('sendTransaction', params)
    const balance = this.balances[params.address] ?? 0n
    const value = params.request.value ?? 0n
    if (value > balance)
      throw new ProviderError(-32000, 'insufficient funds for gas * price + value')
    this.balances[params.address] = balance - value
    return `0x${'ab'.repeat(32)}`
  }

  async estimateGas(params: { request: TransactionRequest; address: string }): Promise<bigint> {
    await this.enter('estimateGas', params)
    return params.request.tokenAddress === undefined ? 21_000n : 52_000n
  }

  async isSponsored(params: { request: TransactionRequest; address: string }): Promise<boolean> {
    await this.enter('isSponsored', params)
    return this.sponsored
  }

  async getGasPrice(params: { caipNetworkId: CaipNetworkId }): Promise<bigint> {
    await this.enter('getGasPrice', params)
    return this.gasPrice
  }

  async getBalance(params: { address: string; caipNetworkId: CaipNetworkId }) {
    await this.enter('getBalance', params)
    return { value: this.balances[params.address] ?? 0n, decimals: 18, symbol: 'ETH' }
  }

  /** How many times `method` was called. */
  count(method: string): number {
    return this.calls.filter((call) => call.method === method).length
  }
}
