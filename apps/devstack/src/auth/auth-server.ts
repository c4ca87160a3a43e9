import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { DEVSTACK_HOST } from '../constants.js'
import { startServiceProcess, workspaceCli } from '../service-process.js'

const LISTENING_PATTERN = /listening on (http:\/\/\S+)/

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
    ...workspaceCli('@foyer/auth-server', 'src/cli.ts', 'dist/cli.js'),
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
  const cleanup = () => fs.rm(dir, { recursive: true, force: true })
  const service = await startServiceProcess({
    args,
    env: { ...inherited, ...env },
    listening: LISTENING_PATTERN,
    name: 'auth server',
    timeoutMs,
  }).catch(async (error: unknown) => {
    await cleanup()
    throw error
  })
  let stopping: Promise<void> | undefined
  return {
    url: service.url,
    pid: service.pid,
    close: () => {
      stopping ??= service.close().then(cleanup)
      return stopping
    },
  }
}
