import {
  ConfigError,
  chooseStorage,
  describeStorage,
  type Env,
  readEnv,
  resolveOptions,
} from '@foyer/service-kit'
import { rotateKeys } from './auth/rotate-keys.js'
import { AUTH_SERVER_OPTIONS } from './cli-options.js'
import { decodeRecoveryKey } from './options.js'
import { openStorage } from './storage/open-storage.js'

/** Usage of `foyer-auth-server keys rotate`. */
export const KEYS_USAGE = `Usage: foyer-auth-server keys rotate [--database-url <url> | --data-dir <path>] [--config <file>]

Re-encrypts every recovery share from RECOVERY_KEY to NEW_RECOVERY_KEY in one transaction (all or
nothing), stores the new key's check value and makes a new session signing key (tokens signed by
the old one stay valid until they expire). Stop every instance of the service first, then start
them with RECOVERY_KEY set to the new key. Both keys may come from files (RECOVERY_KEY_FILE,
NEW_RECOVERY_KEY_FILE). The database is found as the server finds it (DATABASE_URL, DATA_DIR).
`

const STORAGE_OPTIONS = AUTH_SERVER_OPTIONS.filter((spec) =>
  ['databaseUrl', 'dataDir'].includes(spec.key),
)

/** Runs `keys <action>`; returns the lines to print. Throws a {@link ConfigError} for bad input. */
export async function runKeysCommand(argv: readonly string[], env: Env): Promise<string[]> {
  const [action, ...rest] = argv
  if (action !== 'rotate')
    throw new ConfigError(`keys: unknown action '${action ?? ''}' (try: keys rotate)`)
  const settings = resolveOptions(STORAGE_OPTIONS, rest, env)
  if (settings.help) return [KEYS_USAGE]
  const choice = chooseStorage(
    settings as { databaseUrl?: string; dataDir?: string },
    'auth-server',
  )
  const oldKey = readKey(env, 'RECOVERY_KEY')
  const newKey = readKey(env, 'NEW_RECOVERY_KEY')
  if (oldKey.equals(newKey)) throw new ConfigError('NEW_RECOVERY_KEY is the same as RECOVERY_KEY')
  const storage = await openStorage(
    'databaseUrl' in choice
      ? { engine: 'postgres', databaseUrl: choice.databaseUrl }
      : { engine: 'pglite', dataDir: (choice as { dataDir: string }).dataDir },
  )
  try {
    const rotation = await rotateKeys(storage.sql, oldKey, newKey)
    return [
      `keys rotated (${describeStorage(choice)}): ${rotation.recoveryShares} recovery share(s) re-encrypted, new session signing key (the previous one verifies its tokens until they expire)`,
      'Start the service with RECOVERY_KEY set to the new key.',
    ]
  } finally {
    await storage.close()
  }
}

function readKey(env: Env, name: string): Buffer {
  const text = readEnv(env, name, { secret: true })
  if (!text) throw new ConfigError(`${name} (or ${name}_FILE) is required`)
  try {
    return decodeRecoveryKey(text)
  } catch {
    throw new ConfigError(`${name} must be 32 bytes (64 hex digits or base64)`)
  }
}
