import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DataService, startDataService } from './server.js'
import { ANVIL_ACCOUNTS, startTestAnvil, type TestAnvil } from './test-utils/anvil.js'
import { chainActions } from './test-utils/chain-actions.js'
import { fetchJson } from './test-utils/http.js'
import { type RpcFront, startRpcFront } from './test-utils/rpc-front.js'

const [alice, bob] = ANVIL_ACCOUNTS as unknown as Address[]
const CHAIN = 'eip155:31337'

let anvil: TestAnvil
let front: RpcFront
let service: DataService
let actions: ReturnType<typeof chainActions>

beforeAll(async () => {
  anvil = await startTestAnvil()
  front = await startRpcFront(anvil.rpcUrl)
  actions = chainActions(anvil.rpcUrl, anvil.chainId)
  service = await startDataService({
    ephemeral: true,
    chains: [{ chainId: anvil.chainId, rpcUrl: front.url }],
    confirmations: 0,
    pollIntervalMs: 50,
    retryInitialMs: 50,
    retryMaxMs: 400,
    log: () => {},
  })
})
afterAll(async () => {
  await service?.close()
  await front?.close()
  await anvil?.stop()
})

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('a node that goes away and comes back', () => {
  it('is retried with backoff, then caught up with no gap and no duplicate', async () => {
    const hashes: string[] = []
    for (let i = 0; i < 3; i++)
      hashes.push((await actions.sendEther(alice!, bob!, '0.1')).transactionHash)
    await service.waitForBlock(anvil.chainId, await actions.head())

    await front.goAway()
    for (let i = 0; i < 5; i++)
      hashes.push((await actions.sendEther(alice!, bob!, '0.2')).transactionHash)
    await until(() => service.status()[0]!.lastError !== null, 'the indexer to notice the outage')
    const stuckAt = service.status()[0]!.nextBlock
    // The API keeps answering from what is stored while the node is away.
    const during = await fetchJson(`${service.url}/v1/account/${bob}/history?chainId=${CHAIN}`)
    expect(during.body.data).toHaveLength(3)

    await front.comeBack()
    const head = await actions.head()
    await service.waitForBlock(anvil.chainId, head)
    expect(stuckAt).toBeLessThan(head)
    expect(service.status()[0]!.lastError).toBeNull()

    const { body } = await fetchJson(
      `${service.url}/v1/account/${bob}/history?chainId=${CHAIN}&limit=100`,
    )
    const served = body.data.map((tx: { metadata: { hash: string } }) => tx.metadata.hash)
    expect(served).toEqual([...hashes].reverse())
    const [row] = await service.storage.sql.query<{ count: unknown }>(
      "select count(*)::int as count from transfers where kind = 'native' and to_address = $1",
      [bob],
    )
    expect(Number(row?.count)).toBe(8)
  })
})
