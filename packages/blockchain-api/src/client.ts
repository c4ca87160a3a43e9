import { type CaipNetworkId, FoyerError, isFoyerError } from '@foyer/common'
import { SIMULATE_ENDPOINT } from '@foyer/common/simulation'
import type {
  BlockchainDataClient,
  GetTransactionsParams,
  Identity,
  NameProfile,
  NameSuggestion,
  Nft,
  NftsPage,
  OnrampDataClient,
  RegisterNameParams,
  TokenBalance,
  TokenPrice,
  TransactionsPage,
} from '@foyer/core'
import * as z from 'zod/mini'
import { httpStatusError } from './errors.js'
import { createHttpClient, type HttpClient, readServerMessage } from './http-client.js'
import {
  onrampCheckoutSchema,
  onrampOptionsSchema,
  onrampOrderSchema,
  onrampQuoteSchema,
} from './onramp-schemas.js'
import { parseAnswer as parse } from './parse-answer.js'
import {
  balancesSchema,
  identitySchema,
  nftsPageSchema,
  pricesSchema,
  profileSchema,
  profilesSchema,
  suggestionsSchema,
  supportedChainsSchema,
  transactionsPageSchema,
} from './schemas.js'
import { swapMethods } from './swap-client.js'

/** Request timeout when none is given, in ms (SPEC §9: HTTP timeout 10000 ms). */
export const DEFAULT_TIMEOUT_MS = 10_000

/** Options of {@link createBlockchainApiClient}. */
export interface BlockchainApiClientOptions {
  /** `http(s)` base URL of the data service (`services.blockchainApi`). */
  baseUrl: string
  /** A stable id of this installation, sent as `clientId` with every request. */
  clientId: string
  /** Sent as `projectId` with every request. */
  projectId?: string | undefined
  /** Sent as `sdkType`, e.g. `foyer`. */
  sdkType?: string | undefined
  /** Sent as `sdkVersion`, e.g. `1.7.3`. */
  sdkVersion?: string | undefined
  /** The fetch to use. Default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch | undefined
  /** Per-request timeout in ms. Default {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number | undefined
}

/** A client of one data service: every read of core's contract, plus the raw HTTP client. */
export interface BlockchainApiClient extends Required<BlockchainDataClient>, OnrampDataClient {
  /** Origin of the service: token icons and NFT images are trusted from here only. */
  readonly origin: string
  /** The generic HTTP client (GET/POST/PUT/DELETE) with the identity parameters. */
  readonly http: HttpClient
  /** URL of `/public/getTokenImage/{id}`. */
  tokenImageUrl(id: string): string
}

const optionsSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  clientId: z.string().check(z.regex(/^[\w-]{1,128}$/, 'must be 1-128 letters, digits, _ or -')),
  projectId: z.optional(z.string()),
  sdkType: z.optional(z.string()),
  sdkVersion: z.optional(z.string()),
  fetch: z.optional(z.custom<typeof globalThis.fetch>((value) => typeof value === 'function')),
  timeoutMs: z.optional(z.int().check(z.positive(), z.lte(600_000))),
})

/**
 * A client of a Foyer data service (SPEC §7, docs/api/data-service.json): balances, history, NFTs, identity,
 * names, prices and supported chains. Every answer is parsed with zod: a non-OK status
 * rejects with `FoyerError` 'HTTP status code: N', a malformed answer with
 * `SOMETHING_WENT_WRONG` naming what was wrong, a timeout or abort with 'Request was
 * aborted'. Name calls reject with the name errors of SPEC §8 ('Error resolving name', …)
 * carrying the cause. Throws `TypeError` for bad options.
 *
 * @example
 * const data = createBlockchainApiClient({ baseUrl: 'http://127.0.0.1:8790', clientId: 'a1b2' })
 * const { balances } = await data.getBalances({ address, caipNetworkId: 'eip155:31337' })
 */
