import { createEvmAdapter } from '@foyer/adapter-evm'
import { fromViemChain } from '@foyer/common'
import { createFoyerElements, type FoyerElements } from '@foyer/elements'

/**
 * Foyer for this app: defines the `foyer-*` elements and renders the modal. The local
 * stack's chain by default; `?rpc=…&rpc2=…&directory=…` point it at others (the e2e test's).
 */
export function createFoyer(search: string = location.search): FoyerElements {
  const params = new URLSearchParams(search)
  const localChain = fromViemChain({
    id: 31337,
    name: 'Foundry',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [params.get('rpc') ?? 'http://127.0.0.1:8545'] } },
  })
  const secondRpc = params.get('rpc2')
  const secondChain = secondRpc
    ? fromViemChain({
        id: 31338,
        name: 'Foundry 2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [secondRpc] } },
      })
    : undefined
  const directory = params.get('directory')
  return createFoyerElements({
    projectId: 'foyer-example-vue',
    networks: secondChain ? [localChain, secondChain] : [localChain],
    adapters: [createEvmAdapter()],
    features: { analytics: false },
    ...(directory ? { services: { walletDirectory: directory } } : {}),
  })
}
