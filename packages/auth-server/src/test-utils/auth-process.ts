import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'cli.ts')
const LISTENING = /listening on (http:\/\/\S+)/

/** A `foyer-auth-server` process started by a test, as an operator starts it. */
export interface AuthProcess {
  url: string
  pid: number
  /** Everything it printed so far. */
  output: string[]
  /** SIGKILL: no shutdown code runs (a crash, an OOM kill, a power cut of the process). */
  kill9(): Promise<void>
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>
}

/** What a run of the CLI that exits by itself printed, and its exit code. */
export interface CliRun {
  code: number | null
  output: string
}

function spawnCli(
  args: readonly string[],
  env: Record<string, string>,
  cwd?: string,
): ChildProcess {
  const require = createRequire(import.meta.url)
  return spawn(
    process.execPath,
    ['--conditions=@foyer/source', '--import', require.resolve('tsx'), CLI, ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(cwd ? { cwd } : {}),
      // Only what the test sets (and what Node needs): no developer setting leaks in.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    },
  )
}

function collect(child: ChildProcess, output: string[]): Promise<number | null> {
  const take = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean))
  child.stdout?.on('data', take)
  child.stderr?.on('data', take)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/** Starts the CLI and waits until it listens; rejects with its output when it exits first. */
export async function startAuthProcess(
  args: readonly string[],
  env: Record<string, string>,
  timeoutMs = 90_000,
  /** The working directory (where the default data directory is). */
  cwd?: string,
): Promise<AuthProcess> {
  const child = spawnCli(args, env, cwd)
  const output: string[] = []
  const exited = collect(child, output)
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`not listening within ${timeoutMs} ms:\n${output.join('\n')}`))
    }, timeoutMs)
    const poll = setInterval(() => {
      const match = output.map((line) => LISTENING.exec(line)).find(Boolean)
      if (match) {
        clearTimeout(timer)
        clearInterval(poll)
        resolve(match[1]!)
      }
    }, 50)
    void exited.then((code) => {
      clearTimeout(timer)
      clearInterval(poll)
      reject(new Error(`exited with ${code} before listening:\n${output.join('\n')}`))
    })
  })
  return {
    url,
    pid: child.pid!,
    output,
    async kill9() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** Runs the CLI to its end (a refusal at start, or a subcommand such as `keys rotate`). */
export async function runAuthCli(
  args: readonly string[],
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<CliRun> {
  const child = spawnCli(args, env)
  const output: string[] = []
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  const code = await collect(child, output)
  clearTimeout(timer)
  return { code, output: output.join('\n') }
}
