import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline'

const STOP_GRACE_MS = 5_000

/** A service the stack runs as a child process, once it listens. */
export interface ServiceProcess {
  /** The url the service printed when it started listening. */
  url: string
  pid: number
  /** Stops the process (SIGTERM, then SIGKILL after a grace period); safe to call twice. */
  close(): Promise<void>
}

/** What {@link startServiceProcess} runs and waits for. */
export interface ServiceProcessOptions {
  /** Arguments to `node` (see {@link workspaceCli}). */
  args: string[]
  env: NodeJS.ProcessEnv
  /** A line of standard output that says the service listens; its first group is the url. */
  listening: RegExp
  /** The service's name, for errors ("the data service did not listen …"). */
  name: string
  timeoutMs: number
}

/**
 * Starts `node <args>` and resolves once a line of its output matches `listening`. A process
 * that exits or does not listen in time is stopped and rejects with everything it printed.
 */
export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const { name, timeoutMs } = options
  const child = spawn(process.execPath, options.args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: options.env,
  })
  const output: string[] = []
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.once('error', () => resolve(null))
  })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the ${name} did not listen within ${timeoutMs} ms`)),
      timeoutMs,
    )
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line)
      const match = options.listening.exec(line)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    })
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line))
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the ${name} exited with code ${code}:\n${output.join('\n')}`))
    })
  }).catch(async (error: unknown) => {
    await stopChild(child, exited)
    throw error
  })
  let stopping: Promise<void> | undefined
  return {
    url,
    pid: child.pid!,
    close: () => {
      stopping ??= stopChild(child, exited)
      return stopping
    },
  }
}

/**
 * The `node` arguments that run a workspace package's CLI: its TypeScript source (through
 * tsx) when the stack itself runs from source, else its build.
 */
export function workspaceCli(packageName: string, sourceFile: string, builtFile: string): string[] {
  const require = createRequire(import.meta.url)
  const folder = path.dirname(require.resolve(`${packageName}/package.json`))
  if (import.meta.url.endsWith('.ts')) {
    return [
      '--conditions=@foyer/source',
      '--import',
      require.resolve('tsx'),
      path.join(folder, sourceFile),
    ]
  }
  return [path.join(folder, builtFile)]
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.stdin?.end()
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(timer)
}
