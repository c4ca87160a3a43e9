import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import {
  type AuthServerOptions,
  authServerConfigSchema,
  type ProviderConfig,
  SOCIAL_PROVIDERS,
} from './options.js'

/** Usage text of the `foyer-auth-server` command. */
export const CLI_USAGE = `Usage: foyer-auth-server [--config <file.json>] [options]

Serves email one-time-code and social login, sessions and the wallet key-share store for the
Foyer wallet frame until interrupted. Data lives in embedded PGlite unless DATABASE_URL (or
--database-url) names a Postgres server. Settings come from the JSON config file, then the
environment, then the flags (later wins).

Options:
  --config <path>             JSON file with any of the settings (see README)
  --host <address>            interface to bind (default 127.0.0.1)
  --port <number>             port to bind, 0 for a free one (default 0)
  --public-url <url>          URL the server is reached at (OAuth redirect URI base)
  --database-url <url>        Postgres server (default: DATABASE_URL)
  --data-dir <path>           PGlite data directory (default: in memory)
  --frame-origin <origin>     wallet frame origin allowed by CORS; repeatable (FRAME_ORIGINS)
  --project <id>=<origin>[,<origin>…]  a project and its allowed host origins; repeatable
  --project-group <name>=<id>,<id>[,…]  projects that share users and wallets; repeatable
                              (PROJECT_GROUPS=name=a,b;other=c,d). Default: none shared
  --smtp-url <url>            smtp://user:pass@host:port or smtps://… (SMTP_URL)
  --mail-from <address>       sender of the code emails (MAIL_FROM)
  --trusted-proxies <n|cidr,…>  proxies in front of the server: a hop count, or the CIDR ranges
                              they connect from; rate limits use the right-most
                              X-Forwarded-For entry they added (TRUSTED_PROXIES)
  --trust-proxy               same as --trusted-proxies 1
  --stop-on-stdin-close       stop when standard input closes (for a parent process)
  --help                      show this text

Environment: RECOVERY_KEY (32 bytes, hex or base64; required), and per provider
AUTH_<NAME>_ISSUER, AUTH_<NAME>_CLIENT_ID, AUTH_<NAME>_CLIENT_SECRET (NAME: GOOGLE, GITHUB,
APPLE, FACEBOOK, X, DISCORD).
`

/** Parsed command line: start the server with `options`, or print usage. */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'serve'; options: AuthServerOptions; stopOnStdinClose: boolean }

type Env = Readonly<Record<string, string | undefined>>

/**
 * Parses the command line (without `node` and the script) over the config file and `env`.
 * Throws a `TypeError` with a readable message for unknown flags or bad values.
 */
export function parseCliArgs(argv: readonly string[], env: Env = process.env): CliCommand {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      config: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      'public-url': { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'frame-origin': { type: 'string', multiple: true },
      project: { type: 'string', multiple: true },
      'project-group': { type: 'string', multiple: true },
      'smtp-url': { type: 'string' },
      'mail-from': { type: 'string' },
      'trust-proxy': { type: 'boolean' },
      'trusted-proxies': { type: 'string' },
      'stop-on-stdin-close': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) return { kind: 'help' }
  const file: Record<string, unknown> = values.config
    ? (JSON.parse(readFileSync(values.config, 'utf8')) as Record<string, unknown>)
    : {}
  const merged: Record<string, unknown> = { ...file }
  const set = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') merged[key] = value
  }
  set('databaseUrl', env.DATABASE_URL)
  set('recoveryKey', env.RECOVERY_KEY)
  set('publicUrl', env.PUBLIC_URL)
  set(
    'frameOrigins',
    env.FRAME_ORIGINS?.split(',').map((origin) => origin.trim()),
  )
  const smtp = { ...(file.smtp as Record<string, unknown> | undefined) }
  if (env.SMTP_URL) smtp.url = env.SMTP_URL
  if (env.MAIL_FROM) smtp.from = env.MAIL_FROM
  if (values['smtp-url']) smtp.url = values['smtp-url']
  if (values['mail-from']) smtp.from = values['mail-from']
  if (Object.keys(smtp).length > 0) merged.smtp = smtp
  const providers = { ...(file.providers as Record<string, ProviderConfig> | undefined) }
  for (const name of SOCIAL_PROVIDERS) {
    const prefix = `AUTH_${name.toUpperCase()}_`
    const fromEnv = {
      ...(env[`${prefix}ISSUER`] ? { issuer: env[`${prefix}ISSUER`] } : {}),
      ...(env[`${prefix}CLIENT_ID`] ? { clientId: env[`${prefix}CLIENT_ID`] } : {}),
      ...(env[`${prefix}CLIENT_SECRET`] ? { clientSecret: env[`${prefix}CLIENT_SECRET`] } : {}),
    }
    if (Object.keys(fromEnv).length > 0) {
      providers[name] = { ...providers[name], ...fromEnv } as ProviderConfig
    }
  }
  if (Object.keys(providers).length > 0) merged.providers = providers
  set('host', values.host)
  if (values.port !== undefined) {
    if (!/^\d+$/.test(values.port)) throw new TypeError(`--port must be a whole number`)
    merged.port = Number(values.port)
  }
  set('publicUrl', values['public-url'])
  set('databaseUrl', values['database-url'])
  set('dataDir', values['data-dir'])
  if (values['frame-origin']) merged.frameOrigins = values['frame-origin']
  if (values.project) {
    const projects = { ...(merged.projects as Record<string, unknown> | undefined) }
    for (const entry of values.project) {
      const at = entry.indexOf('=')
      if (at <= 0) throw new TypeError(`--project takes <id>=<origin>[,<origin>…], got '${entry}'`)
      projects[entry.slice(0, at)] = { allowedOrigins: entry.slice(at + 1).split(',') }
    }
    merged.projects = projects
  }
  const groups = values['project-group'] ?? env.PROJECT_GROUPS?.split(';').filter(Boolean)
  if (groups) merged.projectGroups = parseProjectGroups(merged.projectGroups, groups)
  if (values['trust-proxy']) merged.trustProxy = true
  const proxies = values['trusted-proxies'] ?? env.TRUSTED_PROXIES
  if (proxies !== undefined && proxies !== '') merged.trustedProxies = parseTrustedProxies(proxies)
  const parsed = authServerConfigSchema.safeParse(merged)
  if (!parsed.success) throw new TypeError(z.prettifyError(parsed.error))
  if (!parsed.data.recoveryKey) {
    throw new TypeError(
      'RECOVERY_KEY is required (32 bytes, hex or base64): it encrypts recovery shares',
    )
  }
  return {
    kind: 'serve',
    options: parsed.data,
    stopOnStdinClose: values['stop-on-stdin-close'] === true,
  }
}

/** `--trusted-proxies`: a hop count (`2`) or comma-separated CIDR ranges (`10.0.0.0/8,fd00::/8`). */
function parseTrustedProxies(text: string): number | string[] {
  if (/^\d+$/.test(text.trim())) return Number(text.trim())
  return text.split(',').map((entry) => entry.trim())
}

/** `--project-group <name>=<id>,<id>` entries over the config file's `projectGroups`. */
function parseProjectGroups(
  fromFile: unknown,
  entries: readonly string[],
): Record<string, string[]> {
  const groups = { ...(fromFile as Record<string, string[]> | undefined) }
  for (const entry of entries) {
    const at = entry.indexOf('=')
    if (at <= 0) throw new TypeError(`--project-group takes <name>=<id>,<id>[,…], got '${entry}'`)
    groups[entry.slice(0, at).trim()] = entry
      .slice(at + 1)
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
  }
  return groups
}
