import type { FoyerClient } from '@foyer/core'
import {
  type Config,
  type CreateConfigParameters,
  type CreateConnectorFn,
  createConfig,
  type Transport,
} from '@wagmi/core'
import { type Chain, http } from 'viem'
import { toWagmiChain } from './chains.js'
import { foyerConnector } from './foyer-connector.js'

/** What {@link createFoyerWagmiConfig} takes: wagmi's own options, chains and transports optional. */
export type FoyerWagmiConfigOptions = Omit<
  CreateConfigParameters<readonly [Chain, ...Chain[]], Record<number, Transport>>,
  'chains' | 'transports' | 'connectors' | 'client'
> & {
  /** The Foyer instance (`createFoyer(...)` of `@foyer/react`) or its core client. */
  foyer: { readonly client: FoyerClient } | FoyerClient
  /** Default: the EVM networks given to Foyer, in the same order. */
  chains?: readonly [Chain, ...Chain[]]
  /** Default: `http()` of each chain's first RPC URL. */
  transports?: Record<number, Transport>
  /** Connectors besides Foyer's (which comes first). */
  connectors?: CreateConnectorFn[]
}

/**
 * A wagmi config whose one way in is Foyer's modal: the Foyer connector, the EVM networks
 * Foyer was given as wagmi chains and an HTTP transport per chain (each overridable).
 *
 * @example
 * const foyer = createFoyer({ networks: [fromViemChain(mainnet)], adapters: [createEvmAdapter()] })
 * const config = createFoyerWagmiConfig({ foyer })
 */
export function createFoyerWagmiConfig(options: FoyerWagmiConfigOptions): Config {
  const {
    foyer,
    chains: givenChains,
    transports: givenTransports,
    connectors = [],
    ...rest
  } = options
  const client = 'stores' in foyer ? foyer : foyer.client
  const chains = givenChains ?? evmChainsOf(client)
  const transports: Record<number, Transport> = { ...givenTransports }
  for (const chain of chains) {
    transports[chain.id] ??= http(chain.rpcUrls.default.http[0])
  }
  return createConfig({
    ...rest,
    chains,
    transports,
    connectors: [foyerConnector({ foyer: client }), ...connectors],
  })
}

function evmChainsOf(client: FoyerClient): readonly [Chain, ...Chain[]] {
  const chains = client.options.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map(toWagmiChain)
  const [first, ...rest] = chains
  if (!first) throw new Error('Foyer has no EVM network: give createFoyerWagmiConfig its chains')
  return [first, ...rest]
}
