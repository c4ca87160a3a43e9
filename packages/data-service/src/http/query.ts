import { z } from 'zod'
import { badRequest } from './errors.js'

/** Query parameters every request may carry (the client appends them); all optional. */
export const SDK_PARAMS = ['projectId', 'sdkType', 'sdkVersion', 'clientId'] as const

const sdkValue = z
  .string()
  .max(200, 'must be at most 200 characters')
  .regex(/^[\x20-\x7e]*$/, 'must be printable ASCII')
  .optional()

const sdkShape = Object.fromEntries(SDK_PARAMS.map((name) => [name, sdkValue])) as Record<
  (typeof SDK_PARAMS)[number],
  typeof sdkValue
>

/** A CAIP-2 chain id, e.g. `eip155:31337`. */
export const caip2Schema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id like eip155:1')

/** An EVM address (any case), lowercased. */
export const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address')
  .transform((value) => value.toLowerCase())

/** A page size: a whole number from 1 to 100, default 20. */
export const limitSchema = z
  .string()
  .regex(/^\d{1,3}$/, 'must be a whole number from 1 to 100')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100'))
  .default(20)

/** An opaque cursor as received (decoded by the endpoint that issued it). */
export const cursorSchema = z.string().min(1).max(200, 'must be at most 200 characters').optional()

/** The query of `/v1/account/{address}/balance`. */
export const balanceQuerySchema = z.object({
  ...sdkShape,
  chainId: caip2Schema,
  forceUpdate: z.string().max(100).optional(),
})

/** The query of `/v1/account/{address}/history` and `/nfts`. */
export const pageQuerySchema = z.object({
  ...sdkShape,
  chainId: caip2Schema,
  cursor: cursorSchema,
  limit: limitSchema,
})

/** The query of `/v1/identity/{address}`. */
export const identityQuerySchema = z.object({ ...sdkShape, caipNetworkId: caip2Schema })

/** An ENSIP-11 coin type: a whole number below 2^32. */
export const coinTypeSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().max(0xffffffff, 'must be below 2^32'))

/** The query of `/v1/profile/reverse/{address}`. */
export const reverseQuerySchema = z.object({ ...sdkShape, coinType: coinTypeSchema.optional() })

/** CAIP-10 of a token (`eip155:1:0x…`) or of a chain's native currency (`eip155:1:native`). */
const fungibleIdSchema = z
  .string()
  .regex(
    /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:(0x[0-9a-fA-F]{40}|native)$/,
    'must be CAIP-10 ids like eip155:1:0x… or eip155:1:native',
  )

/** The query of `/v1/fungible/price`. */
export const priceQuerySchema = z.object({
  ...sdkShape,
  currency: z.literal('usd', 'must be usd'),
  addresses: z
    .string()
    .transform((value) => value.split(',').filter((part) => part.length > 0))
    .pipe(
      z
        .array(fungibleIdSchema)
        .min(1, 'must name at least one token')
        .max(100, 'must name at most 100 tokens'),
    ),
})

/** A query without parameters of its own (SDK parameters only). */
export const sdkOnlyQuerySchema = z.object(sdkShape)

/** Parses one value (a path segment or a body) with `schema`; a 400 naming `what` otherwise. */
export function parseValue<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.output<Schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw badRequest(describeIssues(result.error, what))
  return result.data
}

/** One readable sentence per problem: `Query parameter 'limit' must be at most 100`. */
function describeIssues(error: z.ZodError, what: string): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.')
      const message =
        issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message
      return path ? `${what} '${path}' ${message}` : `${what} ${message}`
    })
    .join('; ')
}
