import { postgresUnavailable, startTempPostgres, type TempPostgres } from '@foyer/sql/testing'
import { afterAll, beforeAll } from 'vitest'
import { openStorage } from './open-storage.js'
import { describeStorageSuite } from './storage-suite.js'

const unavailable = postgresUnavailable()
if (unavailable) console.warn(`Skipping the storage suite on Postgres: ${unavailable}`)

let server: TempPostgres | undefined

beforeAll(async () => {
  if (!unavailable) server = await startTempPostgres()
})
afterAll(async () => {
  await server?.stop()
})

describeStorageSuite(
  'a Postgres server (Debian postgresql, started by the test)',
  async () => {
    if (!server) throw new Error('the Postgres server did not start')
    return openStorage({ engine: 'postgres', databaseUrl: await server.freshDatabase() })
  },
  unavailable,
)
