import type { ServiceApp } from '@foyer/service-kit'
import { z } from 'zod'
import { DataError } from '../http/errors.js'
import type { ApiContext } from './context.js'

/**
 * Methods the RPC proxy forwards: reads, fee data and broadcasting signed transactions.
 * Anything else (signing, node administration, `anvil_*`, debug, filters) is answered with a
 * JSON-RPC error and never reaches the node.
 */
export const RPC_PROXY_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'net_version',
  'web3_clientVersion',
])

/** Most requests in one batch. */
export const RPC_PROXY_MAX_BATCH = 100
const NODE_TIMEOUT_MS = 10_000

const rpcQuerySchema = z.object({
  chainId: z.string().regex(/^eip155:\d{1,20}$/, 'must be a CAIP-2 eip155 id'),
  projectId: z.optional(z.string().regex(/^[\x21-\x7e]{1,200}$/, 'must be printable ASCII')),
})

const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(200), z.number(), z.null()]),
  method: z.string().min(1).max(100),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
})
type RpcRequest = z.infer<typeof rpcRequestSchema>

const rpcBodySchema = z.union(
  [rpcRequestSchema, z.array(rpcRequestSchema).min(1).max(RPC_PROXY_MAX_BATCH)],
  { error: 'must be a JSON-RPC 2.0 request or a batch of 1 to 100' },
)

const refused = (request: RpcRequest) => ({
  jsonrpc: '2.0' as const,
  id: request.id,
  error: { code: -32601, message: `Method ${request.method} is not allowed` },
})

/**
 * SPEC §7's blockchain RPC, `POST /v1/?chainId={chain}&projectId={project}`: a JSON-RPC
 * request or batch (body at most 64 KiB, batch at most 100) for one of the configured chains.
 * Allowed methods go to that chain's node and its answers come back as they are. A refused
 * method is answered with error -32601 without reaching the node. An unknown chain is 400,
 * and an unreachable node is 502.
 */
export function registerRpcProxyRoute(app: ServiceApp, context: ApiContext): void {
  for (const url of ['/v1', '/v1/']) {
    app.post(
      url,
      {
        schema: {
          summary: 'JSON-RPC for one chain (reads, fees and raw transactions only)',
          hide: url === '/v1/',
          querystring: rpcQuerySchema,
          body: rpcBodySchema,
        },
      },
      async (request) => proxyRpc(context, request.query.chainId, request.body),
    )
  }
}

/** Answers a request or batch: allowed methods from the node, the others refused. */
async function proxyRpc(
  context: ApiContext,
  chainId: string,
  body: z.output<typeof rpcBodySchema>,
): Promise<unknown> {
  const chain = context.chains.get(chainId)
  if (!chain) throw new DataError(400, `Unsupported chain ${chainId}`)
  const batch = Array.isArray(body)
  const requests = batch ? (body as RpcRequest[]) : [body as RpcRequest]
  const allowed = requests.filter((request) => RPC_PROXY_METHODS.has(request.method))
  const answers = new Map<RpcRequest, unknown>()
  if (allowed.length > 0) {
    const forwarded = await forward(chain.rpc.url, allowed)
    for (const [index, request] of allowed.entries()) answers.set(request, forwarded[index])
  }
  const out = requests.map((request) => answers.get(request) ?? refused(request))
  return batch ? out : out[0]
}

/** Sends the allowed requests to the node as one batch; its answers in request order. */
async function forward(url: string, requests: readonly RpcRequest[]): Promise<unknown[]> {
  // Our own ids towards the node, so the client's ids (which may repeat) cannot mix answers.
  const body = requests.map((request, index) => ({ ...request, id: index }))
  let answers: unknown
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(NODE_TIMEOUT_MS),
    })
    answers = await response.json()
  } catch {
    throw new DataError(502, 'The chain node did not answer')
  }
  const list = z.array(z.looseObject({ id: z.number() })).safeParse(answers)
  if (!list.success)
    throw new DataError(502, 'The chain node answered something else than JSON-RPC')
  const byId = new Map(list.data.map((answer) => [answer.id, answer]))
  return requests.map((request, index) => {
    const answer = byId.get(index)
    if (!answer) {
      return { jsonrpc: '2.0', id: request.id, error: { code: -32603, message: 'No answer' } }
    }
    return { ...answer, id: request.id }
  })
}
