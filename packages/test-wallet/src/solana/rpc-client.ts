import { base64 } from '@scure/base'
import * as z from 'zod/mini'

const rpcAnswerSchema = z.union([
  z.object({ result: z.string() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

/**
 * Sends a signed transaction through a Solana JSON-RPC (`sendTransaction`, base64, with
 * preflight). Resolves with the base58 signature; rejects with the node's message.
 */
export async function sendSolanaTransaction(
  rpcUrl: string,
  signed: Uint8Array,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<string> {
  const response = await fetchImpl(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base64.encode(signed), { encoding: 'base64', preflightCommitment: 'confirmed' }],
    }),
  })
  if (!response.ok) throw new Error(`Solana RPC answered HTTP ${response.status}`)
  const answer = rpcAnswerSchema.safeParse(await response.json())
  if (!answer.success) throw new Error('Solana RPC sent an answer that is not JSON-RPC')
  if ('error' in answer.data) throw new Error(answer.data.error.message)
  return answer.data.result
}
