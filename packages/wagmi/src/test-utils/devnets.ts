import { createEvmAdapter } from '@foyer/adapter-evm'
import type { Network } from '@foyer/common'
import { createFoyerClient, type FoyerClient, startClient } from '@foyer/core'
import type { Devstack } from '@foyer/devstack'
import { createTestWalletProvider, type TestWalletProvider } from '@foyer/test-wallet'

export { useDevnets } from '@foyer/devstack/vitest'

/** The connector id the test wallet has in Foyer. */
export const TEST_CONNECTOR_ID = 'test-wallet'

/** The devnets as Foyer networks, 31337 first. */
export function devnetNetworks(devstack: Devstack): [Network, ...Network[]] {
  const networks = devstack.chains.map(
    (chain): Network => ({
      id: chain.chainId,
      name: chain.name,
      caipNetworkId: `eip155:${chain.chainId}`,
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  )
  const [first, ...rest] = networks
  if (!first) throw new Error('the devstack runs no devnet')
  return [first, ...rest]
}

/** The Foyer test wallet on the devnets. */
export function devnetWallet(devstack: Devstack): TestWalletProvider {
  return createTestWalletProvider({
    mnemonic: devstack.mnemonic,
    chains: devstack.chains.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
    })),
    origin: 'https://app.foyer.test',
  })
}

/**
 * One page load: a started core client whose EVM adapter has `wallet` as its only connector,
 * on `storage` (shared between loads to test reloads).
 */
export async function loadFoyer(
  devstack: Devstack,
  wallet: TestWalletProvider,
  storage: Map<string, string>,
): Promise<FoyerClient> {
  const client = createFoyerClient({
    projectId: 'wagmi-test',
    networks: devnetNetworks(devstack),
    adapters: [
      createEvmAdapter({
        discovery: false,
        connectors: [{ id: TEST_CONNECTOR_ID, name: 'Foyer Test Wallet', provider: wallet }],
      }),
    ],
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  })
  await startClient(client)
  return client
}
