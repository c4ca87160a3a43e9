import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'

/** Debian's Redis server, as `.ci/run` installs it. */
export const REDIS_SERVER_PATH = '/usr/bin/redis-server'

/** A `redis-server` child on a free loopback port with its own temporary directory. */
export interface RedisServerProcess {
  readonly url: string
  /** A client for assertions (closed by {@link stop}). */
  readonly client: Redis
  stop(): Promise<void>
}

/** Why the Redis suites cannot run here, or `undefined` if they can. */
export function redisUnavailableReason(): string | undefined {
  if (existsSync(REDIS_SERVER_PATH)) return undefined
  return `${REDIS_SERVER_PATH} is missing (apt-get install redis-server): Redis cluster tests skipped`
}

/**
 * Starts `redis-server` (no persistence to disk, loopback only); resolves once it answers PING.
 * The port is picked free and then bound by the child, so another process may take it in
 * between: the server that answers must be this child (its `process_id`), else a new port is tried.
 * Without that check, two test files could share one Redis and flush each other's data.
 */
export async function startRedisServer(): Promise<RedisServerProcess> {
  const failures: string[] = []
  for (let attempt = 0; attempt < 5; attempt++) {
    const started = await startOnFreePort()
    if (typeof started !== 'string') return started
    failures.push(started)
  }
  throw new Error(`redis-server did not start: ${failures.join('; ')}`)
}

/** One attempt: the started server, or why it did not start on the port it was given. */
async function startOnFreePort(): Promise<RedisServerProcess | string> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'foyer-redis-'))
  const child: ChildProcess = spawn(
    REDIS_SERVER_PATH,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''].concat([
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const url = `redis://127.0.0.1:${port}`
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  client.on('error', () => {})
  const stop = async () => {
    client.disconnect()
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      return `port ${port}: exited (${output.trim()})`
    }
    try {
      await client.connect()
      if ((await client.ping()) === 'PONG') {
        if (serverProcessId(await client.info('server')) === child.pid) break
        await stop()
        return `port ${port}: another redis-server answered`
      }
    } catch {
      client.disconnect()
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`redis-server did not answer: ${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return { url, client, stop }
}

/** The `process_id` field of `INFO server`. */
function serverProcessId(info: string): number | undefined {
  const match = /^process_id:(\d+)/m.exec(info)
  return match ? Number(match[1]) : undefined
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
