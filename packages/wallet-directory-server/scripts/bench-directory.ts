/**
 * Wallet directory benchmark (not a test): in-process cost of a page and a search, then HTTP
 * throughput on loopback, at 114 wallets (the committed data set) and at 100,000 (plus
 * synthetic ones). Bounded: a fixed number of in-process runs and a few seconds of HTTP per
 * scale. Run with `pnpm bench:directory` (`BENCH_SECONDS`, `BENCH_CONCURRENCY` adjust the HTTP
 * part).
 */
import { performance } from 'node:perf_hooks'
import type { WireWallet } from '@foyer/wallet-directory/protocol'
import { loadCatalog } from '../src/catalog.js'
import { createDirectory } from '../src/directory.js'
import { resolveServerOptions } from '../src/options.js'
import { parseWalletsQuery, type WalletsQuery } from '../src/query.js'
import { startWalletDirectoryServer } from '../src/server.js'
import { normalizeForSearch } from '../src/wallet-index.js'
import { getWithAgent, keepAliveAgent, WALLETS_QUERIES as QUERIES } from './bench-http.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const IN_PROCESS_RUNS = 2_000
/** The former scan is slow at 100,000 wallets: fewer runs keep the benchmark bounded. */
const SCAN_RUNS = 40

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

/** The per-request scan the indexes replaced, for comparison on the same machine. */
function scanBaseline(wallets: readonly WireWallet[]) {
  const names = wallets.map((wallet) => normalizeForSearch(wallet.name))
  return (query: WalletsQuery) => {
    const include = query.include.length > 0 ? new Set(query.include) : undefined
    const exclude = new Set(query.exclude)
    const chains = query.chains.length > 0 ? new Set(query.chains) : undefined
    const search = normalizeForSearch(query.search)
    const matching = wallets.filter(
      (wallet, index) =>
        (include === undefined || include.has(wallet.id)) &&
        !exclude.has(wallet.id) &&
        (chains === undefined || wallet.chains.some((chain) => chains.has(chain))) &&
        (query.badgeType !== 'certified' || wallet.badge_type === 'certified') &&
        (search === '' || names[index]?.includes(search)),
    )
    const start = (query.page - 1) * query.entries
    return { data: matching.slice(start, start + query.entries), count: matching.length }
  }
}

function timeRuns(run: () => unknown, runs = IN_PROCESS_RUNS): { p50: number; p99: number } {
  const samples: number[] = []
  for (let index = 0; index < runs; index++) {
    const started = performance.now()
    run()
    samples.push((performance.now() - started) * 1000)
  }
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) }
}

async function inProcess(synthetic: number) {
  const options = resolveServerOptions({ syntheticWallets: synthetic })
  const builtAt = performance.now()
  const directory = createDirectory(await loadCatalog(), options)
  const buildMs = performance.now() - builtAt
  const sdk = { projectId: undefined, sdkType: undefined, sdkVersion: undefined }
  const scan = scanBaseline(directory.wallets)
  const rows = QUERIES.map((query) => {
    const parsed = parseWalletsQuery(new URLSearchParams(query))
    const indexed = timeRuns(() => directory.listWallets(parsed, sdk))
    const scanned = timeRuns(() => scan(parsed), SCAN_RUNS)
    return { query, ...indexed, scanP50: scanned.p50 }
  })
  return { wallets: directory.wallets.length, buildMs, rows }
}

const keepAlive = keepAliveAgent(CONCURRENCY)
const get = (url: string) => getWithAgent(keepAlive, url)

async function overHttp(synthetic: number) {
  const server = await startWalletDirectoryServer({ syntheticWallets: synthetic })
  try {
    const latencies: number[] = []
    let failures = 0
    const until = performance.now() + SECONDS * 1000
    let next = 0
    const worker = async () => {
      while (performance.now() < until) {
        const query = QUERIES[next++ % QUERIES.length]
        const started = performance.now()
        const status = await get(`${server.url}/getWallets?${query}`).catch(() => 0)
        latencies.push(performance.now() - started)
        if (status !== 200) failures++
      }
    }
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const cpu = process.cpuUsage(cpuBefore)
    const elapsed = (performance.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    return {
      requests: latencies.length,
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      // User + system time of this process (server and clients) per request: unlike the
      // rate, it hardly moves with the machine's load.
      cpuMicrosPerRequest: (cpu.user + cpu.system) / latencies.length,
      failures,
    }
  } finally {
    await server.close()
  }
}

const fixed = (value: number, digits = 1) => value.toFixed(digits)

for (const synthetic of [0, 100_000 - 114]) {
  const local = await inProcess(synthetic)
  console.info(
    `\n## ${local.wallets} wallets (indexes built in ${fixed(local.buildMs)} ms)\n\n` +
      '| query | indexed p50 (µs) | indexed p99 (µs) | former scan p50 (µs) |\n|---|---|---|---|',
  )
  for (const row of local.rows) {
    console.info(
      `| \`${row.query}\` | ${fixed(row.p50)} | ${fixed(row.p99)} | ${fixed(row.scanP50)} |`,
    )
  }
  const http = await overHttp(synthetic)
  console.info(
    `\nHTTP /getWallets, ${CONCURRENCY} concurrent keep-alive clients for ${SECONDS} s on loopback, ` +
      `the queries above in turn: ${fixed(http.perSecond, 0)} req/s, p50 ${fixed(http.p50, 2)} ms, ` +
      `p99 ${fixed(http.p99, 2)} ms, ${fixed(http.cpuMicrosPerRequest, 0)} µs of CPU per request ` +
      `(server and clients), ${http.failures} failed of ${http.requests}`,
  )
}
keepAlive.destroy()
