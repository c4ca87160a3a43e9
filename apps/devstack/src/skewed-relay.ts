import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import path from 'node:path'

/** A `foyer-relay` process whose clock is off against this machine's. */
export interface SkewedRelay {
  /** Where it listens (`ws://127.0.0.1:<port>`). */
  url: string
  /** What it printed so far (stdout and stderr). */
  output(): string
  /** Kills it and waits for it to exit. */
  stop(): Promise<void>
}

const relayDir = path.dirname(createRequire(import.meta.url).resolve('@foyer/relay/package.json'))

/**
 * Starts the real relay (`foyer-relay`, a process of its own) on a free loopback port with its
 * `Date.now()` shifted by `offsetMs`. Beyond the 60 s of skew it tolerates, it refuses a
 * WalletConnect client's auth token (closing the socket with 3000): what a visitor whose device
 * clock is off meets. For tests of that refusal.
 */
export async function startSkewedRelay(offsetMs: number): Promise<SkewedRelay> {
  const shiftClock = `data:text/javascript,const now=Date.now;Date.now=()=>now()+(${offsetMs});`
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', shiftClock, '--import', 'tsx', 'src/cli.ts', '--port', '0'],
    { cwd: relayDir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    child.kill('SIGKILL')
    await exited
  }
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk
      const match = /foyer-relay listening on (ws:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`relay exited early (${code}): ${output}`)))
  })
  return { url, output: () => output, stop }
}
