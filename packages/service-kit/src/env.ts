import { readFileSync } from 'node:fs'
import { ConfigError } from './config-error.js'

/** The process environment, or a test's stand-in. */
export type Env = Readonly<Record<string, string | undefined>>

/**
 * The variable `name`, or, for a secret, the content of the file named by `<name>_FILE` (one
 * trailing newline trimmed, as `echo` and most secret managers write it). Empty counts as unset.
 * Setting both is a {@link ConfigError}, naming both variables (never the value).
 */
export function readEnv(
  env: Env,
  name: string,
  options: { secret?: boolean } = {},
): string | undefined {
  const direct = env[name] === '' ? undefined : env[name]
  if (!options.secret) return direct
  const file = env[`${name}_FILE`] === '' ? undefined : env[`${name}_FILE`]
  if (file === undefined) return direct
  if (direct !== undefined) {
    throw new ConfigError(`set ${name} or ${name}_FILE, not both`)
  }
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
    throw new ConfigError(`${name}_FILE: cannot read ${file} (${code})`)
  }
  const value = text.replace(/\r?\n$/, '')
  if (value === '') throw new ConfigError(`${name}_FILE: ${file} is empty`)
  return value
}
