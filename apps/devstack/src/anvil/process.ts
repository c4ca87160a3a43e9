import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { resolveAnvilBinary } from './binary.js'
import { stopWatchedChild, WATCHDOG_PID_PATTERN, WATCHDOG_SCRIPT } from './watchdog.js'

/** How to start one anvil devnet. */
export interface AnvilOptions {
  chainId: number
  host: string
  /** 0 picks a free port. */
  port: number
  mnemonic: string
  accounts: number
  /** Native balance of every derived account at genesis, in whole ether. */
  balanceEther: number
  /** Genesis block timestamp, in unix seconds; anvil uses the current time when omitted. */
  genesisTimestamp?: number
  /** How long to wait for anvil to listen, in milliseconds. */
  startTimeoutMs?: number
  /** The anvil executable; resolved from `@foundry-rs/anvil` when omitted. */
  binary?: string
}

/** A running anvil devnet. */
export interface AnvilInstance {
  chainId: number
  rpcUrl: string
  port: number
  /** Every process started for this devnet (the watchdog wrapper and anvil itself). */
  pids: number[]
  /** Resolves with the exit code once every process of this devnet has exited. */
  exited: Promise<number | null>
  /** Stops anvil (closing its watchdog's pipe, then killing it if it lingers). Idempotent. */
  stop(): Promise<void>
}

const LISTENING_PATTERN = /Listening on ([\d.]+):(\d+)/
const OUTPUT_LINES_KEPT = 40

/** Starts anvil and resolves once it listens; rejects (leaving nothing running) if it cannot. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilInstance> {
  const binary = options.binary ?? resolveAnvilBinary()
  const args = [
    '--host',
    options.host,
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--mnemonic',
    options.mnemonic,
    '--accounts',
    String(options.accounts),
    '--balance',
    String(options.balanceEther),
    '--color',
    'never',
    ...(options.genesisTimestamp === undefined
      ? []
      : ['--timestamp', String(options.genesisTimestamp)]),
  ]
  const posix = process.platform !== 'win32'
  const child = posix
    ? spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT, 'foyer-anvil', binary, ...args], {
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
      })
    : spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] })

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
  let reportPid: (pid: number | undefined) => void = () => {}
  const anvilPid = new Promise<number | undefined>((resolve) => {
    reportPid = resolve
  })
  if (!posix) reportPid(child.pid)
  void exited.then(() => reportPid(undefined))
  createInterface({ input: child.stderr! }).on('line', (line) => {
    const match = WATCHDOG_PID_PATTERN.exec(line)
    if (match) reportPid(Number(match[1]))
    else remember(line)
  })
  const listening = new Promise<number>((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      remember(line)
      const match = LISTENING_PATTERN.exec(line)
      if (match) resolve(Number(match[2]))
    })
  })

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopWatchedChild(child, exited, posix)
    return stopping
  }

  const timeoutMs = options.startTimeoutMs ?? 30_000
  let timer: NodeJS.Timeout | undefined
  const outcome = await Promise.race([
    listening.then((port) => ({ kind: 'listening' as const, port })),
    exited.then((code) => ({ kind: 'exited' as const, code })),
    new Promise<{ kind: 'timeout' }>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs)
    }),
  ])
  clearTimeout(timer)
  if (outcome.kind !== 'listening') {
    await stop()
    const reason =
      outcome.kind === 'timeout'
        ? `did not listen within ${timeoutMs} ms`
        : `exited with code ${outcome.code}`
    throw new Error(
      `anvil (chain ${options.chainId}, port ${options.port}) ${reason}:\n${output.join('\n')}`,
    )
  }
  // The watchdog reports the pid before it starts anvil, so this does not wait long.
  const pid = await anvilPid
  if (pid === undefined) {
    await stop()
    throw new Error(`anvil (chain ${options.chainId}) exited right after it started listening`)
  }
  if (posix) pids.push(pid)
  return {
    chainId: options.chainId,
    rpcUrl: `http://${options.host}:${outcome.port}`,
    port: outcome.port,
    pids,
    exited,
    stop,
  }
}
