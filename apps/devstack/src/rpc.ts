import * as z from 'zod'

const rpcResponseSchema = z.object({
  jsonrpc: z.literal('2.0'),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
})

/**
 * Sends one JSON-RPC request over HTTP and returns its result, parsed with `resultSchema`;
 * throws on a transport failure, a JSON-RPC error or a result of the wrong shape.
 */
export async function rpcRequest<T>(
  rpcUrl: string,
  method: string,
  params: unknown[],
  resultSchema: z.ZodType<T>,
  timeoutMs = 5_000,
): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`${method} on ${rpcUrl} answered HTTP ${response.status}`)
  const body = rpcResponseSchema.parse(await response.json())
  if (body.error) throw new Error(`${method} on ${rpcUrl} failed: ${body.error.message}`)
  return resultSchema.parse(body.result)
}

/** A `0x`-prefixed hexadecimal quantity, as a number. */
export const hexQuantitySchema = z
  .string()
  .regex(/^0x[0-9a-f]+$/i)
  .transform((hex) => Number.parseInt(hex, 16))

/**
 * Polls `probe` until it resolves, every `intervalMs`, for at most `timeoutMs`; rethrows
 * the last failure when time runs out.
 */
export async function waitUntil<T>(
  probe: () => Promise<T>,
  { timeoutMs = 30_000, intervalMs = 100, what = 'the service' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await probe()
    } catch (cause) {
      if (Date.now() >= deadline) {
        throw new Error(`${what} did not answer within ${timeoutMs} ms`, { cause })
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  }
}
