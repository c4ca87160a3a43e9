import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseDataCommand } from '@foyer/service-kit'
import { runDataCommand } from '@foyer/sql'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATA_SERVICE_OPTIONS } from './cli-options.js'
import { startDataService } from './server.js'
import { ANVIL_ACCOUNTS, startTestAnvil, type TestAnvil } from './test-utils/anvil.js'
import { chainActions } from './test-utils/chain-actions.js'
import { fetchJson } from './test-utils/http.js'
import { UNREACHABLE_RPC } from './test-utils/serve.js'

const [alice, bob] = ANVIL_ACCOUNTS as unknown as Address[]
const CHAIN = 'eip155:31337'

let anvil: TestAnvil
let dir: string

beforeAll(async () => {
  anvil = await startTestAnvil()
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-data-backup-'))
})
afterAll(async () => {
  await anvil?.stop()
  if (dir) await fs.rm(dir, { recursive: true, force: true })
})

/** `foyer-data-service backup|restore <file> --data-dir <dir>`, as the CLI runs it. */
const dataCommand = (argv: string[]) =>
  runDataCommand(parseDataCommand(argv, {}, DATA_SERVICE_OPTIONS, 'data-service'))

describe('backup, then restore into a fresh data service', () => {
  it('keeps the index: the restored service answers the same history without the node', async () => {
    const actions = chainActions(anvil.rpcUrl, anvil.chainId)
    const token = await actions.deployToken(alice!, 'Backup Token', 'BAK', 18, 10n ** 24n)
    for (let i = 1; i <= 3; i++) await actions.transferToken(token, alice!, bob!, 10n ** 18n)
    const dataDir = path.join(dir, 'data')
    const first = await startDataService({
      chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
      dataDir,
      confirmations: 0,
      pollIntervalMs: 50,
      log: () => {},
    })
    const historyUrl = (base: string) => `${base}/v1/account/${bob}/history?chainId=${CHAIN}`
    /** An answer with the service's own URL (token images) taken out. */
    const portable = (body: unknown, base: string) =>
      JSON.parse(JSON.stringify(body).replaceAll(base, '<service>'))
    let expected: unknown
    try {
      await first.waitForBlock(anvil.chainId, await actions.head())
      expected = portable((await fetchJson(historyUrl(first.url))).body, first.url)
    } finally {
      await first.close()
    }

    const file = path.join(dir, 'backups', 'data.tar.gz')
    expect(await dataCommand(['backup', file, '--data-dir', dataDir])).toMatch(/^backed up /)
    const restoredDir = path.join(dir, 'restored')
    expect(await dataCommand(['restore', file, '--data-dir', restoredDir])).toMatch(/^restored /)
    // Restoring over existing data is refused, not merged.
    await expect(dataCommand(['restore', file, '--data-dir', restoredDir])).rejects.toThrow()

    // No node: every answer comes from the restored index.
    const restored = await startDataService({
      chains: [{ chainId: anvil.chainId, rpcUrl: UNREACHABLE_RPC }],
      dataDir: restoredDir,
      retryInitialMs: 60_000,
      log: () => {},
    })
    try {
      const history = await fetchJson(historyUrl(restored.url))
      expect(portable(history.body, restored.url)).toEqual(expected)
      expect(history.body.data).toHaveLength(3)
    } finally {
      await restored.close()
    }
  })
})
