import {
  DEFAULT_PORTS,
  LOG_LEVELS,
  listenOptions,
  type OptionSpec,
  storageOptions,
} from '@foyer/service-kit'
import { CUSTODY_MODES, type CustodyMode, SOCIAL_PROVIDERS } from './options.js'

/** The data directory when none is given (relative to the working directory). */
export const DEFAULT_DATA_DIR = './foyer-data/auth-server'

/**
 * Every option of `foyer-auth-server`: flag > environment variable > config file key. The README's
 * options table is generated from this list (see cli-options.test.ts).
 */
export const AUTH_SERVER_OPTIONS: readonly OptionSpec[] = [
  ...listenOptions(DEFAULT_PORTS.authServer),
  {
    key: 'publicUrl',
    flag: 'public-url',
    env: 'PUBLIC_URL',
    defaultText: 'the listening URL',
    description: 'URL browsers reach the service at (the OAuth redirect URI base)',
  },
  ...storageOptions('auth-server', 'every wallet is lost'),
  {
    key: 'logLevel',
    flag: 'log-level',
    env: 'LOG_LEVEL',
    defaultText: 'warn',
    description: `JSON request log level on stdout: ${LOG_LEVELS.join(', ')} (info logs every request)`,
  },
  {
    key: 'frameOrigins',
    flag: 'frame-origin',
    env: 'FRAME_ORIGINS',
    type: 'list',
    description: 'wallet frame origin(s) allowed by CORS (required)',
  },
  {
    key: 'passkeyRpId',
    flag: 'passkey-rp-id',
    env: 'PASSKEY_RP_ID',
    defaultText: "the frame origin's host name",
    description: 'relying party id of passkeys: the frame host name or a parent domain of it',
  },
  {
    key: 'projects',
    flag: 'project',
    env: 'PROJECTS',
    type: 'list',
    separator: ';',
    parse: parseProjects,
    description:
      'a project and its allowed host origins, <id>=<origin>[,<origin>…] (variable: entries separated by ;) (required)',
  },
  {
    key: 'projectCustody',
    flag: 'custody',
    env: 'PROJECT_CUSTODY',
    type: 'list',
    separator: ';',
    parse: parseProjectCustody,
    defaultText: 'password for every project',
    description:
      'who can rebuild a key, per project: <id>=password|passkey (non-custodial) or <id>=operator (custodial: the operator can) (variable: entries separated by ;)',
  },
  {
    key: 'smtp.url',
    flag: 'smtp-url',
    env: 'SMTP_URL',
    secret: true,
    description: 'smtp://user:pass@host:587 or smtps://…:465 (required)',
  },
  {
    key: 'smtp.from',
    flag: 'mail-from',
    env: 'MAIL_FROM',
    description: 'sender of the code emails (required)',
  },
  {
    key: 'recoveryKey',
    env: 'RECOVERY_KEY',
    secret: true,
    description:
      '32 bytes (64 hex digits or base64) encrypting recovery shares; checked against the database at start (required)',
  },
  {
    key: 'projectGroups',
    flag: 'project-group',
    env: 'PROJECT_GROUPS',
    type: 'list',
    separator: ';',
    parse: parseProjectGroups,
    defaultText: 'none: every project has its own users',
    description:
      'projects of one operator that share users and wallets, <name>=<id>,<id>[,…] (variable: entries separated by ;)',
  },
  {
    key: 'trustedProxies',
    flag: 'trusted-proxies',
    env: 'TRUSTED_PROXIES',
    parse: parseTrustedProxies,
    defaultText: 'none: the socket peer is the client',
    description:
      'proxies in front of the server: a hop count, or the CIDR ranges they connect from (10.0.0.0/8,fd00::/8); rate limits use the right-most X-Forwarded-For entry they added',
  },
  {
    key: 'redisUrl',
    flag: 'redis-url',
    env: 'REDIS_URL',
    secret: true,
    defaultText: 'none: limits in memory',
    description:
      'redis:// URL of a Redis shared by every instance: the per-IP limit counts there, one budget for all of them',
  },
  {
    key: 'trustProxy',
    flag: 'trust-proxy',
    env: 'TRUST_PROXY',
    type: 'boolean',
    defaultText: 'off',
    description: 'same as --trusted-proxies 1 (one proxy in front)',
  },
  ...SOCIAL_PROVIDERS.flatMap((name): OptionSpec[] => {
    const prefix = `AUTH_${name.toUpperCase()}_`
    return [
      {
        key: `providers.${name}.issuer`,
        env: `${prefix}ISSUER`,
        description: `${name}: OpenID issuer URL`,
      },
      {
        key: `providers.${name}.clientId`,
        env: `${prefix}CLIENT_ID`,
        description: `${name}: OAuth client id`,
      },
      {
        key: `providers.${name}.clientSecret`,
        env: `${prefix}CLIENT_SECRET`,
        secret: true,
        description: `${name}: OAuth client secret`,
      },
    ]
  }),
]

function parseProjects(entries: string | string[]): Record<string, { allowedOrigins: string[] }> {
  const projects: Record<string, { allowedOrigins: string[] }> = {}
  for (const entry of typeof entries === 'string' ? [entries] : entries) {
    const at = entry.indexOf('=')
    if (at <= 0) throw new Error(`takes <id>=<origin>[,<origin>…], got '${entry}'`)
    projects[entry.slice(0, at).trim()] = {
      allowedOrigins: entry
        .slice(at + 1)
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    }
  }
  return projects
}

/** `--custody <id>=<mode>` entries. */
function parseProjectCustody(entries: string | string[]): Record<string, CustodyMode> {
  const modes: Record<string, CustodyMode> = {}
  for (const entry of typeof entries === 'string' ? [entries] : entries) {
    const at = entry.indexOf('=')
    const mode = entry.slice(at + 1).trim()
    if (at <= 0 || !CUSTODY_MODES.includes(mode as CustodyMode)) {
      throw new Error(`takes <id>=${CUSTODY_MODES.join('|')}, got '${entry}'`)
    }
    modes[entry.slice(0, at).trim()] = mode as CustodyMode
  }
  return modes
}

/** `--trusted-proxies`: a hop count (`2`) or comma-separated CIDR ranges (`10.0.0.0/8,fd00::/8`). */
function parseTrustedProxies(text: string | string[]): number | string[] {
  const value = (typeof text === 'string' ? text : text.join(',')).trim()
  if (/^\d+$/.test(value)) return Number(value)
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/** `--project-group <name>=<id>,<id>` entries. */
function parseProjectGroups(entries: string | string[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {}
  for (const entry of typeof entries === 'string' ? [entries] : entries) {
    const at = entry.indexOf('=')
    if (at <= 0) throw new Error(`takes <name>=<id>,<id>[,…], got '${entry}'`)
    groups[entry.slice(0, at).trim()] = entry
      .slice(at + 1)
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
  }
  return groups
}
