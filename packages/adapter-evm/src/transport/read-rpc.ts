import { errorFromProvider, FoyerError } from '@foyer/common'
import * as z from 'zod/mini'
import type { RpcClient } from './rpc-client.js'

/**
 * One read through the app's RPC with viem's in-flight dedupe on (identical concurrent
 * reads share one request; viem keeps up to `RPC_DEDUPE_CACHE_SIZE`, 8192, of them). The node's answer is parsed
 * with `schema`; node and transport errors are mapped through `errorFromProvider`.
 */
export async function readRpc<Output>(
  client: RpcClient,
  method: string,
  params: readonly unknown[],
  schema: z.ZodMiniType<Output>,
): Promise<Output> {
  let answer: unknown
  try {
    // The method is one of the standard reads; viem's typed schema does not list them as strings.
    answer = await (client.request as (args: unknown, options: unknown) => Promise<unknown>)(
      { method, params },
      { dedupe: true },
    )
  } catch (error) {
    throw errorFromProvider(error)
  }
  const parsed = schema.safeParse(answer)
  if (!parsed.success) {
    throw new FoyerError('UNKNOWN_ERROR', {
      details: `The RPC node answered ${method} with an invalid value: ${z.prettifyError(parsed.error)}`,
      cause: parsed.error,
    })
  }
  return parsed.data
}

/** A hex quantity (`0x…`) read as a bigint. */
export const quantitySchema = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  z.transform((value) => BigInt(value)),
)
