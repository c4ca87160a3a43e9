import { type ChildProcess, execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** The Next.js App Router example and its production build. */
export const NEXT_APP_DIR = path.join(repoRoot, 'apps/example-next')
const NEXT_CLI = path.join(NEXT_APP_DIR, 'node_modules/next/dist/bin/next')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' }

/**
 * Builds the example (`next build`) unless its production build is there — the test
 * command's build step makes it — or `FOYER_E2E_REBUILD=1` asks for a fresh one.
 */
export async function ensureNextAppBuilt(): Promise<void> {
  const built = fs.existsSync(path.join(NEXT_APP_DIR, '.next/BUILD_ID'))
  if (built && process.env.FOYER_E2E_REBUILD !== '1') return
  console.info('Building the Next.js example for the end-to-end tests…')
  await promisify(execFile)(process.execPath, [NEXT_CLI, 'build'], {
    cwd: NEXT_APP_DIR,
    timeout: 300_000,
    env,
  })
}

/** A running `next start` of the example. */
export interface NextApp {
  url: string
  /** Everything the server printed, for failures. */
  output: string[]
  close(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Starts the built example on 127.0.0.1 (free port) with its stack's URLs in the environment. */
export async function startNextApp(config: {
  rpcUrl: string
  directoryUrl: string
}): Promise<NextApp> {
  await ensureNextAppBuilt()
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT_CLI, 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: NEXT_APP_DIR,
      env: {
        ...env,
        FOYER_EXAMPLE_RPC_URL: config.rpcUrl,
        FOYER_EXAMPLE_DIRECTORY_URL: config.directoryUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const output: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { url, output, close }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await close()
  throw new Error(`next start did not answer at ${url}:\n${output.join('').slice(-3000)}`)
}
