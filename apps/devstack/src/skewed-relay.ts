import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import path from 'node:path'
import { DEVSTACK_HOST } from './constants.js'
import { reserveLocalPort } from './free-port.js'
import { waitUntil } from './rpc.js'

/** A `foyer-relay` process whose clock is off against this machine's. */
export interface SkewedRelay {
  /** Where it listens (`ws://127.0.0.1:<port>`). */
  url: string
  /** What it printed so far (stdout and stderr). */
  output(): string
  /** Kills it and waits for it to exit. */
  stop(): Promise<void>
}

const require = createRequire(import.meta.url)
const relayDir = path.dirname(require.resolve('@foyer/relay/package.json'))

/**
 * Starts the real relay (`foyer-relay`, a process of its own, from its TypeScript source) on a
 * free loopback port with its `Date.now()` shifted by `offsetMs`, and waits until its `/health`
 * answers. Beyond the 60 s of skew it tolerates, it refuses a WalletConnect client's auth token
 * (closing the socket with 3000): what a visitor whose device clock is off meets. For tests of
 * that refusal.
 */
export async function startSkewedRelay(offsetMs: number): Promise<SkewedRelay> {
  const shiftClock = `data:text/javascript,const now=Date.now;Date.now=()=>now()+(${offsetMs});`
  const reservation = await reserveLocalPort()
  await reservation.release()
  const { port } = reservation
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', shiftClock, '--import', require.resolve('tsx'), 'src/cli.ts', '--port', `${port}`],
    { cwd: relayDir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const record = (chunk: unknown) => {
    output += String(chunk)
  }
  child.stdout?.on('data', record)
  child.stderr?.on('data', record)
  const exited = once(child, 'exit')
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGKILL')
    await exited
  }
  const healthy = waitUntil(
    async () => {
      const response = await fetch(`http://${DEVSTACK_HOST}:${port}/health`)
      if (!response.ok) throw new Error(`/health answered ${response.status}`)
    },
    { timeoutMs: 30_000, what: 'the skewed relay' },
  )
  const early = exited.then(([code]) => {
    throw new Error(`relay exited early (${code}): ${output}`)
  })
  try {
    await Promise.race([healthy, early])
  } catch (error) {
    await stop()
    throw error
  }
  early.catch(() => {})
  return { url: `ws://${DEVSTACK_HOST}:${port}`, output: () => output, stop }
}
