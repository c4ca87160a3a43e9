import { postgresUnavailable, startTempPostgres, type TempPostgres } from '@foyer/sql/testing'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_UNAVAILABLE_MESSAGE } from './http/errors.js'
import { type DataService, startDataService } from './server.js'
import { ANVIL_ACCOUNTS, startTestAnvil, type TestAnvil } from './test-utils/anvil.js'
import { chainActions } from './test-utils/chain-actions.js'
import { fetchJson } from './test-utils/http.js'

const unavailable = postgresUnavailable()
if (unavailable) console.info(`data-service Postgres outage test skipped: ${unavailable}`)

const [alice, bob] = ANVIL_ACCOUNTS as unknown as Address[]
const CHAIN = 'eip155:31337'

/** Polls `check` until it holds. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('did not happen in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Postgres stopped under a running data service (issue 40 item 6): requests answer a clear
 * 503 and `/ready` false while the indexer waits; when Postgres returns, everything recovers
 * on its own and the blocks mined during the outage are indexed once, none lost.
 */
describe.skipIf(unavailable !== null)(
  'Postgres stopped under the data service',
  { timeout: 180_000 },
  () => {
    let anvil: TestAnvil
    let postgres: TempPostgres
    let service: DataService
    let actions: ReturnType<typeof chainActions>
    let token: Address
    const logs: string[] = []

    beforeAll(async () => {
      anvil = await startTestAnvil()
      actions = chainActions(anvil.rpcUrl, anvil.chainId)
      token = await actions.deployToken(alice!, 'Outage Token', 'OUT', 18, 10n ** 24n)
      postgres = await startTempPostgres()
      service = await startDataService({
        databaseUrl: await postgres.freshDatabase(),
        chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
        confirmations: 0,
        pollIntervalMs: 50,
        retryInitialMs: 100,
        retryMaxMs: 500,
        log: (line) => logs.push(line),
      })
    }, 120_000)
    afterAll(async () => {
      await service?.close()
      await postgres?.stop()
      await anvil?.stop()
    })

    const history = async () => {
      const answer = await fetchJson(`${service.url}/v1/account/${bob}/history?chainId=${CHAIN}`)
      expect(answer.status).toBe(200)
      return answer.body.data.map((tx: { metadata: { hash: string } }) => tx.metadata.hash)
    }
    const storedTransfers = async () => {
      const rows = await service.storage.sql.query<{ count: unknown }>(
        'select count(*)::int as count from transfers where chain_id = $1',
        [anvil.chainId],
      )
      return Number(rows[0]?.count)
    }

    it('answers 503 and /ready false while Postgres is down, then indexes the missed blocks once', async () => {
      const before: string[] = []
      for (let i = 1; i <= 3; i++) {
        before.push((await actions.transferToken(token, alice!, bob!, 10n ** 18n)).transactionHash)
      }
      await service.waitForBlock(anvil.chainId, await actions.head())
      expect(await history()).toEqual([...before].reverse())
      expect(await fetchJson(`${service.url}/ready`)).toMatchObject({
        status: 200,
        body: { ready: true },
      })

      await postgres.pause()
      const during = await fetchJson(`${service.url}/v1/account/${bob}/history?chainId=${CHAIN}`)
      expect(during).toMatchObject({
        status: 503,
        body: { error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } },
      })
      expect(await fetchJson(`${service.url}/ready`)).toMatchObject({
        status: 503,
        body: { ready: false, checks: { database: { ok: false } } },
      })
      expect((await fetchJson(`${service.url}/health`)).status).toBe(200)
      // The chain goes on while the index cannot be written.
      const missed: string[] = []
      for (let i = 1; i <= 2; i++) {
        missed.push((await actions.transferToken(token, alice!, bob!, 10n ** 18n)).transactionHash)
      }
      await eventually(() => service.status()[0]?.lastError != null)

      await postgres.resume()
      await eventually(async () => (await fetchJson(`${service.url}/ready`)).status === 200)
      await service.waitForBlock(anvil.chainId, await actions.head())
      expect(await history()).toEqual([...missed.reverse(), ...before.reverse()])
      // The deployment's mint and five transfers; the holdings count each once (5, not more).
      expect(await storedTransfers()).toBe(6)
      const balance = await fetchJson(`${service.url}/v1/account/${bob}/balance?chainId=${CHAIN}`)
      const held = balance.body.balances.find((b: { symbol: string }) => b.symbol === 'OUT')
      expect(held.quantity.numeric).toBe('5')
      expect(logs.join('\n')).toMatch(/the database cannot be reached/)
    })
  },
)
