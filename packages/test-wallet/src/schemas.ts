import * as z from 'zod/mini'

/** A 20-byte hex address, any letter case. */
export const addressSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x address'))

/** A hex byte string (`0x` followed by an even number of hex digits). */
export const hexDataSchema = z
  .string()
  .check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex bytes'))

/** A JSON-RPC quantity: `0x` followed by at least one hex digit. */
export const quantitySchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a 0x-prefixed hex quantity'))

/** A chain id as a hex quantity, greater than zero and a safe integer. */
export const chainIdHexSchema = quantitySchema.check(
  z.refine((value) => {
    const id = Number.parseInt(value, 16)
    return id > 0 && Number.isSafeInteger(id)
  }, 'expected a chain id between 1 and 2^53 - 1'),
)

/** A positive integer chain id, as configured. */
export const chainIdSchema = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER))

/** An http(s) URL, as RPC endpoints must be. */
export const httpUrlSchema = z.string().check(
  z.refine((value) => {
    try {
      const { protocol } = new URL(value)
      return protocol === 'http:' || protocol === 'https:'
    } catch {
      return false
    }
  }, 'expected an http(s) URL'),
)

/** The argument of `provider.request`. */
export const requestArgumentsSchema = z.object({
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
})

/** Params of methods that take none: absent or an empty array. */
export const noParamsSchema = z.optional(z.tuple([]))

/** `personal_sign`: `[message, address]`, message as hex bytes or plain text. */
export const personalSignParamsSchema = z.tuple([z.string(), addressSchema], z.unknown())

const typedDataFieldSchema = z.object({ name: z.string(), type: z.string() })

/** The EIP-712 typed data object of `eth_signTypedData_v4`. */
export const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(typedDataFieldSchema)),
  primaryType: z.string().check(z.minLength(1)),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})

/** `eth_signTypedData_v4`: `[address, typedData]`, typed data as JSON text or an object. */
export const signTypedDataParamsSchema = z.tuple([
  addressSchema,
  z.union([z.string(), z.record(z.string(), z.unknown())]),
])

/** One transaction of `eth_sendTransaction`. */
export const transactionRequestSchema = z.object({
  from: addressSchema,
  to: z.optional(z.nullable(addressSchema)),
  value: z.optional(quantitySchema),
  data: z.optional(hexDataSchema),
  input: z.optional(hexDataSchema),
  gas: z.optional(quantitySchema),
  gasPrice: z.optional(quantitySchema),
  maxFeePerGas: z.optional(quantitySchema),
  maxPriorityFeePerGas: z.optional(quantitySchema),
  nonce: z.optional(quantitySchema),
  chainId: z.optional(quantitySchema),
})

/** `eth_sendTransaction`: `[transaction]`. */
export const sendTransactionParamsSchema = z.tuple([transactionRequestSchema])

/** `wallet_switchEthereumChain`: `[{ chainId }]` (EIP-3326). */
export const switchChainParamsSchema = z.tuple([z.object({ chainId: chainIdHexSchema })])

/** The chain description of `wallet_addEthereumChain` (EIP-3085). */
export const addChainParameterSchema = z.object({
  chainId: chainIdHexSchema,
  chainName: z.string().check(z.minLength(1), z.maxLength(100)),
  rpcUrls: z.array(httpUrlSchema).check(z.minLength(1)),
  nativeCurrency: z.object({
    name: z.string().check(z.minLength(1)),
    symbol: z.string().check(z.minLength(1), z.maxLength(12)),
    decimals: z.int().check(z.gte(0), z.lte(36)),
  }),
  blockExplorerUrls: z.optional(z.nullable(z.array(httpUrlSchema))),
  iconUrls: z.optional(z.nullable(z.array(z.string()))),
})

/** `wallet_addEthereumChain`: `[chain]`. */
export const addChainParamsSchema = z.tuple([addChainParameterSchema])

/** `wallet_requestPermissions` / `wallet_revokePermissions`: `[{ eth_accounts: {} }]`. */
export const permissionsParamsSchema = z.tuple([
  z.object({ eth_accounts: z.record(z.string(), z.unknown()) }),
])

/** Read methods forwarded to the node: a params array the node itself checks further. */
export const forwardedParamsSchema = z.optional(z.array(z.unknown()).check(z.maxLength(8)))

/** A short, one-line description of a zod failure, for error messages. */
export function describeIssues(error: z.core.$ZodError, root = 'params'): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path.length > 0 ? `${root}.${issue.path.join('.')}` : root
      return `${path}: ${issue.message}`
    })
    .join('; ')
}
