import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDataService } from './server.js'
import { ANVIL_ACCOUNTS, startTestAnvil, type TestAnvil } from './test-utils/anvil.js'
import { chainActions } from './test-utils/chain-actions.js'
import { fetchJson } from './test-utils/http.js'

const [alice, bob] = ANVIL_ACCOUNTS as unknown as Address[]
const CHAIN = 'eip155:31337'

let anvil: TestAnvil
let actions: ReturnType<typeof chainActions>
let token: Address
let dataDir: string

beforeAll(async () => {
  anvil = await startTestAnvil()
  actions = chainActions(anvil.rpcUrl, anvil.chainId)
  token = await actions.deployToken(alice!, 'Resume Token', 'RSM', 18, 10n ** 24n)
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-data-service-'))
})
afterAll(async () => {
  await anvil?.stop()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

const countTransfers = async (service: Awaited<ReturnType<typeof startDataService>>) => {
  const [row] = await service.storage.sql.query<{ count: unknown }>(
    'select count(*)::int as count from transfers where chain_id = $1',
    [anvil.chainId],
  )
  return Number(row?.count)
}

describe('a restart', () => {
  it('resumes from stored progress: no gap, no duplicate, holdings still match balanceOf', async () => {
    for (let i = 1; i <= 4; i++)
      await actions.transferToken(token, alice!, bob!, BigInt(i) * 10n ** 18n)
    const options = {
      chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
      dataDir,
      confirmations: 0,
      pollIntervalMs: 50,
      log: () => {},
    }
    const first = await startDataService(options)
    await first.waitForBlock(anvil.chainId, await actions.head())
    // The mint in the deployment, then four transfers.
    expect(await countTransfers(first)).toBe(5)
    await first.close()

    const later: string[] = []
    for (let i = 0; i < 3; i++) {
      later.push((await actions.transferToken(token, bob!, alice!, 10n ** 17n)).transactionHash)
    }
    const second = await startDataService(options)
    try {
      await second.waitForBlock(anvil.chainId, await actions.head())
      // Only the new blocks were read: the stored ones were not indexed again.
      expect(second.status()[0]!.transfersStored).toBe(3)
      expect(await countTransfers(second)).toBe(8)
      const { body } = await fetchJson(`${second.url}/v1/account/${bob}/balance?chainId=${CHAIN}`)
      const held = body.balances.find((b: { symbol: string }) => b.symbol === 'RSM')
      expect(held.quantity.numeric).toBe('9.7')
      expect(await actions.tokenBalance(token, bob!)).toBe(97n * 10n ** 17n)
      const history = await fetchJson(`${second.url}/v1/account/${bob}/history?chainId=${CHAIN}`)
      const hashes = history.body.data.map((tx: { metadata: { hash: string } }) => tx.metadata.hash)
      expect(hashes.slice(0, 3)).toEqual([...later].reverse())
      expect(hashes).toHaveLength(7)
    } finally {
      await second.close()
    }
  })
})

describe('the confirmation depth', () => {
  it('keeps the newest blocks out of the index until they are deep enough', async () => {
    const service = await startDataService({
      ephemeral: true,
      chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
      confirmations: 2,
      pollIntervalMs: 50,
      log: () => {},
    })
    try {
      const head = await actions.head()
      await service.waitForBlock(anvil.chainId, head - 2n)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(service.status()[0]!.nextBlock).toBe(head - 1n)
      const receipt = await actions.sendEther(alice!, bob!, '0.01')
      await actions.sendEther(alice!, bob!, '0.01')
      await actions.sendEther(alice!, bob!, '0.01')
      await service.waitForBlock(anvil.chainId, receipt.blockNumber)
      expect(service.status()[0]!.nextBlock).toBe(receipt.blockNumber + 1n)
    } finally {
      await service.close()
    }
  })
})
