import { caipNetworkIdSchema } from '@foyer/common'
import type {
  Identity,
  NameProfile,
  NameSuggestion,
  Nft,
  NftsPage,
  TokenBalance,
  TokenPrice,
  Transaction,
  TransactionsPage,
} from '@foyer/core'
import * as z from 'zod/mini'

/**
 * Schemas of every answer of the data-service contract (docs/api/data-service.json). Objects are not
 * strict: fields a newer service adds are dropped, fields the contract names are checked.
 */

const decimalString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'must be a decimal string'))
const finite = z.number().check(z.refine(Number.isFinite, 'must be a finite number'))
const nonEmpty = z.string().check(z.minLength(1))

const tokenBalance = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caipNetworkIdSchema,
  address: z.optional(nonEmpty),
  value: z.optional(finite),
  price: finite,
  quantity: z.object({
    decimals: z.string().check(z.regex(/^\d{1,3}$/, 'must be a whole number')),
    numeric: decimalString,
  }),
  iconUrl: z.string(),
})

/** `{ balances }` of GET /v1/account/{address}/balance. */
export const balancesSchema = z.object({ balances: z.array(tokenBalance) })

const transfer = z.object({
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimalString }),
  value: z.optional(finite),
  price: z.optional(finite),
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      symbol: z.optional(z.string()),
      icon: z.optional(z.nullable(z.object({ url: z.string() }))),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(
        z.nullable(z.object({ preview: z.optional(z.nullable(z.object({ url: z.string() }))) })),
      ),
      flags: z.optional(z.object({ is_spam: z.boolean() })),
    }),
  ),
})

const transaction = z.object({
  id: nonEmpty,
  metadata: z.object({
    minedAt: z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date')),
    chain: caipNetworkIdSchema,
    hash: z.optional(z.string()),
    operationType: z.optional(z.string()),
    status: z.optional(z.enum(['confirmed', 'failed', 'pending'])),
    sentFrom: z.optional(z.string()),
    sentTo: z.optional(z.string()),
  }),
  transfers: z.array(transfer),
})

const cursor = z.nullable(z.string())

/** `{ data, next }` of GET /v1/account/{address}/history. */
export const transactionsPageSchema = z.object({ data: z.array(transaction), next: cursor })

const nft = z.object({
  chainId: caipNetworkIdSchema,
  contract: nonEmpty,
  tokenId: z.string().check(z.regex(/^\d+$/, 'must be a decimal token id')),
  name: z.string(),
  collection: z.object({ name: z.string(), symbol: z.string() }),
  imageUrl: z.nullable(z.string()),
  isSpam: z.boolean(),
})

/** `{ data, next }` of GET /v1/account/{address}/nfts. */
export const nftsPageSchema = z.object({ data: z.array(nft), next: cursor })

/** `{ name, avatar }` of GET /v1/identity/{address}. */
export const identitySchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})

/** A names-registry profile. */
export const profileSchema = z.object({
  name: nonEmpty,
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.record(z.string(), z.string()),
  createdAt: finite,
})

/** `Profile[]` of GET /v1/profile/reverse/{address}. */
export const profilesSchema = z.array(profileSchema)

/** `{ suggestions }` of GET /v1/profile/suggestions/{label}. */
export const suggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: nonEmpty, registered: z.boolean() })),
})

/** `{ fungibles }` of GET /v1/fungible/price. */
export const pricesSchema = z.object({
  fungibles: z.array(
    z.object({
      address: nonEmpty,
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: finite,
    }),
  ),
})

/** `{ http }` of GET /v1/supported-chains. */
export const supportedChainsSchema = z.object({ http: z.array(caipNetworkIdSchema) })

// The schemas must produce exactly core's contract types: a drift fails type-checking here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T
/** Compile-time proof that the schemas produce exactly core's contract types. */
export type SchemaMatchesContract = [
  Assert<Same<z.infer<typeof tokenBalance>, TokenBalance>>,
  Assert<Same<z.infer<typeof transaction>, Transaction>>,
  Assert<Same<z.infer<typeof transactionsPageSchema>, TransactionsPage>>,
  Assert<Same<z.infer<typeof nft>, Nft>>,
  Assert<Same<z.infer<typeof nftsPageSchema>, NftsPage>>,
  Assert<Same<z.infer<typeof identitySchema>, Identity>>,
  Assert<Same<z.infer<typeof profileSchema>, NameProfile>>,
  Assert<Same<z.infer<typeof suggestionsSchema>['suggestions'][number], NameSuggestion>>,
  Assert<Same<z.infer<typeof pricesSchema>['fungibles'][number], TokenPrice>>,
]
