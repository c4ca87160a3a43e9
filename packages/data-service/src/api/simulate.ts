import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  SIMULATE_ENDPOINT,
  simulateChanges,
  simulationRequestSchema,
  simulationToAnswer,
} from '@foyer/common/simulation'
import type { Address, Hex } from 'viem'
import { HttpError } from '../http/http-error.js'
import { caip2Schema, parseQuery, sdkOnlyQuerySchema } from '../http/query.js'
import { readJsonBody } from '../http/read-body.js'
import { sendJson } from '../http/respond.js'
import { type ApiContext, servedChain } from './context.js'

const simulateQuery = sdkOnlyQuerySchema.extend({ chainId: caip2Schema })

/**
 * `POST /v1/simulate?chainId=eip155:<id>` with `{ from, calls }`: what the calls, run in order
 * from `from` on the latest state, would change for `from` (the chain's node answers with
 * `eth_simulateV1`): per asset, and the allowances granted. A revert, or a node that cannot
 * simulate, is said so (200 with that status): never a guessed result.
 */
export async function handleSimulate(
  context: ApiContext,
  request: { req: IncomingMessage; res: ServerResponse; url: URL },
): Promise<void> {
  const query = parseQuery(request.url.searchParams, simulateQuery)
  const chain = servedChain(context, query.chainId)
  const parsed = simulationRequestSchema.safeParse(await readJsonBody(request.req))
  if (!parsed.success) {
    throw new HttpError(400, `Body must be { from, calls: [{ to, value, data }] } (1 to 16 calls)`)
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
  sendJson(request.res, 200, answer)
}
