// `pnpm bench:data`: indexes a 100,000-transfer history over 1,000 accounts and measures
// the data service (see docs/benchmarks.md). The history is fed through the indexer's own
// ingest path (JSON-RPC-shaped blocks and Transfer logs → buildRange → storeRange, in
// 500-block ranges as the indexer stores them) rather than mined into anvil, so the run
// stays within minutes; balances read the native balance from a real anvil node.
import os from 'node:os'
import { postgresUnavailable, startTempPostgres } from '@foyer/sql/testing'
import { TRANSFER_TOPIC } from '../src/indexer/chain-reader.js'
import { buildRange } from '../src/indexer/range-builder.js'
import { startDataService } from '../src/server.js'
import { startTestAnvil } from '../src/test-utils/anvil.js'

const ACCOUNTS = 1_000
const TRANSFERS = 100_000
const HERO_TRANSFERS = 10_000
const TXS_PER_BLOCK = 10
const BLOCKS_PER_RANGE = 500
const SAMPLES = 200
const CHAIN_ID = 31337
const CHAIN = `eip155:${CHAIN_ID}`
const TOKEN = `0x${'7'.repeat(40)}`

const account = (index: number) => `0x${(index + 1).toString(16).padStart(40, '0')}`
const HERO = account(0)
const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`
const hex = (value: number | bigint) => `0x${value.toString(16)}`

/** The synthetic chain: one ERC-20 transfer per transaction, the hero in every tenth. */
function* ranges() {
  let tx = 0
  let block = 1
  let rng = 42
  const random = () => {
    rng = (rng * 1_103_515_245 + 12_345) % 2 ** 31
    return rng
  }
  while (tx < TRANSFERS) {
    const blocks = []
    const logs = []
    for (let b = 0; b < BLOCKS_PER_RANGE && tx < TRANSFERS; b++, block++) {
      const transactions = []
      for (let i = 0; i < TXS_PER_BLOCK && tx < TRANSFERS; i++, tx++) {
        const hero = tx % (TRANSFERS / HERO_TRANSFERS) === 0
        const from = hero && tx % 2 === 0 ? HERO : account(1 + (random() % (ACCOUNTS - 1)))
        const to = hero && tx % 2 !== 0 ? HERO : account(1 + (random() % (ACCOUNTS - 1)))
        const hash = `0x${tx.toString(16).padStart(64, '0')}`
        transactions.push({ hash, from, to: TOKEN, value: 0n, transactionIndex: BigInt(i) })
        logs.push({
          address: TOKEN,
          topics: [TRANSFER_TOPIC, topic(from), topic(to)],
          data: `0x${(1000n + BigInt(tx)).toString(16).padStart(64, '0')}`,
          transactionHash: hash,
          logIndex: BigInt(i),
          blockNumber: BigInt(block),
        })
      }
      blocks.push({
        number: BigInt(block),
        hash: hex(block),
        timestamp: BigInt(1_700_000_000 + block * 12),
        transactions,
      })
    }
    yield { blocks, logs, nextBlock: BigInt(block) }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function timed(url: string): Promise<number> {
  const start = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - start
}

async function latency(url: string): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 10; i++) await timed(url) // warm-up
  const samples: number[] = []
  for (let i = 0; i < SAMPLES; i++) samples.push(await timed(url))
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) }
}

async function run(engine: 'PGlite' | 'Postgres', databaseUrl?: string) {
  const anvil = await startTestAnvil({ chainId: CHAIN_ID })
  const service = await startDataService({
    chains: [{ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl, startBlock: 10_000_000 }],
    ...(databaseUrl === undefined ? { ephemeral: true } : { databaseUrl }),
    log: () => {},
  })
  try {
    await service.storage.index.storeRange({
      chainId: CHAIN_ID,
      transactions: [],
      transfers: [],
      tokens: [
        { address: TOKEN, kind: 'erc20', name: 'Bench Token', symbol: 'BNCH', decimals: 18 },
      ],
      nftMetadata: [],
      nextBlock: 10_000_000n,
    })
    const started = performance.now()
    let stored = 0
    for (const range of ranges()) {
      const { transactions, transfers } = buildRange(range.blocks, range.logs, new Map())
      const result = await service.storage.index.storeRange({
        chainId: CHAIN_ID,
        transactions,
        transfers,
        tokens: [],
        nftMetadata: [],
        nextBlock: 10_000_000n,
      })
      stored += result.transfers
    }
    const seconds = (performance.now() - started) / 1000
    const history = `${service.url}/v1/account/${HERO}/history?chainId=${CHAIN}&limit=20`
    const page1 = await latency(history)
    let cursor: string | null = null
    for (let page = 1; page < 100; page++) {
      const response = await fetch(cursor === null ? history : `${history}&cursor=${cursor}`)
      const body = (await response.json()) as { next: string | null }
      cursor = body.next
    }
    if (cursor === null) throw new Error('the hero history has fewer than 100 pages')
    const page100 = await latency(`${history}&cursor=${cursor}`)
    const balances = await latency(`${service.url}/v1/account/${HERO}/balance?chainId=${CHAIN}`)
    const rssMb = process.memoryUsage().rss / 2 ** 20
    return { engine, stored, seconds, page1, page100, balances, rssMb }
  } finally {
    await service.close()
    await anvil.stop()
  }
}

const results = [await run('PGlite')]
const unavailable = postgresUnavailable()
if (unavailable) {
  console.info(`Postgres run skipped: ${unavailable}`)
} else {
  const server = await startTempPostgres()
  try {
    results.push(await run('Postgres', await server.freshDatabase()))
  } finally {
    await server.stop()
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`
console.info(
  `\nData service benchmark: ${TRANSFERS.toLocaleString('en')} ERC-20 transfers over ${ACCOUNTS.toLocaleString('en')} accounts, one account in ${HERO_TRANSFERS.toLocaleString('en')}`,
)
console.info(
  'Ingest: synthetic JSON-RPC blocks and logs through buildRange → storeRange (500-block ranges)',
)
console.info(
  `Machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
)
console.info(
  '| engine | indexing rate | history page 1 p50 / p99 | page 100 p50 / p99 | balances p50 / p99 | RSS |',
)
console.info('|---|---|---|---|---|---|')
for (const r of results) {
  console.info(
    `| ${r.engine} | ${Math.round(r.stored / r.seconds).toLocaleString('en')} transfers/s (${r.stored.toLocaleString('en')} in ${r.seconds.toFixed(1)} s) | ${ms(r.page1.p50)} / ${ms(r.page1.p99)} | ${ms(r.page100.p50)} / ${ms(r.page100.p99)} | ${ms(r.balances.p50)} / ${ms(r.balances.p99)} | ${Math.round(r.rssMb)} MB |`,
  )
}