export function createBlockchainApiClient(
  options: BlockchainApiClientOptions,
): BlockchainApiClient {
  const parsed = z.safeParse(optionsSchema, options)
  if (!parsed.success) {
    throw new TypeError(`Invalid blockchain API client options: ${z.prettifyError(parsed.error)}`)
  }
  const config = parsed.data
  const http = createHttpClient({
    baseUrl: config.baseUrl,
    defaultQuery: {
      projectId: config.projectId,
      sdkType: config.sdkType,
      sdkVersion: config.sdkVersion,
      clientId: config.clientId,
    },
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  })
  const segment = encodeURIComponent

  async function getParsed<T>(
    schema: z.ZodMiniType<T>,
    path: string,
    query: Record<string, string | undefined>,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    return parse(schema, await http.get(path, query, signal), `GET ${path}`)
  }

  // The service's supported chains, asked once (undefined when it could not say).
  let supportedChains: Promise<ReadonlySet<string> | undefined> | undefined
  /**
   * Refuses a chain the service does not list without asking: its answer could only be a 400,
   * which the browser logs as a console error for every account of, say, a local Solana
   * network (the caller then reads the chain itself). A service that cannot list its chains
   * is asked as before.
   */
  async function assertIndexed(caipNetworkId: string, path: string): Promise<void> {
    supportedChains ??= getParsed(
      supportedChainsSchema,
      '/v1/supported-chains',
      {},
      undefined,
    ).then(
      (answer) => new Set<string>(answer.http),
      () => undefined,
    )
    const listed = await supportedChains
    if (listed && !listed.has(caipNetworkId)) {
      throw httpStatusError(400, `GET ${path}: the service does not index ${caipNetworkId}`)
    }
  }

  return {
    origin: new URL(config.baseUrl).origin,
    http,
    tokenImageUrl: (id) => http.url(`/public/getTokenImage/${segment(id)}`, {}),

    async getBalances({ address, caipNetworkId, forceUpdate, signal }) {
      const path = `/v1/account/${segment(address)}/balance`
      await assertIndexed(caipNetworkId, path)
      const answer = await getParsed(
        balancesSchema,
        path,
        { chainId: caipNetworkId, forceUpdate },
        signal,
      )
      return answer as { balances: TokenBalance[] }
    },

    async getTransactions(params: GetTransactionsParams): Promise<TransactionsPage> {
      if (!params.caipNetworkId) {
        throw new FoyerError('CAIP_NETWORK_UNDEFINED', {
          details: 'getTransactions needs caipNetworkId',
        })
      }
      const path = `/v1/account/${segment(params.account)}/history`
      const query = { chainId: params.caipNetworkId, cursor: params.cursor, onramp: params.onramp }
      // cache: false (SPEC §7) asks past the browser's and proxies' caches: a fresh history.
      const body = await http.request({
        method: 'GET',
        path,
        query,
        signal: params.signal,
        ...(params.cache === false ? { cache: 'no-store' as const } : {}),
      })
      return parse(transactionsPageSchema, body.body, `GET ${path}`)
    },

    async getNfts({ address, caipNetworkId, cursor, signal }): Promise<NftsPage> {
      const path = `/v1/account/${segment(address)}/nfts`
      const page = await getParsed(nftsPageSchema, path, { chainId: caipNetworkId, cursor }, signal)
      return page as { data: Nft[]; next: string | null }
    },

    async getIdentity({ address, caipNetworkId, signal }): Promise<Identity> {
      const path = `/v1/identity/${segment(address)}`
      return getParsed(identitySchema, path, { caipNetworkId }, signal)
    },

    getNamesForAddress: ({ address, coinType, signal }) =>
      asNameError('NAMES_FOR_ADDRESS_FAILED', () =>
        getParsed(
          profilesSchema,
          `/v1/profile/reverse/${segment(address)}`,
          { coinType: coinType === undefined ? undefined : String(coinType) },
          signal,
        ),
      ),

    resolveName: ({ name, signal }) =>
      asNameError('NAME_RESOLVE_FAILED', async (): Promise<NameProfile | null> => {
        const path = `/v1/profile/account/${segment(name)}`
        const answer = await http.request({ method: 'GET', path, signal }, [404])
        if (answer.status === 404) return null
        return parse(profileSchema, answer.body, `GET ${path}`)
      }),

    getNameSuggestions: ({ label, signal }) =>
      asNameError('NAME_SUGGESTIONS_FAILED', async (): Promise<NameSuggestion[]> => {
        const path = `/v1/profile/suggestions/${segment(label)}`
        return (await getParsed(suggestionsSchema, path, {}, signal)).suggestions
      }),

    async registerName({ signal, ...body }: RegisterNameParams): Promise<NameProfile> {
      const name = nameInMessage(body.message)
      const path = '/v1/profile/account'
      let answer: Awaited<ReturnType<HttpClient['request']>>
      try {
        answer = await http.request({ method: 'POST', path, body, signal }, [400, 409])
      } catch (cause) {
        if (isFoyerError(cause, 'REQUEST_ABORTED')) throw cause
        throw new FoyerError('NAME_REGISTRATION_FAILED', { values: { name }, cause })
      }
      if (answer.status === 400 || answer.status === 409) {
        const reason = readServerMessage(JSON.stringify(answer.body))
        throw new FoyerError('NAME_REGISTRATION_FAILED', {
          values: { name },
          details: reason ?? `HTTP status code: ${answer.status}`,
        })
      }
      return parse(profileSchema, answer.body, `POST ${path}`)
    },

    async getTokenPrices({ addresses, signal }): Promise<TokenPrice[]> {
      if (addresses.length === 0) return []
      const query = { currency: 'usd', addresses: addresses.join(',') }
      return (await getParsed(pricesSchema, '/v1/fungible/price', query, signal)).fungibles
    },

    async getSupportedChains({ signal } = {}): Promise<CaipNetworkId[]> {
      return (await getParsed(supportedChainsSchema, '/v1/supported-chains', {}, signal)).http
    },

    getOnrampOptions: ({ caipNetworkId, signal }) =>
      getParsed(onrampOptionsSchema, '/v1/onramp/options', { chainId: caipNetworkId }, signal),

    getOnrampQuote: ({ providerId, caipNetworkId, asset, amount, signal }) =>
      getParsed(
        onrampQuoteSchema,
        '/v1/onramp/quote',
        { providerId, chainId: caipNetworkId, asset, amount },
        signal,
      ),

    async createOnrampCheckout({ providerId, caipNetworkId, asset, amount, address, signal }) {
      const path = '/v1/onramp/checkout'
      const body = { providerId, chainId: caipNetworkId, asset, amount, address }
      return parse(onrampCheckoutSchema, await http.post(path, body, signal), `POST ${path}`)
    },

    getOnrampOrder: ({ id, signal }) =>
      getParsed(onrampOrderSchema, `/v1/onramp/orders/${segment(id)}`, {}, signal),

    async simulate({ caipNetworkId, from, calls, signal }) {
      const path = SIMULATE_ENDPOINT.path
      const query = { chainId: caipNetworkId }
      const answer = await http.request({
        method: 'POST',
        path,
        query,
        body: { from, calls },
        signal,
      })
      return parse(SIMULATE_ENDPOINT.answer, answer.body, `POST ${path}`)
    },

    ...swapMethods(getParsed),
  }
}

/** Runs a name call; a failure other than an abort becomes the name error of SPEC §8. */
async function asNameError<T>(
  code: 'NAME_RESOLVE_FAILED' | 'NAME_SUGGESTIONS_FAILED' | 'NAMES_FOR_ADDRESS_FAILED',
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call()
  } catch (cause) {
    if (isFoyerError(cause, 'REQUEST_ABORTED')) throw cause
    const details = cause instanceof Error ? cause.message : String(cause)
    throw new FoyerError(code, { details, cause })
  }
}

/** The `name` of a registration message, for the error text; '' when it has none. */
function nameInMessage(message: string): string {
  try {
    const parsed = JSON.parse(message) as { name?: unknown }
    return typeof parsed.name === 'string' ? parsed.name : ''
  } catch {
    return ''
  }
}
