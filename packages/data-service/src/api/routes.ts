import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { HttpError } from '../http/http-error.js'
import {
  balanceQuerySchema,
  evmAddressSchema,
  identityQuerySchema,
  pageQuerySchema,
  parseQuery,
  parseValue,
  priceQuerySchema,
  reverseQuerySchema,
  sdkOnlyQuerySchema,
} from '../http/query.js'
import { readJsonBody } from '../http/read-body.js'
import { sendJson } from '../http/respond.js'
import { ONRAMP_ROUTES } from '../onramp/routes.js'
import { SWAP_ROUTES } from '../swap/swap-routes.js'
import { getBalances } from './balance.js'
import type { ApiContext } from './context.js'
import { getHistory } from './history.js'
import { getNfts } from './nfts.js'
import { getPrices } from './price.js'
import { handleRpcProxy } from './rpc-proxy.js'
import { handleSimulate } from './simulate.js'
import { serveTokenImage, TOKEN_IMAGE_PATH } from './token-image.js'

/** One request as a route sees it. */
interface RouteRequest {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  /** The path's captured segments, percent-decoded. */
  params: string[]
}

type Route = {
  method: 'GET' | 'POST'
  pattern: RegExp
  handle(context: ApiContext, request: RouteRequest): Promise<void>
}

const segment = '([^/]+)'

/** How long `/ready` waits for the database. */
const READY_TIMEOUT_MS = 2_000

/** Whether the database answers a trivial query within {@link READY_TIMEOUT_MS}. */
async function databaseAnswers(context: ApiContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS)
  })
  try {
    await Promise.race([context.storage.sql.query('select 1'), timeout])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
const nameSegmentSchema = z.string().min(1).max(300)

/** Every endpoint of DATA-API.md. */
export const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/health$/,
    handle: async (_context, { res }) => sendJson(res, 200, { status: 'ok' }),
  },
  {
    // For a load balancer: the database answers (503 `{ ready: false }` while it cannot).
    method: 'GET',
    pattern: /^\/ready$/,
    handle: async (context, { res }) => {
      if (await databaseAnswers(context)) sendJson(res, 200, { ready: true })
      else sendJson(res, 503, { ready: false, message: 'The database cannot be reached' })
    },
  },
  {
    // SPEC §7's blockchain RPC: JSON-RPC for one chain, allowlisted methods only.
    method: 'POST',
    pattern: /^\/v1\/?$/,
    handle: (context, request) => handleRpcProxy(context, request),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/indexer-status$/,
    handle: async (context, { res, url }) => {
      parseQuery(url.searchParams, sdkOnlyQuerySchema)
      sendJson(res, 200, {
        chains: context.indexerStatus().map((chain) => ({
          chainId: `eip155:${chain.chainId}`,
          nextBlock: chain.nextBlock === null ? null : Number(chain.nextBlock),
          head: chain.head === null ? null : Number(chain.head),
          lastError: chain.lastError,
        })),
      })
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/supported-chains$/,
    handle: async (context, { res, url }) => {
      parseQuery(url.searchParams, sdkOnlyQuerySchema)
      sendJson(res, 200, { http: [...context.chains.keys()] })
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/account/${segment}/balance$`),
    handle: async (context, { res, url, params }) => {
      const address = parseValue(evmAddressSchema, params[0], 'Address')
      const query = parseQuery(url.searchParams, balanceQuerySchema)
      sendJson(
        res,
        200,
        await getBalances(context, address, query.chainId, {
          forceUpdate: query.forceUpdate !== undefined,
        }),
      )
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/account/${segment}/history$`),
    handle: async (context, { res, url, params }) => {
      const address = parseValue(evmAddressSchema, params[0], 'Address')
      const query = parseQuery(url.searchParams, pageQuerySchema)
      sendJson(res, 200, await getHistory(context, address, query))
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/account/${segment}/nfts$`),
    handle: async (context, { res, url, params }) => {
      const address = parseValue(evmAddressSchema, params[0], 'Address')
      const query = parseQuery(url.searchParams, pageQuerySchema)
      sendJson(res, 200, await getNfts(context, address, query))
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/identity/${segment}$`),
    handle: async (context, { res, url, params }) => {
      const address = parseValue(evmAddressSchema, params[0], 'Address')
      const { caipNetworkId } = parseQuery(url.searchParams, identityQuerySchema)
      const [namespace, reference] = caipNetworkId.split(':')
      const chainId =
        namespace === 'eip155' && /^\d{1,10}$/.test(reference ?? '') ? Number(reference) : null
      sendJson(res, 200, await context.names.identity(address, chainId))
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/profile/account/${segment}$`),
    handle: async (context, { res, url, params }) => {
      parseQuery(url.searchParams, sdkOnlyQuerySchema)
      const name = parseValue(nameSegmentSchema, params[0], 'Name')
      sendJson(res, 200, await context.names.resolve(name))
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/profile/suggestions/${segment}$`),
    handle: async (context, { res, url, params }) => {
      parseQuery(url.searchParams, sdkOnlyQuerySchema)
      const label = parseValue(nameSegmentSchema, params[0], 'Name')
      sendJson(res, 200, await context.names.suggestions(label))
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/profile/reverse/${segment}$`),
    handle: async (context, { res, url, params }) => {
      const address = parseValue(evmAddressSchema, params[0], 'Address')
      const { coinType } = parseQuery(url.searchParams, reverseQuerySchema)
      sendJson(res, 200, await context.names.reverse(address, coinType))
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/profile\/account$/,
    handle: async (context, { req, res, url }) => {
      parseQuery(url.searchParams, sdkOnlyQuerySchema)
      sendJson(res, 200, await context.names.register(await readJsonBody(req)))
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/fungible\/price$/,
    handle: async (context, { res, url }) => {
      const query = parseQuery(url.searchParams, priceQuerySchema)
      sendJson(res, 200, await getPrices(context, query.addresses))
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^${TOKEN_IMAGE_PATH}${segment}$`),
    handle: async (context, { req, res, params }) =>
      serveTokenImage(context, req, res, params[0] ?? ''),
  },
  {
    // What a transaction would change for its sender (the modal's Send and Swap confirmations).
    method: 'POST',
    pattern: /^\/v1\/simulate$/,
    handle: (context, request) => handleSimulate(context, request),
  },
  ...SWAP_ROUTES,
  ...ONRAMP_ROUTES,
]

/** Finds the route of `method` and `path`; 404 for an unknown path, 405 for a wrong method. */
export function matchRoute(method: string, path: string): { route: Route; params: string[] } {
  let pathKnown = false
  for (const route of ROUTES) {
    const match = route.pattern.exec(path)
    if (!match) continue
    pathKnown = true
    if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) continue
    return { route, params: match.slice(1).map(decodeSegment) }
  }
  if (pathKnown) throw new HttpError(405, `Method ${method} is not allowed on ${path}`)
  throw new HttpError(404, `No endpoint at ${path}`)
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in the path')
  }
}
