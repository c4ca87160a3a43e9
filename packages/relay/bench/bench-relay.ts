import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { redisUnavailableReason, startRedisServer } from '@foyer/service-kit/testing'
import { type RelayProcess, startRelayProcess } from '../src/test-utils/relay-process.js'
import { ATTACKS } from './attacks.js'
import { LoadPopulation, type PhaseResult } from './load-population.js'

const print = (text: string) => process.stdout.write(`${text}\n`)

// `pnpm bench:relay [--quick]`: relay processes on one Debian redis-server, all on loopback.
// Well-behaved clients in pairs publish to each other at a fixed total rate; the bench measures
// delivered messages/s and delivery latency (publish sent → message received) for 1, 2 and 4
// nodes, then the same while an attacker process runs each abuse of the relay's abuse tests,
// then kills one node mid-run and counts acknowledged messages never delivered.

const quick = process.argv.includes('--quick')
const flag = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const base = quick
  ? { clients: 2_000, nodes: [1, 2], phaseMs: 4_000, ratePerSecond: 500 }
  : { clients: 2_000, nodes: [1, 2, 4], phaseMs: 8_000, ratePerSecond: 500 }
// `--clients=`, `--rate=` (messages/s offered in all), `--nodes=1,2`, `--attacks=none|a,b`.
const settings = {
  clients: Number(flag('clients') ?? base.clients),
  ratePerSecond: Number(flag('rate') ?? base.ratePerSecond),
  nodes: flag('nodes')?.split(',').map(Number) ?? base.nodes,
  phaseMs: base.phaseMs,
  attacks: ATTACKS.filter((attack) =>
    (flag('attacks') ?? ATTACKS.join(',')).split(',').includes(attack),
  ),
}
const P99_TARGET_MS = 250
const attackerScript = fileURLToPath(new URL('./attacker.ts', import.meta.url))

// Every client of the bench shares 127.0.0.1, so per-address quotas are lifted; per-client
// quotas, the memory bound and every other limit keep their defaults.
const relayFlags = (redisUrl: string) => [
  '--redis-url',
  redisUrl,
  '--allow-anonymous',
  ...['--max-connections-per-ip', '20000', '--max-subscriptions-per-ip', '200000'],
  ...['--max-stored-bytes-per-ip', String(256 * 1024 * 1024)],
  ...['--publish-rate-per-ip', '1000000', '--publish-burst-per-ip', '1000000'],
  ...['--publish-bytes-per-second-per-ip', String(2 ** 40)],
  ...['--publish-bytes-burst-per-ip', String(2 ** 40)],
]

interface Row {
  nodes: number
  scenario: string
  result: PhaseResult
  memoryMiB: number
  boundMiB: number
  rssMiB: number
}

async function startAttacker(kind: string, urls: readonly string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', attackerScript, kind, ...urls], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('attacking')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`attacker ${kind} exited (${code})`)))
  })
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  return child
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

async function peakHealth(relays: readonly RelayProcess[]) {
  const healths = await Promise.all(relays.map((relay) => relay.health().catch(() => undefined)))
  const mib = (bytes: number) => bytes / 1024 / 1024
  let memoryMiB = 0
  let boundMiB = 0
  let rssMiB = 0
  for (const health of healths) {
    if (!health) continue
    memoryMiB = Math.max(memoryMiB, mib(health.memory.usedBytes))
    boundMiB = Math.max(boundMiB, mib(health.memory.boundBytes))
    rssMiB = Math.max(rssMiB, mib(health.rssBytes))
  }
  return { memoryMiB, boundMiB, rssMiB }
}

async function benchNodes(redisUrl: string, nodes: number, rows: Row[]): Promise<void> {
  const relays = await Promise.all(
    Array.from({ length: nodes }, () => startRelayProcess(relayFlags(redisUrl))),
  )
  const urls = relays.map((relay) => relay.url)
  const population = await LoadPopulation.start(urls, settings.clients)
  const { phaseMs, ratePerSecond } = settings
  const record = async (scenario: string, result: PhaseResult, live = relays) => {
    const row = { nodes, scenario, result, ...(await peakHealth(live)) }
    rows.push(row)
    print(formatRow(row))
  }
  try {
    await record('baseline', await population.run('baseline', ratePerSecond, phaseMs, 20_000))
    for (const attack of settings.attacks) {
      const attacker = await startAttacker(attack, urls)
      try {
        // Late is not lost: once the load stops, the attacker is stopped and deliveries may
        // catch up for 20 s; acknowledged messages still undelivered then count as lost.
        const result = await population.run(attack, ratePerSecond, phaseMs, 20_000, undefined, () =>
          stopChild(attacker),
        )
        await record(`attack: ${attack}`, result)
      } finally {
        await stopChild(attacker)
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    if (nodes > 1) {
      const victim = relays[nodes - 1]
      const result = await population.run('kill', ratePerSecond, phaseMs, 15_000, async () => {
        population.urls = urls.slice(0, -1)
        await victim?.stop()
      })
      await record('kill 1 node mid-run', result, relays.slice(0, -1))
    }
  } finally {
    population.close()
    await Promise.all(relays.map((relay) => relay.stop()))
  }
}

const HEADER =
  '| nodes | scenario | offered msg/s | delivered msg/s | p50 ms | p99 ms | acked | lost acked | accounted MiB (bound) | RSS MiB | p99 < 250 ms |'

function formatRow({ nodes, scenario, result, memoryMiB, boundMiB, rssMiB }: Row): string {
  const cells = [
    nodes,
    scenario,
    result.offeredPerSecond,
    result.deliveredPerSecond.toFixed(0),
    result.p50Ms.toFixed(1),
    result.p99Ms.toFixed(1),
    result.acknowledged,
    result.lost,
    `${memoryMiB.toFixed(1)} (${boundMiB.toFixed(0)})`,
    rssMiB.toFixed(0),
    scenario.startsWith('kill') ? '—' : result.p99Ms < P99_TARGET_MS ? 'yes' : 'NO',
  ]
  return `| ${cells.join(' | ')} |`
}

async function main(): Promise<void> {
  const unavailable = redisUnavailableReason()
  if (unavailable) {
    console.error(`bench:relay needs Debian's redis-server: ${unavailable}`)
    process.exit(1)
  }
  const redis = await startRedisServer()
  const rows: Row[] = []
  const started = Date.now()
  print(
    `bench:relay${quick ? ' --quick' : ''}: ${settings.clients} clients, ${settings.ratePerSecond} msg/s offered, ${settings.phaseMs / 1000} s per phase`,
  )
  try {
    for (const nodes of settings.nodes) {
      await redis.client.flushall()
      await benchNodes(redis.url, nodes, rows)
    }
  } finally {
    await redis.stop()
  }
  print(`\n${HEADER}\n|${'---|'.repeat(11)}\n${rows.map(formatRow).join('\n')}`)
  print(`\n(${((Date.now() - started) / 1000).toFixed(0)} s in all)`)
  // The node-kill row's p99 includes redelivery after reconnecting: only its losses count.
  const failed = rows.filter(
    (row) =>
      row.result.lost > 0 ||
      (!row.scenario.startsWith('kill') && !(row.result.p99Ms < P99_TARGET_MS)),
  )
  if (failed.length > 0) {
    print(`${failed.length} row(s) lost acknowledged messages or missed p99 < ${P99_TARGET_MS} ms`)
    process.exitCode = 1
  }
}

await main()
