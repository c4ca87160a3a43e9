import { FoyerError } from '@foyer/common'
import {
  getTypesForEIP712Domain,
  serializeTypedData,
  type TypedDataDefinition,
  validateTypedData,
} from 'viem'
import * as z from 'zod/mini'
import { requestWallet } from '../provider/request-wallet.js'
import { hexSchema } from '../provider/schemas.js'
import { type EvmAdapterState, requireAccount, requireConnection } from '../state.js'
import { withSignError } from './sign-message.js'

const typedDataSchema = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

/**
 * Signs EIP-712 typed data with `eth_signTypedData_v4`. The app's typed data is checked
 * (shape, then viem's EIP-712 validation: addresses, integer and byte ranges) before the
 * wallet sees it; the domain type is derived from the domain, bigints go as decimal strings.
 */
export async function signTypedData(
  state: EvmAdapterState,
  params: { typedData: unknown; address: string },
): Promise<string> {
  const connection = requireConnection(state)
  const account = requireAccount(connection, params.address)
  const json = serializeChecked(params.typedData)
  return withSignError(() =>
    requestWallet(
      connection.connector.provider,
      { method: 'eth_signTypedData_v4', params: [account, json] },
      hexSchema,
    ),
  )
}

function serializeChecked(typedData: unknown): string {
  const shape = typedDataSchema.safeParse(typedData)
  if (!shape.success) {
    throw new FoyerError('SIGN_MESSAGE_FAILED', {
      details: `Invalid typed data: ${z.prettifyError(shape.error)}`,
    })
  }
  const { domain, types, primaryType, message } = typedData as TypedDataDefinition
  const definition = {
    domain,
    types: { EIP712Domain: getTypesForEIP712Domain({ domain }), ...types },
    primaryType,
    message,
  } as unknown as TypedDataDefinition
  try {
    validateTypedData(definition)
    return serializeTypedData(definition)
  } catch (error) {
    throw new FoyerError('SIGN_MESSAGE_FAILED', {
      details: `Invalid typed data: ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    })
  }
}
