import {
  SIMULATE_ENDPOINT,
  simulateChanges,
  simulationRequestSchema,
  simulationToAnswer,
} from '@foyer/common/simulation'
import type { ServiceApp } from '@foyer/service-kit'
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { DataError } from '../http/errors.js'
import { caip2Schema, sdkOnlyQuerySchema } from '../http/query.js'
import { type ApiContext, servedChain } from './context.js'

const simulateQuery = sdkOnlyQuerySchema.extend({ chainId: caip2Schema })

/**
 * `POST /v1/simulate?chainId=eip155:<id>` with `{ from, calls }`: what the calls, run in order
 * from `from` on the latest state, would change for `from` (the chain's node answers with
 * `eth_simulateV1`): per asset, and the allowances granted. A revert, or a node that cannot
 * simulate, is said so (200 with that status): never a guessed result.
 */
export function registerSimulateRoute(app: ServiceApp, context: ApiContext): void {
  app.post(
    '/v1/simulate',
    {
      schema: {
        summary: 'What calls from an account would change for it (assets and allowances)',
        querystring: simulateQuery,
        body: z.unknown(),
      },
    },
    async (request) => simulate(context, request.query.chainId, request.body),
  )
}

async function simulate(context: ApiContext, chainId: string, body: unknown): Promise<unknown> {
  const chain = servedChain(context, chainId)
  const parsed = simulationRequestSchema.safeParse(body)
  if (!parsed.success) {
    throw new DataError(400, `Body must be { from, calls: [{ to, value, data }] } (1 to 16 calls)`)
  }
  const { from, calls } = parsed.data
  const simulation = await simulateChanges(
    async ({ method, params }) => (await chain.rpc.batch([{ method, params }]))[0],
    from as Address,
    calls.map((call) => ({
      from: from as Address,
      ...(call.to ? { to: call.to as Address } : {}),
      value: call.value ? BigInt(call.value) : 0n,
      data: (call.data ?? '0x') as Hex,
    })),
  )
  const answer = simulationToAnswer(simulation)
  SIMULATE_ENDPOINT.answer.parse(answer)
  return answer
}
