/**
 * One JSON-RPC call to a devnet node (anvil) at `rpcUrl`, as a test reads or changes chain
 * state behind the demo's back; resolves to the answer's `result`, throws on an RPC error.
 */
export async function devnetRpc(
  rpcUrl: string,
  method: string,
  params: unknown[],
): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (answer.error) throw new Error(`${method} failed: ${answer.error.message ?? 'RPC error'}`)
  return answer.result
}
