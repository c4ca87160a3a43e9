import { postgresUnavailable, startTempPostgres, type TempPostgres } from '@foyer/sql/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymasterService, startPaymaster } from '../server.js'
import {
  batchCallData,
  OPERATION_MAX_COST,
  params,
  rpc,
  TOKEN,
  testOptions,
  transferData,
  userOperation,
} from '../test-utils/fixtures.js'
import { utcDay } from './spending-ledger.js'

// Two paymaster instances on one real Postgres, as a deployment behind a load balancer runs
// them: a sender firing operations at both at once gets no more than its daily cap sponsored.
const unavailable = postgresUnavailable()
const SENDER = '0x7777777777777777777777777777777777777777'
const RECIPIENT = '0x6666666666666666666666666666666666666666'
const CAP_OPERATIONS = 3n
let postgres: TempPostgres | undefined
const instances: PaymasterService[] = []

beforeAll(async () => {
  if (unavailable) return
  postgres = await startTempPostgres()
  const databaseUrl = await postgres.freshDatabase()
  const options = testOptions({
    ephemeral: false,
    databaseUrl,
    projects: [
      {
        ...testOptions().projects[0]!,
        dailyCapPerSender: (CAP_OPERATIONS * OPERATION_MAX_COST).toString(),
      },
    ],
  })
  // One after the other: the second finds the schema migrated.
  instances.push(await startPaymaster(options))
  instances.push(await startPaymaster(options))
}, 120_000)

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()))
  await postgres?.stop()
})

describe.skipIf(unavailable)("the sender's daily cap across two instances on one Postgres", () => {
  it('sponsors exactly the cap when twelve operations race through both instances', async () => {
    const callData = batchCallData([
      { to: TOKEN, data: transferData(RECIPIENT, 1n) },
      { to: TOKEN, data: transferData(RECIPIENT, 2n) },
    ])
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, nonce) =>
        rpc(
          instances[nonce % 2]!.url,
          'pm_getPaymasterData',
          params(userOperation(SENDER, callData, BigInt(nonce))),
        ),
      ),
    )
    const signed = answers.filter((answer) => answer.result?.paymasterData)
    const refused = answers.filter((answer) => answer.error?.data?.reason === 'daily-cap-reached')
    expect(signed).toHaveLength(Number(CAP_OPERATIONS))
    expect(refused).toHaveLength(12 - Number(CAP_OPERATIONS))
    for (const instance of instances) {
      expect(await instance.ledger.spending('demo', SENDER, utcDay(new Date()))).toEqual({
        senderToday: CAP_OPERATIONS * OPERATION_MAX_COST,
        projectTotal: CAP_OPERATIONS * OPERATION_MAX_COST,
      })
    }
  })
})
