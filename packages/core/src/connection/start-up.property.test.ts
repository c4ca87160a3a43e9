import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openModal } from '../modal/open-modal.js'
import { createMemoryStorage } from '../storage/backend.js'
import { storageSchemas } from '../storage/schemas.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { startClient } from './start-client.js'

const names = [
  ...Object.keys(storageSchemas),
  'cache:balance',
  'cache:portfolio',
  'cache:ens',
  'cache:identity',
]

/** Plausible and hostile stored texts: JSON of anything, near-valid values, and raw strings. */
const storedText = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.constantFrom(
    '{"eip155":"connected"}',
    '{"eip155":"injected"}',
    '["eip155","solana","cosmos"]',
    '"eip155:11155111"',
    '"eip155"',
    '{"eip155:1:0x1":{"timestamp":0,"value":{"balance":"1","symbol":"ETH"}}}',
    '{"__proto__":{"timestamp":1}}',
    '[{"id":"a","name":"A"},{"id":"b"},{"id":"c","name":"C"}]',
    'null',
    'undefined',
    '',
  ),
)

const storedEntries = fc.dictionary(
  fc.oneof(fc.constantFrom(...names), fc.string()).map((name) => `foyer:test-project:${name}`),
  storedText,
)

describe('start-up with random stored values', () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterAll(() => {
    vi.restoreAllMocks()
  })

  it('never throws, and leaves every namespace in a valid state', async () => {
    await fc.assert(
      fc.asyncProperty(storedEntries, fc.boolean(), async (entries, holdsSession) => {
        const adapter = new TestAdapter({ walletNetwork: 'eip155:1' })
        if (holdsSession) adapter.session = 'injected'
        const client = createTestClient({
          adapters: [adapter],
          storage: createMemoryStorage(entries),
        })
        await startClient(client)
        await openModal(client)
        const { byNamespace, activeNamespace } = client.stores.account.getState()
        for (const account of Object.values(byNamespace)) {
          expect(['disconnected', 'connected']).toContain(account.status)
          if (account.status === 'connected') expect(account.caipAddress).toBeDefined()
        }
        expect(['eip155', 'solana', 'bip122', 'polkadot']).toContain(activeNamespace)
        expect(client.stores.network.getState().byNamespace.eip155?.caipNetwork).toBeDefined()
        expect(client.storage.get('recentWallets')?.length ?? 0).toBeLessThanOrEqual(3)
      }),
      { numRuns: 300 },
    )
  })
})
