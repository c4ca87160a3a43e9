import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { DEVSTACK_HOST } from '../constants.js'

const LISTENING_PATTERN = /listening on (http:\/\/\S+)/
const STOP_GRACE_MS = 5_000

/** A running `foyer-auth-server` child process. */
export interface AuthServerProcess {
  url: string
  pid: number
  close(): Promise<void>
}

/**
 * Runs the auth server's CLI (`foyer-auth-server --config <file>`) as a child process on
 * loopback, as a self-hoster would, so its embedded database never holds up the stack's event
 * loop; it stops when this process goes away (its standard input closes). `config` is the
 * JSON config file's content; `env` adds variables (RECOVERY_KEY, DATABASE_URL).
 */
export async function startAuthServerProcess(
  port: number,
  config: Record<string, unknown>,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<AuthServerProcess> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-devstack-auth-'))
  const configFile = path.join(dir, 'auth-server.json')
  await fs.writeFile(configFile, JSON.stringify(config, null, 2), { mode: 0o600 })
  const args = [
    ...cliCommand(),
    '--config',
    configFile,
    '--host',
    DEVSTACK_HOST,
    '--port',
    String(port),
    // The local stack keeps nothing: in memory unless a Postgres server is given.
    ...(env.DATABASE_URL ? [] : ['--ephemeral']),
    '--stop-on-stdin-close',
  ]
  // Only what the stack sets: a developer's own settings (the server reads every option from
  // the environment, secrets also from *_FILE) must not leak in.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(DATABASE_URL|DATA_DIR|EPHEMERAL|HOST|PORT|PROJECTS|TRUST_PROXY|FOYER_CONFIG|SMTP_URL|MAIL_FROM|FRAME_ORIGINS|PUBLIC_URL|RECOVERY_KEY)(_FILE)?$|^AUTH_[A-Z]+_/.test(
          name,
        ),
    ),
  )
  const child = spawn(process.execPath, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...inherited, ...env },
  })
  const output: string[] = []
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.once('error', () => resolve(null))
  })
  const cleanup = () => fs.rm(dir, { recursive: true, force: true })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the auth server did not listen within ${timeoutMs} ms`)),
      timeoutMs,
    )
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line)
      const match = LISTENING_PATTERN.exec(line)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    })
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line))
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the auth server exited with code ${code}:\n${output.join('\n')}`))
    })
  }).catch(async (error: unknown) => {
    await stopChild(child, exited)
    await cleanup()
    throw error
  })
  let stopping: Promise<void> | undefined
  return {
    url,
    pid: child.pid!,
    close: () => {
      stopping ??= stopChild(child, exited).then(cleanup)
      return stopping
    },
  }
}

/** How to run the CLI: from TypeScript source (through tsx) when the stack runs from source. */
function cliCommand(): string[] {
  const require = createRequire(import.meta.url)
  const folder = path.dirname(require.resolve('@foyer/auth-server/package.json'))
  if (import.meta.url.endsWith('.ts')) {
    return [
      '--conditions=@foyer/source',
      '--import',
      require.resolve('tsx'),
      path.join(folder, 'src/cli.ts'),
    ]
  }
  return [path.join(folder, 'dist/cli.js')]
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.stdin?.end()
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(timer)
}
