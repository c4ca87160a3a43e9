import type { CaipNetworkId, ChainNamespace, Network } from '@foyer/common'
import type {
  AdapterContext,
  Balance,
  Capability,
  Connector,
  ConnectResult,
  FoyerAdapter,
} from '@foyer/core'

/** How a {@link FixtureAdapter}'s in-memory wallet behaves. */
export interface FixtureAdapterOptions {
  namespace?: ChainNamespace
  connectors?: readonly Omit<Connector, 'chain' | 'chains'>[]
  address?: string
  /** The network the wallet reports; the requested one by default. */
  walletNetwork?: CaipNetworkId
  /** Native balance in smallest units. */
  balance?: bigint
  /** Also sign messages (the `signMessage` capability), e.g. for sign-in. */
  signsMessages?: boolean
}

/**
 * An adapter over an in-memory wallet, for tests and stories: it connects, disconnects,
 * switches and reads a balance without any browser wallet. `failNext(method, error)` makes
 * the next call throw; `hold(method)` keeps calls waiting until released. Every call is
 * recorded in `calls`.
 */
export class FixtureAdapter implements FoyerAdapter {
  readonly namespace: ChainNamespace
  readonly capabilities: readonly Capability[]
  readonly calls: { method: string; params: unknown }[] = []
  context: AdapterContext | undefined
  address: string
  walletNetwork: CaipNetworkId | undefined
  balance: bigint
  private connectors: Connector[]
  private readonly failures = new Map<string, unknown>()
  private readonly gates = new Map<string, Promise<void>>()

  constructor(options: FixtureAdapterOptions = {}) {
    this.namespace = options.namespace ?? 'eip155'
    this.capabilities = [
      'reconnect',
      'switchNetwork',
      'getBalance',
      ...(options.signsMessages ? (['signMessage'] as const) : []),
    ]
    this.address = options.address ?? '0x52908400098527886E0F7030069857D2E4169EE7'
    this.walletNetwork = options.walletNetwork
    this.balance = options.balance ?? 1_234_567_800_000_000_000n
    this.connectors = (
      options.connectors ?? [
        {
          id: 'io.foyer.fixture',
          type: 'ANNOUNCED',
          name: 'Fixture Wallet',
          rdns: 'io.foyer.fixture',
          imageUrl: FIXTURE_ICON,
        },
      ]
    ).map((connector) => ({ ...connector, chain: this.namespace, chains: [] }))
  }

  /** Makes the next call of `method` throw `error`. */
  failNext(method: string, error: unknown): void {
    this.failures.set(method, error)
  }

  /** Makes calls of `method` wait until the returned function is called. */
  hold(method: string): () => void {
    let release!: () => void
    this.gates.set(method, new Promise<void>((resolve) => (release = resolve)))
    return () => {
      this.gates.delete(method)
      release()
    }
  }

  /** Replaces the connectors and reports them, as EIP-6963 announcements would. */
  announce(connectors: readonly Omit<Connector, 'chain' | 'chains'>[]): void {
    this.connectors = connectors.map((c) => ({ ...c, chain: this.namespace, chains: [] }))
    this.context?.emit({ type: 'connectorsChanged', connectors: this.connectors })
  }

  protected async enter(method: string, params: unknown): Promise<void> {
    this.calls.push({ method, params })
    await this.gates.get(method)
    if (this.failures.has(method)) {
      const failure = this.failures.get(method)
      this.failures.delete(method)
      throw failure
    }
  }

  setup(context: AdapterContext): void {
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
    const caipNetworkId =
      this.walletNetwork ?? params.caipNetworkId ?? (`${this.namespace}:1` as CaipNetworkId)
    return {
      connectorId: params.connectorId,
      accounts: [{ namespace: this.namespace, address: this.address, type: 'eoa' }],
      caipNetworkId,
    }
  }

  async reconnect(params: { connectorId: string }): Promise<ConnectResult | undefined> {
    await this.enter('reconnect', params)
    return undefined
  }

  async disconnect(): Promise<void> {
    await this.enter('disconnect', undefined)
  }

  /** A made-up signature that names the message's length (not a real one). */
  async signMessage(params: { message: string; address: string }): Promise<string> {
    await this.enter('signMessage', params)
    return `0xfixture${params.message.length.toString(16)}`
  }

  async switchNetwork(network: Network): Promise<void> {
    await this.enter('switchNetwork', network.caipNetworkId)
    this.walletNetwork = network.caipNetworkId
  }

  async getBalance(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<Balance> {
    await this.enter('getBalance', params)
    return { value: this.balance, decimals: 18, symbol: 'ETH' }
  }
}

/** A small square icon as a data URL (fixtures load no remote images). */
export const FIXTURE_ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" rx="8" fill="%233b82f6"/%3E%3C/svg%3E'
