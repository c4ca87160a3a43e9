import {
  swapAllowanceSchema,
  swapApproveAnswerSchema,
  swapCalldataAnswerSchema,
  swapChainsSchema,
  swapQuoteSchema,
  swapTokensSchema,
} from '@foyer/common'
import type { SwapDataExtras } from '@foyer/core'
import type * as z from 'zod/mini'

/** A parsed GET of the service (the client's own). */
type GetParsed = <T>(
  schema: z.ZodMiniType<T>,
  path: string,
  query: Record<string, string | undefined>,
  signal: AbortSignal | undefined,
) => Promise<T>

/**
 * The swap reads of the data service (`/v1/swap/…`), each answer parsed with the schemas the
 * service's answers are defined by (`@foyer/common`).
 */
export function swapMethods(getParsed: GetParsed): Required<SwapDataExtras> {
  return {
    getSwapChains: async ({ signal } = {}) =>
      (await getParsed(swapChainsSchema, '/v1/swap/chains', {}, signal)).chains,
    getSwapTokens: async ({ caipNetworkId, signal }) =>
      (await getParsed(swapTokensSchema, '/v1/swap/tokens', { chainId: caipNetworkId }, signal))
        .tokens,
    getSwapQuote: ({ caipNetworkId, from, to, amount, signal }) =>
      getParsed(
        swapQuoteSchema,
        '/v1/swap/quote',
        { chainId: caipNetworkId, from, to, amount },
        signal,
      ),
    getSwapAllowance: ({ caipNetworkId, token, owner, signal }) =>
      getParsed(
        swapAllowanceSchema,
        '/v1/swap/allowance',
        { chainId: caipNetworkId, token, owner },
        signal,
      ),
    getSwapApproveTransaction: async ({ caipNetworkId, token, amount, signal }) =>
      (
        await getParsed(
          swapApproveAnswerSchema,
          '/v1/swap/approve-calldata',
          { chainId: caipNetworkId, token, amount },
          signal,
        )
      ).tx,
    getSwapTransaction: async ({
      caipNetworkId,
      from,
      to,
      amount,
      amountOutMin,
      recipient,
      signal,
    }) =>
      (
        await getParsed(
          swapCalldataAnswerSchema,
          '/v1/swap/calldata',
          { chainId: caipNetworkId, from, to, amount, amountOutMin, recipient },
          signal,
        )
      ).tx,
  }
}
