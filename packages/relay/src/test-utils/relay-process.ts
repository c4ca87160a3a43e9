import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

/** What `/health` reports, as the abuse tests read it. */
export interface RelayHealth {
  connections: number
  subscriptions: number
  pendingAcks: number
  queuedBytes: number
  messages: number
  storedBytes: number
  rssBytes: number
  memory: { usedBytes: number; boundBytes: number }
}

/** A `foyer-relay` child process on a free loopback port, so that its RSS is its own. */
export interface RelayProcess {
  readonly url: string
  health(): Promise<RelayHealth>
  stop(): Promise<void>
}

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url))

/** Starts `foyer-relay --port 0 --quiet` with extra flags; resolves once it listens. */
export async function startRelayProcess(
  flags: readonly string[],
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
): Promise<RelayProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', cli, '--port', '0', '--quiet', ...flags],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  )
  let output = ''
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
  const healthUrl = `${url.replace(/^ws/, 'http')}/health`
  return {
    url,
    health: async () => (await (await fetch(healthUrl)).json()) as RelayHealth,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGKILL')
      await exited
    },
  }
}
