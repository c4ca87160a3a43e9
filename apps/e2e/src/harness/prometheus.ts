import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Debian's Prometheus (`apt-get install prometheus`); the check skips, saying so, without it. */
export const PROMETHEUS_PATH = '/usr/bin/prometheus'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
/** The configuration an operator starts from (`deploy/prometheus`). */
export const PROMETHEUS_CONFIG_DIR = path.join(repoRoot, 'deploy/prometheus')

/** A Prometheus server scraping the stack, and its HTTP API. */
export interface RunningPrometheus {
  url: string
  /** `GET /api/v1/<path>`'s `data`. */
  api<Data>(apiPath: string): Promise<Data>
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts Prometheus on the committed `deploy/prometheus` configuration with each job's target
 * replaced by where this stack runs it (`targets`: job name → `host:port`) and a 1-second scrape
 * interval. Every job of the file must be given a target: a job the stack does not run is an
 * error, so the file and the services cannot drift apart.
 */
export async function startPrometheus(targets: Record<string, string>): Promise<RunningPrometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-prometheus-'))
  let config = readFileSync(path.join(PROMETHEUS_CONFIG_DIR, 'prometheus.yml'), 'utf8')
  const jobs = [
    ...config.matchAll(/job_name: (\S+)\n\s+static_configs:\n\s+- targets: \["[^"]+"\]/g),
  ]
  const missing = jobs.map((job) => job[1]!).filter((job) => !(job in targets))
  if (missing.length > 0) throw new Error(`no target for ${missing.join(', ')}`)
  for (const [job, target] of Object.entries(targets)) {
    const pattern = new RegExp(
      `(job_name: ${job}\\n\\s+static_configs:\\n\\s+- targets: \\[)"[^"]+"`,
    )
    if (!pattern.test(config)) throw new Error(`deploy/prometheus/prometheus.yml has no job ${job}`)
    config = config.replace(pattern, `$1"${target}"`)
  }
  config = config.replace(/scrape_interval: \S+/, 'scrape_interval: 1s')
  config = config.replace(/evaluation_interval: \S+/, 'evaluation_interval: 1s')
  writeFileSync(path.join(dir, 'prometheus.yml'), config)
  writeFileSync(
    path.join(dir, 'foyer-alerts.yml'),
    readFileSync(path.join(PROMETHEUS_CONFIG_DIR, 'foyer-alerts.yml')),
  )
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    PROMETHEUS_PATH,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString()}`.slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  const api = async <Data>(apiPath: string): Promise<Data> => {
    const response = await fetch(`${url}/api/v1/${apiPath}`)
    const body = (await response.json()) as { status: string; data: Data; error?: string }
    if (body.status !== 'success') throw new Error(`prometheus ${apiPath}: ${body.error}`)
    return body.data
  }
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`prometheus exited: ${stderr}`)
    const ready = await fetch(`${url}/-/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (attempt > 150) {
      await stop()
      throw new Error(`prometheus not ready after 15 s: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, api, stop }
}

/** Whether Prometheus is installed; the reason to skip when it is not. */
export function prometheusUnavailableReason(): string | undefined {
  return existsSync(PROMETHEUS_PATH)
    ? undefined
    : `no Prometheus at ${PROMETHEUS_PATH} (apt-get install prometheus)`
}
