import {
  type BadgeType,
  CAIP2_NETWORK_ID_PATTERN,
  DEFAULT_WALLETS_PER_PAGE,
  DIRECTORY_ID_PATTERN,
  MAX_LIST_PARAM_ITEMS,
  MAX_SEARCH_LENGTH,
  MAX_WALLETS_PER_PAGE,
  SDK_QUERY_PARAMS,
  SDK_TYPE_PATTERN,
  SDK_VERSION_PATTERN,
} from '@foyer/wallet-directory/protocol'
import { z } from 'zod'
import { directoryError } from './errors.js'

/** Project id, sdk type and sdk version of a request (all optional on the wire). */
export interface SdkParams {
  projectId: string | undefined
  sdkType: string | undefined
  sdkVersion: string | undefined
}

/** The parsed query of `/getWallets`. Empty lists mean "no filter". */
export interface WalletsQuery {
  page: number
  entries: number
  include: string[]
  exclude: string[]
  chains: string[]
  search: string
  badgeType: BadgeType
}

const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be from ${min} to ${max}`)
        .max(max, `must be from ${min} to ${max}`),
    )

const listParam = (pattern: RegExp, what: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(pattern, `must be a comma-separated list of ${what}`))
        .max(MAX_LIST_PARAM_ITEMS, `must list at most ${MAX_LIST_PARAM_ITEMS} items`),
    )

const sdkShape = {
  [SDK_QUERY_PARAMS.projectId]: z
    .string()
    .regex(DIRECTORY_ID_PATTERN, 'must be 1 to 128 letters, digits, "_", "-", "." or ":"')
    .optional()
    .describe('project id'),
  [SDK_QUERY_PARAMS.sdkType]: z
    .string()
    .regex(SDK_TYPE_PATTERN, 'must be 1 to 64 letters, digits, "_", "-" or "."')
    .optional()
    .describe('sdk type'),
  [SDK_QUERY_PARAMS.sdkVersion]: z
    .string()
    .regex(SDK_VERSION_PATTERN, 'must be 1 to 64 letters, digits, "_", "-", "+" or "."')
    .optional()
    .describe('sdk version (`html-core-*` hides extension-only wallets)'),
}

/** The sdk parameters every endpoint takes (unknown parameters are ignored). */
export const sdkQuerySchema = z.object(sdkShape)

/** The query of `/getWallets`: a page, filters, a search, and the sdk parameters. */
export const walletsQuerySchema = z.object({
  ...sdkShape,
  page: intParam(1, 1_000_000).default(1).describe('page number, from 1'),
  entries: intParam(1, MAX_WALLETS_PER_PAGE)
    .default(DEFAULT_WALLETS_PER_PAGE)
    .describe('wallets per page'),
  include: listParam(DIRECTORY_ID_PATTERN, 'wallet ids')
    .default([])
    .describe('only these wallet ids (comma-separated)'),
  exclude: listParam(DIRECTORY_ID_PATTERN, 'wallet ids')
    .default([])
    .describe('not these wallet ids (comma-separated)'),
  chains: listParam(CAIP2_NETWORK_ID_PATTERN, 'CAIP-2 network ids like eip155:1')
    .default([])
    .describe('wallets supporting any of these CAIP-2 networks (comma-separated)'),
  search: z
    .string()
    .max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`)
    .transform((value) => value.trim())
    .default('')
    .describe('name search'),
  badge_type: z
    .enum(['none', 'certified', ''], 'must be "none" or "certified"')
    .transform((value): BadgeType => (value === '' ? 'none' : value))
    .default('none'),
})

/** The sdk parameters of a parsed query. */
export function sdkParams(query: z.output<typeof sdkQuerySchema>): SdkParams {
  return {
    projectId: query[SDK_QUERY_PARAMS.projectId],
    sdkType: query[SDK_QUERY_PARAMS.sdkType],
    sdkVersion: query[SDK_QUERY_PARAMS.sdkVersion],
  }
}

/** The `/getWallets` query of a parsed query. */
export function walletsQuery(query: z.output<typeof walletsQuerySchema>): WalletsQuery {
  const { page, entries, include, exclude, chains, search, badge_type } = query
  return { page, entries, include, exclude, chains, search, badgeType: badge_type }
}

/**
 * Reads a `/getWallets` query string outside HTTP (benchmarks, tests). Throws a 400
 * `invalid_parameter` error naming the parameter.
 */
export function parseWalletsQuery(params: URLSearchParams): WalletsQuery {
  const input: Record<string, string> = {}
  for (const key of Object.keys(walletsQuerySchema.shape)) {
    const value = params.get(key)
    if (value !== null) input[key] = value
  }
  const result = walletsQuerySchema.safeParse(input)
  if (result.success) return walletsQuery(result.data)
  const issue = result.error.issues[0]
  throw directoryError(
    400,
    'invalid_parameter',
    `Invalid query parameter '${String(issue?.path[0] ?? 'query')}': ${issue?.message}`,
  )
}
