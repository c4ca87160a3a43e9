import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { Address, Hex } from 'viem'
import * as z from 'zod'
import { stopWatchedChild, WATCHDOG_PID_PATTERN, WATCHDOG_SCRIPT } from '../anvil/watchdog.js'
import { DEVSTACK_HOST } from '../constants.js'
import { freeLocalPort } from '../free-port.js'
import { rpcRequest, waitUntil } from '../rpc.js'

/** How to start one bundler (`@pimlico/alto`) for one devnet. */
export interface AltoOptions {
  /** The devnet's JSON-RPC URL. */
  rpcUrl: string
  /** The entry points it bundles for (v0.7 and v0.8 in one process). */
  entryPoints: readonly Address[]
  /** The key alto sends its `handleOps` transactions with (funded on the devnet). */
  executorKey: Hex
  /** 0 (default) picks a free port. */
  port?: number
  startTimeoutMs?: number
}

/** A running bundler. */
export interface AltoInstance {
  /** The bundler's JSON-RPC URL (`eth_sendUserOperation`, …). */
  url: string
  port: number
  /** The watchdog wrapper's and alto's process ids. */
  pids: number[]
  exited: Promise<number | null>
  /** Stops alto and resolves once it has exited. Idempotent. */
  stop(): Promise<void>
}

const OUTPUT_LINES_KEPT = 40

function altoCli(): string {
  const require = createRequire(import.meta.url)
  // The package exports only its library entry (esm/index.js); the CLI sits beside it.
  return path.join(path.dirname(require.resolve('@pimlico/alto')), 'cli/alto.js')
}

function loopbackPreload(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return path.resolve(here, '../../scripts/alto-loopback.mjs')
}

/**
 * Starts alto against one devnet, for every entry point of `options.entryPoints` (safe mode off: anvil has no JS tracer) on 127.0.0.1 and
 * resolves once it answers `eth_supportedEntryPoints`; rejects, leaving nothing running, if it
 * does not. Alto deploys its simulation contracts through the deterministic deployer itself.
 */
export async function startAlto(options: AltoOptions): Promise<AltoInstance> {
  const port = options.port || (await freeLocalPort())
  const args = [
    '--import',
    loopbackPreload(),
    altoCli(),
    '--entrypoints',
    options.entryPoints.join(','),
    '--executor-private-keys',
    options.executorKey,
    '--utility-private-key',
    options.executorKey,
    '--rpc-url',
    options.rpcUrl,
    '--port',
    String(port),
    '--safe-mode',
    'false',
    '--utility-wallet-monitor',
    'false',
    '--refilling-wallets',
    'false',
    '--block-time',
    '250',
    '--min-bundle-interval',
    '50',
    '--max-bundle-interval',
    '250',
    '--enable-cors',
    'true',
    '--log-level',
    'warn',
  ]
  const posix = process.platform !== 'win32'
  const child = posix
    ? spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT, 'foyer-alto', process.execPath, ...args], {
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
        env: { ...process.env, NODE_OPTIONS: '' },
      })
    : spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] })
  const output: string[] = []
  const remember = (line: string) => {
    output.push(line)
    if (output.length > OUTPUT_LINES_KEPT) output.shift()
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('close', (code) => resolve(code))
    child.once('error', () => resolve(null))
  })
  const pids = child.pid === undefined ? [] : [child.pid]
  createInterface({ input: child.stderr! }).on('line', (line) => {
    const match = WATCHDOG_PID_PATTERN.exec(line)
    if (match) pids.push(Number(match[1]))
    else remember(line)
  })
  createInterface({ input: child.stdout! }).on('line', remember)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopWatchedChild(child, exited, posix)
    return stopping
  }
  const url = `http://${DEVSTACK_HOST}:${port}`
  const timeoutMs = options.startTimeoutMs ?? 60_000
  let exitedEarly = false
  void exited.then(() => {
    exitedEarly = true
  })
  try {
    await waitUntil(
      async () => {
        if (exitedEarly) throw new Error('alto exited')
        const entryPoints = await rpcRequest(
          url,
          'eth_supportedEntryPoints',
          [],
          z.array(z.string()),
        )
        const supported = new Set(entryPoints.map((entry) => entry.toLowerCase()))
        const missing = options.entryPoints.filter((entry) => !supported.has(entry.toLowerCase()))
        if (missing.length > 0) {
          throw new Error(`alto supports ${entryPoints.join(', ')}, not ${missing.join(', ')}`)
        }
      },
      { timeoutMs, intervalMs: 250, what: `alto for ${options.rpcUrl}` },
    )
    if (exitedEarly) throw new Error('alto exited')
  } catch (cause) {
    await stop()
    throw new Error(
      `The bundler (alto) for ${options.rpcUrl} did not start: ${(cause as Error).message}\n${output.join('\n')}`,
    )
  }
  return { url, port, pids, exited, stop }
}
