import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, decodeFunctionData, encodeAbiParameters, getAddress } from 'viem'
import { ID_REGISTRY_ABI } from '../farcaster/siwf-verifier.js'

/** The network edge of the verifier: a JSON-RPC server answering the IdRegistry's reads. */
export interface FakeIdRegistryRpc {
  url: string
  registry: Address
  /** Registers `custody` as the owner of `fid`. */
  register(fid: number, custody: Address): void
  stop(): Promise<void>
}

/**
 * Answers `eth_call` to `idOf`/`custodyOf` at `registry` from an in-memory table; any other
 * call reverts (as the ERC-6492 validator does for a bad signature, after which viem falls
 * back to ECDSA recovery).
 */
export async function startFakeIdRegistryRpc(
  registry: Address = '0x00000000000000000000000000000000000f1d01',
): Promise<FakeIdRegistryRpc> {
  const owners = new Map<number, Address>()
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const request = JSON.parse(body) as {
        id: number
        method: string
        params: [{ to?: string; data?: `0x${string}` }]
      }
      const answer = (payload: object) => {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, ...payload }))
      }
      if (request.method === 'eth_chainId') return answer({ result: '0xa' })
      const call = request.params[0]
      if (request.method !== 'eth_call' || call.to?.toLowerCase() !== registry.toLowerCase()) {
        return answer({ error: { code: 3, message: 'execution reverted', data: '0x' } })
      }
      const decoded = decodeFunctionData({ abi: ID_REGISTRY_ABI, data: call.data ?? '0x' })
      if (decoded.functionName === 'idOf') {
        const owner = getAddress(decoded.args[0])
        const fid = [...owners].find(([, address]) => address === owner)?.[0] ?? 0
        return answer({ result: encodeAbiParameters([{ type: 'uint256' }], [BigInt(fid)]) })
      }
      const custody = owners.get(Number(decoded.args[0])) ?? `0x${'0'.repeat(40)}`
      return answer({ result: encodeAbiParameters([{ type: 'address' }], [custody as Address]) })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    registry,
    register: (fid, custody) => owners.set(fid, getAddress(custody)),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
