import type { Network } from '@foyer/common'
import type { AdapterEvent } from '@foyer/core'
import type { Devstack } from '@foyer/devstack'
import {
  createTestWalletProvider,
  type TestWalletProvider,
  type TestWalletProviderOptions,
} from '@foyer/test-wallet'
import { createPublicClient, http, type PublicClient } from 'viem'
import { createEvmAdapter, type EvmAdapter, type EvmAdapterOptions } from '../create-evm-adapter.js'
import { localNetwork } from './networks.js'

export { useDevnets } from '@foyer/devstack/vitest'

/** The origin the test wallet attributes the adapter's requests to. */
export const TEST_ORIGIN = 'https://app.foyer.test'

/** The devnets as Foyer networks, 31337 first. */
export function devnetNetworks(devstack: Devstack): [Network, ...Network[]] {
  const [first, ...rest] = devstack.chains.map((chain) =>
    localNetwork(chain.chainId, [chain.rpcUrl], chain.name),
  )
  if (!first) throw new Error('the devstack runs no devnet')
  return [first, ...rest]
}

/** A test wallet on the devnets (every chain known unless `chains` says otherwise). */
export function devnetWallet(
  devstack: Devstack,
  options: Partial<TestWalletProviderOptions> = {},
): TestWalletProvider {
  return createTestWalletProvider({
    mnemonic: devstack.mnemonic,
    chains: devstack.chains.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
    })),
    origin: TEST_ORIGIN,
    ...options,
  })
}

/** The connector id tests give the wallet when they pass it in as an EXTERNAL connector. */
export const TEST_CONNECTOR_ID = 'test-wallet'

/**
 * An EVM adapter set up like core would (networks, an event log), with `wallet` as its
 * only connector (discovery off).
 */
export function adapterWithWallet(
  networks: readonly Network[],
  wallet: TestWalletProvider,
  options: EvmAdapterOptions = {},
): { adapter: EvmAdapter; events: AdapterEvent[] } {
  const events: AdapterEvent[] = []
  const adapter = createEvmAdapter({
    discovery: false,
    connectors: [{ id: TEST_CONNECTOR_ID, name: 'Foyer Test Wallet', provider: wallet }],
    ...options,
  })
  adapter.setup({ networks, emit: (event) => events.push(event) })
  return { adapter, events }
}

/** A plain viem client of one devnet, for checking the chain from outside the adapter. */
export function devnetClient(devstack: Devstack, chainId: number): PublicClient {
  const chain = devstack.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`No devnet ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
}
