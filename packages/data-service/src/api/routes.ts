import type { ServiceApp } from '@foyer/service-kit'
import { z } from 'zod'
import {
  balanceQuerySchema,
  evmAddressSchema,
  identityQuerySchema,
  pageQuerySchema,
  priceQuerySchema,
  reverseQuerySchema,
  sdkOnlyQuerySchema,
} from '../http/query.js'
import { registerOnrampRoutes } from '../onramp/routes.js'
import { registerSwapRoutes } from '../swap/swap-routes.js'
import { getBalances } from './balance.js'
import type { ApiContext } from './context.js'
import { getHistory } from './history.js'
import { getNfts } from './nfts.js'
import { getPrices } from './price.js'
import { registerRpcProxyRoute } from './rpc-proxy.js'
import { registerSimulateRoute } from './simulate.js'
import { registerTokenImageRoute } from './token-image.js'

const addressParams = z.object({ address: evmAddressSchema })
const nameParams = z.object({ name: z.string().min(1).max(300) })

/**
 * Declares every endpoint of the data service (docs/api/data-service.json) on `app`, each with
 * its zod schemas. Answers are never cached (account data changes).
 */
export function registerApiRoutes(app: ServiceApp, context: ApiContext): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store')
    done()
  })
  registerRpcProxyRoute(app, context)

  app.get(
    '/v1/indexer-status',
    { schema: { summary: 'How far each chain is indexed', querystring: sdkOnlyQuerySchema } },
    async () => ({
      chains: context.indexerStatus().map((chain) => ({
        chainId: `eip155:${chain.chainId}`,
        nextBlock: chain.nextBlock === null ? null : Number(chain.nextBlock),
        head: chain.head === null ? null : Number(chain.head),
        lastError: chain.lastError,
      })),
    }),
  )
  app.get(
    '/v1/supported-chains',
    { schema: { summary: 'The chains this service indexes', querystring: sdkOnlyQuerySchema } },
    async () => ({ http: [...context.chains.keys()] }),
  )
  app.get(
    '/v1/account/:address/balance',
    {
      schema: {
        summary: 'Native and token balances of an account on one chain',
        params: addressParams,
        querystring: balanceQuerySchema,
      },
    },
    async (request) =>
      getBalances(context, request.params.address, request.query.chainId, {
        forceUpdate: request.query.forceUpdate !== undefined,
      }),
  )
  app.get(
    '/v1/account/:address/history',
    {
      schema: {
        summary: 'Transactions of an account, newest first, a page at a time',
        params: addressParams,
        querystring: pageQuerySchema,
      },
    },
    async (request) => getHistory(context, request.params.address, request.query),
  )
  app.get(
    '/v1/account/:address/nfts',
    {
      schema: {
        summary: 'NFTs an account holds, a page at a time',
        params: addressParams,
        querystring: pageQuerySchema,
      },
    },
    async (request) => getNfts(context, request.params.address, request.query),
  )
  app.get(
    '/v1/identity/:address',
    {
      schema: {
        summary: 'The name and avatar of an address',
        params: addressParams,
        querystring: identityQuerySchema,
      },
    },
    async (request) => {
      const [namespace, reference] = request.query.caipNetworkId.split(':')
      const chainId =
        namespace === 'eip155' && /^\d{1,10}$/.test(reference ?? '') ? Number(reference) : null
      return context.names.identity(request.params.address, chainId)
    },
  )
  app.get(
    '/v1/profile/account/:name',
    {
      schema: {
        summary: 'The account a name resolves to',
        params: nameParams,
        querystring: sdkOnlyQuerySchema,
      },
    },
    async (request) => context.names.resolve(request.params.name),
  )
  app.get(
    '/v1/profile/suggestions/:name',
    {
      schema: {
        summary: 'Free names like this one',
        params: nameParams,
        querystring: sdkOnlyQuerySchema,
      },
    },
    async (request) => context.names.suggestions(request.params.name),
  )
  app.get(
    '/v1/profile/reverse/:address',
    {
      schema: {
        summary: 'The names of an address',
        params: addressParams,
        querystring: reverseQuerySchema,
      },
    },
    async (request) => context.names.reverse(request.params.address, request.query.coinType),
  )
  app.post(
    '/v1/profile/account',
    {
      schema: {
        summary: 'Registers a name for the address that signed the request',
        querystring: sdkOnlyQuerySchema,
        body: z.unknown(),
      },
    },
    async (request) => context.names.register(request.body),
  )
  app.get(
    '/v1/fungible/price',
    { schema: { summary: 'USD prices of tokens', querystring: priceQuerySchema } },
    async (request) => getPrices(context, request.query.addresses),
  )
  registerTokenImageRoute(app, context)
  registerSimulateRoute(app, context)
  registerSwapRoutes(app, context)
  registerOnrampRoutes(app, context)
}
