/**
 * Wallet directory against another checkout of itself (not a test): both servers run in this
 * process and are loaded in turn, 2-second slices, 8 rounds, 16 keep-alive clients, the
 * queries of `pnpm bench:directory`. Turns alternate, so a busy machine slows both alike; the
 * CPU time per request (this process: servers and clients) is the figure to compare.
 *
 * Usage: `BASELINE_DIR=/path/to/other/checkout pnpm bench:directory:against` (the other
 * checkout installed with `pnpm install`).
 */
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { getWithAgent, keepAliveAgent, WALLETS_QUERIES } from './bench-http.js'

type Start = (options: {
  syntheticWallets: number
}) => Promise<{ url: string; close(): Promise<void> }>

const baselineDir = process.env.BASELINE_DIR
if (!baselineDir) throw new Error('set BASELINE_DIR to the checkout to compare with')
const SLICE_MS = 2_000
const ROUNDS = 8
const CLIENTS = 16

const load = async (root: string): Promise<Start> => {
  const file = path.join(root, 'packages/wallet-directory-server/src/server.ts')
  const module = (await import(pathToFileURL(file).href)) as { startWalletDirectoryServer: Start }
  return module.startWalletDirectoryServer
}
const versions = {
  baseline: await load(path.resolve(baselineDir)),
  this: await load(path.resolve(import.meta.dirname, '../../..')),
}
const agent = keepAliveAgent(CLIENTS)

async function slice(url: string, ms: number): Promise<{ requests: number; cpuMicros: number }> {
  let requests = 0
  let next = 0
  const until = performance.now() + ms
  const cpuBefore = process.cpuUsage()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        await getWithAgent(
          agent,
          `${url}/getWallets?${WALLETS_QUERIES[next++ % WALLETS_QUERIES.length]}`,
        )
        requests++
      }
    }),
  )
  const cpu = process.cpuUsage(cpuBefore)
  return { requests, cpuMicros: cpu.user + cpu.system }
}

for (const synthetic of [0, 100_000 - 114]) {
  const names = ['baseline', 'this'] as const
  const servers = {
    baseline: await versions.baseline({ syntheticWallets: synthetic }),
    this: await versions.this({ syntheticWallets: synthetic }),
  }
  const totals = { baseline: { requests: 0, cpuMicros: 0 }, this: { requests: 0, cpuMicros: 0 } }
  for (const name of names) await slice(servers[name].url, 1_000)
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const result = await slice(servers[name].url, SLICE_MS)
      totals[name].requests += result.requests
      totals[name].cpuMicros += result.cpuMicros
    }
  }
  for (const name of names) {
    const { requests, cpuMicros } = totals[name]
    const perSecond = requests / ((ROUNDS * SLICE_MS) / 1000)
    console.info(
      `${synthetic + 114} wallets, ${name}: ${perSecond.toFixed(0)} req/s, ` +
        `${(cpuMicros / requests).toFixed(0)} µs of CPU per request`,
    )
  }
  await Promise.all(names.map((name) => servers[name].close()))
}
agent.destroy()
