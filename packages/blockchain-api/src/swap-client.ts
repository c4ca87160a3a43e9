import { SWAP_ENDPOINTS } from '@foyer/common'
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
  const get = <T>(
    endpoint: { path: string; answer: z.ZodMiniType<T> },
    query: Record<string, string | undefined>,
    signal: AbortSignal | undefined,
  ) => getParsed(endpoint.answer, endpoint.path, query, signal)
  return {
    getSwapChains: async ({ signal } = {}) => (await get(SWAP_ENDPOINTS.chains, {}, signal)).chains,
    getSwapTokens: async ({ caipNetworkId, signal }) =>
      (await get(SWAP_ENDPOINTS.tokens, { chainId: caipNetworkId }, signal)).tokens,
    getSwapQuote: ({ caipNetworkId, from, to, amount, signal }) =>
      get(SWAP_ENDPOINTS.quote, { chainId: caipNetworkId, from, to, amount }, signal),
    getSwapAllowance: ({ caipNetworkId, token, owner, signal }) =>
      get(SWAP_ENDPOINTS.allowance, { chainId: caipNetworkId, token, owner }, signal),
    getSwapApproveTransaction: async ({ caipNetworkId, token, amount, signal }) =>
      (await get(SWAP_ENDPOINTS.approveCalldata, { chainId: caipNetworkId, token, amount }, signal))
        .tx,
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
        await get(
          SWAP_ENDPOINTS.calldata,
          { chainId: caipNetworkId, from, to, amount, amountOutMin, recipient },
          signal,
        )
      ).tx,
  }
}
