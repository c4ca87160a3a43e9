import { z } from 'zod'
import { addressSchema, quantitySchema, RpcError } from './json-rpc.js'

/**
 * Ether moved by contracts inside a transaction (a router paying a seller, a refund): no log
 * records it, so it is read from the node's call trace (`debug_traceTransaction` with the
 * `callTracer`).
 */

/** One frame of a `callTracer` trace, as far as the indexer reads it. */
export interface CallFrame {
  type: string
  from: string
  to?: string | undefined
  value?: bigint | undefined
  error?: string | undefined
  calls?: CallFrame[] | undefined
}

/** A call frame; unknown fields (gas, input, output, logs) are ignored. */
export const callFrameSchema: z.ZodType<CallFrame> = z.lazy(() =>
  z.object({
    type: z.string(),
    from: addressSchema,
    to: addressSchema.optional(),
    value: quantitySchema.optional(),
    error: z.string().optional(),
    calls: z.array(callFrameSchema).optional(),
  }),
)

/** Ether one contract sent to an address inside a transaction. */
export interface InternalTransfer {
  from: string
  to: string
  amount: bigint
}

/** What a transaction's trace tells: whether it failed, and the ether moved below the top. */
export interface TracedTransaction {
  failed: boolean
  /** Value-moving inner calls that took effect, in execution order. */
  transfers: InternalTransfer[]
}

/** Frame types that carry their own value (a DELEGATECALL's value is its caller's). */
const VALUE_FRAMES = new Set(['CALL', 'CREATE', 'CREATE2'])

/**
 * Reads a trace: a failed top frame moved nothing; below it, every CALL or CREATE that moved
 * ether and did not revert, skipping whatever a reverted frame contained (its effects were
 * undone). The top frame's own value is the transaction's and is not repeated here.
 */
export function readTrace(root: CallFrame): TracedTransaction {
  if (root.error !== undefined) return { failed: true, transfers: [] }
  const transfers: InternalTransfer[] = []
  const visit = (frame: CallFrame) => {
    if (frame.error !== undefined) return
    const value = frame.value ?? 0n
    if (VALUE_FRAMES.has(frame.type.toUpperCase()) && value > 0n && frame.to !== undefined) {
      transfers.push({ from: frame.from, to: frame.to, amount: value })
    }
    for (const child of frame.calls ?? []) visit(child)
  }
  for (const child of root.calls ?? []) visit(child)
  return { failed: false, transfers }
}

/**
 * Whether a node's answer to `debug_traceTransaction` means it does not trace at all (method
 * unknown or disabled), as opposed to a passing failure worth retrying.
 */
export function isTracingUnsupported(error: unknown): boolean {
  if (!(error instanceof RpcError)) return false
  if (error.code === -32601) return true
  return /method .*(not found|does not exist)|not (supported|available|enabled)|unsupported/i.test(
    error.message,
  )
}
