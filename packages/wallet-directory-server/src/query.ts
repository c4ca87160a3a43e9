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
import { HttpError } from './http-error.js'

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

const sdkSchema = z.object({
  [SDK_QUERY_PARAMS.projectId]: z
    .string()
    .regex(DIRECTORY_ID_PATTERN, 'must be 1 to 128 letters, digits, "_", "-", "." or ":"')
    .optional(),
  [SDK_QUERY_PARAMS.sdkType]: z
    .string()
    .regex(SDK_TYPE_PATTERN, 'must be 1 to 64 letters, digits, "_", "-" or "."')
    .optional(),
  [SDK_QUERY_PARAMS.sdkVersion]: z
    .string()
    .regex(SDK_VERSION_PATTERN, 'must be 1 to 64 letters, digits, "_", "-", "+" or "."')
    .optional(),
})

const walletsSchema = z.object({
  page: intParam(1, 1_000_000).default(1),
  entries: intParam(1, MAX_WALLETS_PER_PAGE).default(DEFAULT_WALLETS_PER_PAGE),
  include: listParam(DIRECTORY_ID_PATTERN, 'wallet ids').default([]),
  exclude: listParam(DIRECTORY_ID_PATTERN, 'wallet ids').default([]),
  chains: listParam(CAIP2_NETWORK_ID_PATTERN, 'CAIP-2 network ids like eip155:1').default([]),
  search: z
    .string()
    .max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`)
    .transform((value) => value.trim())
    .default(''),
  badge_type: z
    .enum(['none', 'certified', ''], 'must be "none" or "certified"')
    .transform((value): BadgeType => (value === '' ? 'none' : value))
    .default('none'),
})

/** Reads the sdk parameters every endpoint takes. Throws a 400 {@link HttpError}. */
export function parseSdkParams(params: URLSearchParams): SdkParams {
  const parsed = parseParams(sdkSchema, params)
  return {
    projectId: parsed[SDK_QUERY_PARAMS.projectId],
    sdkType: parsed[SDK_QUERY_PARAMS.sdkType],
    sdkVersion: parsed[SDK_QUERY_PARAMS.sdkVersion],
  }
}

/** Reads the `/getWallets` query. Throws a 400 {@link HttpError} naming the parameter. */
export function parseWalletsQuery(params: URLSearchParams): WalletsQuery {
  const { badge_type, ...rest } = parseParams(walletsSchema, params)
  return { ...rest, badgeType: badge_type }
}

/**
 * Parses the known parameters of `schema`; unknown parameters are ignored (cache busters,
 * newer clients). A known parameter given twice is an error.
 */
function parseParams<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  params: URLSearchParams,
): z.output<z.ZodObject<Shape>> {
  const input: Record<string, string> = {}
  for (const key of Object.keys(schema.shape)) {
    const values = params.getAll(key)
    if (values.length > 1) {
      throw new HttpError(
        400,
        'invalid_parameter',
        `Query parameter '${key}' is given more than once`,
      )
    }
    if (values[0] !== undefined) input[key] = values[0]
  }
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const name = String(issue?.path[0] ?? 'query')
  throw new HttpError(
    400,
    'invalid_parameter',
    `Invalid query parameter '${name}': ${issue?.message}`,
  )
}
