import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RelayServer, startRelay } from '@foyer/relay'

const REDIS_SERVER = '/usr/bin/redis-server'

/** Why relay nodes on Redis cannot run here, or `undefined` if they can. */
export function relayClusterUnavailableReason(): string | undefined {
  if (existsSync(REDIS_SERVER)) return undefined
  return `${REDIS_SERVER} is missing (apt-get install redis-server): the two-relay-node e2e is skipped`
}

/** A `redis-server` on a free loopback port, and a second relay node that uses it. */
export interface RelayCluster {
  readonly redisUrl: string
  /** The second node (the stack's relay is the first). */
  readonly secondNode: RelayServer
  stop(): Promise<void>
}

/**
 * Starts Debian's `redis-server` (no persistence, its own temporary directory) and a relay
 * node on it; the stack's own relay joins by getting `redisUrl`.
 */
export async function startRelayCluster(): Promise<RelayCluster> {
  const redis = await startRedis()
  try {
    const secondNode = await startRelay({ host: '127.0.0.1', port: 0, redisUrl: redis.url })
    return {
      redisUrl: redis.url,
      secondNode,
      async stop() {
        await secondNode.close()
        await redis.stop()
      },
    }
  } catch (error) {
    await redis.stop()
    throw error
  }
}

async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'foyer-e2e-redis-'))
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''].concat([
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  let output = ''
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server not ready: ${output}`)), 15_000)
      child.stdout?.on('data', (chunk) => {
        output += chunk
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`redis-server exited (${code}): ${output}`))
      })
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `redis://127.0.0.1:${port}`, stop }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
