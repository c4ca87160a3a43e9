import { type Hex, numberToHex, pad } from 'viem'
import * as z from 'zod'
import {
  type Log,
  logSchema,
  NATIVE_TRANSFER_ADDRESS,
  type RpcRequest,
  revertReason,
  type SimulatedCall,
  TRANSFER,
} from './simulation-basics.js'

type Frame = {
  type: string
  from: string
  to?: string | undefined
  value?: string | undefined
  error?: string | undefined
  revertReason?: string | undefined
  output?: string | undefined
  logs?: Log[] | undefined
  calls?: Frame[] | undefined
}
const frameSchema: z.ZodType<Frame> = z.lazy(() =>
  z.object({
    type: z.string(),
    from: z.string(),
    to: z.optional(z.string()),
    value: z.optional(z.string()),
    error: z.optional(z.string()),
    revertReason: z.optional(z.string()),
    output: z.optional(z.string()),
    logs: z.optional(z.array(logSchema)),
    calls: z.optional(z.array(frameSchema)),
  }),
)

/** Frame types that move value (a DELEGATECALL's or STATICCALL's `value` moves nothing). */
const VALUE_FRAMES = new Set(['CALL', 'CREATE', 'CREATE2'])

/**
 * One call traced with `debug_traceCall` and the call tracer (`withLog`), for a node without
 * `eth_simulateV1`: the logs of the frames that did not revert, with each value transfer as an
 * ERC-7528 native Transfer log, as `eth_simulateV1` would give them; or why it reverted.
 */
export async function traceCall(
  request: RpcRequest,
  call: SimulatedCall,
): Promise<{ status: 'ok'; logs: Log[] } | { status: 'reverted'; reason: string }> {
  const answer = await request({
    method: 'debug_traceCall',
    params: [
      {
        from: call.from,
        ...(call.to ? { to: call.to } : {}),
        value: numberToHex(call.value ?? 0n),
        data: call.data ?? '0x',
      },
      'latest',
      { tracer: 'callTracer', tracerConfig: { withLog: true } },
    ],
  })
  const top = frameSchema.parse(answer)
  if (top.error) {
    return {
      status: 'reverted',
      reason:
        top.revertReason?.slice(0, 200) ||
        revertReason({ returnData: top.output, error: { message: top.error } }),
    }
  }
  return { status: 'ok', logs: frameLogs(top) }
}

/** A frame's logs and value transfers, then its sub-calls', skipping reverted sub-calls. */
function frameLogs(frame: Frame): Log[] {
  if (frame.error) return []
  const value = frame.value ? BigInt(frame.value) : 0n
  const transfer: Log[] =
    value > 0n && VALUE_FRAMES.has(frame.type) && frame.to
      ? [
          {
            address: NATIVE_TRANSFER_ADDRESS,
            topics: [TRANSFER, pad(frame.from as Hex), pad(frame.to as Hex)],
            data: numberToHex(value, { size: 32 }),
          },
        ]
      : []
  return [...transfer, ...(frame.logs ?? []), ...(frame.calls ?? []).flatMap(frameLogs)]
}
