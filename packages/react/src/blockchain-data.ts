import type { BlockchainDataClient, FoyerClient, OnrampDataClient } from '@foyer/core'

type BlockchainApiModule = typeof import('@foyer/blockchain-api')
type FullClient = Required<BlockchainDataClient> & OnrampDataClient

/**
 * The stable client id of this installation (stored, created once), sent to the data
 * service as `clientId`.
 */
export function stableClientId(client: FoyerClient): string {
  const stored = client.storage.get('clientId')
  if (stored) return stored
  const id =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
  client.storage.set('clientId', id)
  return id
}

/**
 * A blockchain-data client for the data service at `baseUrl` (`services.blockchainApi`).
 * `@foyer/blockchain-api` (the HTTP client and its schemas) is its own chunk, loaded on the
 * first call, so apps pay for it only when the account data is shown.
 */
export function createLazyBlockchainData(
  client: FoyerClient,
  baseUrl: string,
  load: () => Promise<BlockchainApiModule> = () => import('@foyer/blockchain-api'),
): FullClient {
  let real: Promise<FullClient> | undefined
  const get = () => {
    real ??= load().then((module) =>
      module.createBlockchainApiClient({
        baseUrl,
        clientId: stableClientId(client),
        projectId: client.options.projectId,
        sdkType: client.options.metadata.sdkType,
        sdkVersion: client.options.metadata.sdkVersion,
        ...(client.environment.fetch ? { fetch: client.environment.fetch } : {}),
      }),
    )
    // A failed load (offline chunk) is tried again on the next call.
    real.catch(() => {
      real = undefined
    })
    return real
  }
  return {
    origin: new URL(baseUrl).origin,
    getBalances: async (params) => (await get()).getBalances(params),
    getTransactions: async (params) => (await get()).getTransactions(params),
    getNfts: async (params) => (await get()).getNfts(params),
    getIdentity: async (params) => (await get()).getIdentity(params),
    getNamesForAddress: async (params) => (await get()).getNamesForAddress(params),
    resolveName: async (params) => (await get()).resolveName(params),
    getNameSuggestions: async (params) => (await get()).getNameSuggestions(params),
    registerName: async (params) => (await get()).registerName(params),
    getTokenPrices: async (params) => (await get()).getTokenPrices(params),
    getSupportedChains: async (params) => (await get()).getSupportedChains(params),
    getSwapChains: async (params) => (await get()).getSwapChains(params),
    getSwapTokens: async (params) => (await get()).getSwapTokens(params),
    getSwapQuote: async (params) => (await get()).getSwapQuote(params),
    getSwapAllowance: async (params) => (await get()).getSwapAllowance(params),
    getSwapApproveTransaction: async (params) => (await get()).getSwapApproveTransaction(params),
    getSwapTransaction: async (params) => (await get()).getSwapTransaction(params),
    getOnrampOptions: async (params) => (await get()).getOnrampOptions(params),
    getOnrampQuote: async (params) => (await get()).getOnrampQuote(params),
    createOnrampCheckout: async (params) => (await get()).createOnrampCheckout(params),
    getOnrampOrder: async (params) => (await get()).getOnrampOrder(params),
    simulate: async (params) => (await get()).simulate(params),
  }
}
