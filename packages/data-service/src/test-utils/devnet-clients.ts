import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type HttpTransport,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem'

/** A devnet's public client and a wallet client per unlocked account. */
export interface DevnetClients {
  client: PublicClient<HttpTransport, Chain>
  wallet(from: Address): WalletClient<HttpTransport, Chain, Account>
}

/**
 * A test's viem clients for a devnet node: a public client that polls every 20 ms, and a
 * wallet client for one of anvil's unlocked accounts. No retries: a failed call fails the test.
 */
export function devnetClients(rpcUrl: string, chainId: number): DevnetClients {
  const chain = defineChain({
    id: chainId,
    name: 'test',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  return {
    client: createPublicClient({ chain, transport, pollingInterval: 20 }),
    wallet: (from: Address) => createWalletClient({ chain, transport, account: from }),
  }
}
