// `pnpm bench:paymaster`: measures the paymaster service (see docs/benchmarks.md) on embedded
// PGlite and on a Postgres server: pm_getPaymasterData over HTTP on loopback (policy check,
// reservation under the row lock, signature), one after another and eight at a time, and the
// two parts of the policy check on their own (decoding and matching the calls; the reservation's
// transaction).
import os from 'node:os'
import { postgresUnavailable, startTempPostgres } from '@foyer/sql/testing'
import type { Address } from 'viem'
import { checkPolicy } from '../src/policy/check-policy.js'
import { projectPolicySchema } from '../src/policy/policy-config.js'
import { userOperationSchema } from '../src/rpc/user-operation.js'
import { type PaymasterService, startPaymaster } from '../src/server.js'
import { utcDay } from '../src/spending/spending-ledger.js'
import {
  batchCallData,
  OPERATION_MAX_COST,
  params,
  rpc,
  TOKEN,
  testOptions,
  transferData,
  userOperation,
} from '../src/test-utils/fixtures.js'

const SAMPLES = 500
const WARM_UP = 20
const CONCURRENCY = 8
const RECIPIENT = '0x6666666666666666666666666666666666666666'
const CALL_DATA = batchCallData([
  { to: TOKEN, data: transferData(RECIPIENT, 1n) },
  { to: TOKEN, data: transferData(RECIPIENT, 2n) },
])

const sender = (index: number) => `0x${(index + 1).toString(16).padStart(40, '0')}` as Address

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms / p99 ${percentile(sorted, 99).toFixed(2)} ms`
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await work()
  return performance.now() - start
}

/** One signed answer per call, or throws: a refusal would measure the wrong path. */
async function sign(service: PaymasterService, index: number): Promise<void> {
  const answer = await rpc(
    service.url,
    'pm_getPaymasterData',
    params(userOperation(sender(index), CALL_DATA)),
  )
  if (!answer.result) throw new Error(`refused: ${JSON.stringify(answer.error)}`)
}

async function measure(engine: string, service: PaymasterService): Promise<void> {
  let next = 0
  for (let i = 0; i < WARM_UP; i++) await sign(service, next++)
  const sequential: number[] = []
  for (let i = 0; i < SAMPLES; i++) sequential.push(await timed(() => sign(service, next++)))
  const start = performance.now()
  const concurrent: number[] = []
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < SAMPLES / CONCURRENCY; i++) {
        const index = next++
        concurrent.push(await timed(() => sign(service, index)))
      }
    }),
  )
  const rate = (SAMPLES / ((performance.now() - start) / 1000)).toFixed(0)
  // The reservation alone (the database part of the policy check), straight on the ledger.
  const project = testOptions().projects[0]!
  const limits = {
    dailyCapPerSender: BigInt(project.dailyCapPerSender),
    totalBudget: BigInt(project.totalBudget),
  }
  const reservations: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const index = next++
    reservations.push(
      await timed(() =>
        service.ledger.reserve(
          {
            project: 'demo',
            chainId: 31337,
            sender: sender(index),
            nonce: 0n,
            amount: OPERATION_MAX_COST,
            day: utcDay(new Date()),
          },
          limits,
        ),
      ),
    )
  }
  console.info(
    `| ${engine} | ${summary(sequential)} | ${summary(concurrent)}, ${rate} signed/s | ${summary(reservations)} |`,
  )
}

async function main(): Promise<void> {
  console.info(
    `paymaster bench: ${SAMPLES} pm_getPaymasterData each (after ${WARM_UP} warm-ups), a batch of two ERC-20 transfers; load average ${os.loadavg()[0]!.toFixed(1)}`,
  )
  // The calls' decoding and matching, without I/O.
  const policy = projectPolicySchema.parse(testOptions().projects[0])
  const operation = userOperationSchema.parse(userOperation(sender(0), CALL_DATA))
  const rounds = 20_000
  const start = performance.now()
  for (let i = 0; i < rounds; i++) checkPolicy(policy, operation)
  const perCheck = ((performance.now() - start) * 1000) / rounds
  console.info(
    `policy match (decode executeBatch of 2 calls, check targets and selectors): ${perCheck.toFixed(1)} µs`,
  )
  console.info('| engine | sequential | 8 at a time | reservation alone |')
  console.info('|---|---|---|---|')
  const pglite = await startPaymaster(testOptions())
  try {
    await measure('PGlite (in memory)', pglite)
  } finally {
    await pglite.close()
  }
  const unavailable = postgresUnavailable()
  if (unavailable) {
    console.info(`Postgres skipped: ${unavailable}`)
    return
  }
  const postgres = await startTempPostgres()
  try {
    const service = await startPaymaster(
      testOptions({ ephemeral: false, databaseUrl: await postgres.freshDatabase() }),
    )
    try {
      await measure('Postgres 15', service)
    } finally {
      await service.close()
    }
  } finally {
    await postgres.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
