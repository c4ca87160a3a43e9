import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { z } from 'zod'
import { ConfigError } from './config-error.js'
import { type Env, readEnv } from './env.js'

/**
 * One option of a service: where it comes from (a flag, an environment variable, a key of the
 * JSON config file) and how its text becomes the config file's shape.
 */
export interface OptionSpec {
  /** Dotted key in the config file and the resolved settings, e.g. `smtp.url`. */
  readonly key: string
  /** The flag without dashes, e.g. `smtp-url` (none for secrets: a command line is visible to every local user). */
  readonly flag?: string
  /** The environment variable, e.g. `SMTP_URL` (none for flag-only options). */
  readonly env?: string
  /** `string` (default), `boolean` (a bare flag; env `true`/`1`/`false`/`0`) or `list` (repeatable flag, comma-separated env). */
  readonly type?: 'string' | 'boolean' | 'list'
  /** A `boolean` that turns its setting off (`--no-test-wallet` sets `includeTestWallet: false`). */
  readonly negate?: boolean
  /** What splits a `list` variable's items (default `,`). */
  readonly separator?: string
  /** A secret: also read from `<ENV>_FILE`, and kept out of every message. */
  readonly secret?: boolean
  /** Turns the text (or, for `list`, the texts) into the config file's shape; throw to reject. */
  readonly parse?: (value: string | string[]) => unknown
  /** The default, as the docs state it. */
  readonly defaultText?: string
  /** One line for `--help` and the README table. */
  readonly description: string
}

/** The options every service CLI takes besides its own. */
export const COMMON_OPTIONS: readonly OptionSpec[] = [
  {
    key: 'config',
    flag: 'config',
    env: 'FOYER_CONFIG',
    description: 'JSON config file with any of the settings (keys as in this table)',
  },
  {
    key: 'stopOnStdinClose',
    flag: 'stop-on-stdin-close',
    type: 'boolean',
    description: 'stop when standard input closes (for a parent process)',
  },
  { key: 'help', flag: 'help', type: 'boolean', description: 'show the usage' },
]

/**
 * The settings of one start, in the config file's shape. Resolves every option of `specs` (plus {@link COMMON_OPTIONS}): flag, else environment
 * variable, else the config file (`--config` / `FOYER_CONFIG`). Unknown flags, positionals and
 * unparseable values are {@link ConfigError}s naming the flag and the variable.
 */
export function resolveOptions(
  specs: readonly OptionSpec[],
  argv: readonly string[],
  env: Env,
): Record<string, unknown> {
  const all = [...COMMON_OPTIONS, ...specs]
  let values: Record<string, string | boolean | string[] | undefined>
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries(
        all
          .flatMap((spec) => (spec.flag ? [spec] : []))
          .map((spec) => [
            spec.flag,
            spec.type === 'boolean'
              ? { type: 'boolean' as const }
              : { type: 'string' as const, multiple: spec.type === 'list' },
          ]),
      ),
    }).values as Record<string, string | boolean | string[] | undefined>
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
  const configPath = (values.config as string | undefined) ?? readEnv(env, 'FOYER_CONFIG')
  const settings = configPath ? readConfigFile(configPath) : {}
  for (const spec of all) {
    if (spec.key === 'config') continue
    const fromFlag = spec.flag ? values[spec.flag] : undefined
    const fromEnv = spec.env ? readEnv(env, spec.env, { secret: spec.secret ?? false }) : undefined
    const raw = fromFlag ?? envValue(spec, fromEnv)
    if (raw === undefined) continue
    let value: unknown = typeof raw === 'boolean' && spec.negate ? !raw : raw
    if (spec.parse && typeof raw !== 'boolean') {
      try {
        value = spec.parse(raw)
      } catch (error) {
        throw new ConfigError(`${optionLabel(spec)}: ${(error as Error).message}`)
      }
    }
    setPath(settings, spec.key, value)
  }
  return settings
}

/**
 * Parses resolved settings with the service's schema; an issue becomes one line naming the
 * option's flag, variable and config key (the closest option above the issue's path), never a
 * secret's value.
 */
export function parseSettings<Schema extends z.ZodType>(
  schema: Schema,
  settings: Record<string, unknown>,
  specs: readonly OptionSpec[],
): z.infer<Schema> {
  const parsed = schema.safeParse(settings)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => {
    const key = issue.path.map(String).join('.')
    const spec = closestSpec(specs, key)
    const where = spec ? optionLabel(spec) : `config file key ${key || '(top level)'}`
    const detail = spec && spec.key !== key ? ` (${key})` : ''
    return `${where}${detail}: ${issue.message}`
  })
  throw new ConfigError(lines.join('\n'))
}

/** How an option is named in messages: `--smtp-url / SMTP_URL (config smtp.url)`. */
export function optionLabel(spec: OptionSpec): string {
  const names = [
    spec.flag ? `--${spec.flag}${spec.type === 'list' ? ' (repeatable)' : ''}` : '',
    spec.env ? `${spec.env}${spec.secret ? ` or ${spec.env}_FILE` : ''}` : '',
  ].filter(Boolean)
  return `${names.join(' / ')} (config ${spec.key})`
}

/** The `--help` lines of `specs`, aligned. */
export function usageLines(specs: readonly OptionSpec[]): string {
  const all = [...specs, ...COMMON_OPTIONS].filter((spec) => spec.flag)
  const heads = all.map((spec) => `  --${spec.flag}${spec.type === 'boolean' ? '' : ' <value>'}`)
  const width = Math.max(...heads.map((head) => head.length)) + 2
  return all
    .map((spec, index) => {
      const notes = [
        spec.env ? `env ${spec.env}${spec.secret ? ` or ${spec.env}_FILE` : ''}` : '',
        spec.defaultText ? `default ${spec.defaultText}` : '',
      ].filter(Boolean)
      const tail = notes.length > 0 ? ` (${notes.join('; ')})` : ''
      return `${heads[index]!.padEnd(width)}${spec.description}${tail}`
    })
    .join('\n')
}

/** The README table of `specs`: flag | variable | config key | default | what it is. */
export function optionsTable(specs: readonly OptionSpec[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|')
  const rows = [...specs, ...COMMON_OPTIONS].map((spec) =>
    [
      spec.flag ? `\`--${spec.flag}\`${spec.type === 'list' ? ' (repeatable)' : ''}` : '—',
      spec.env ? `\`${spec.env}\`${spec.secret ? ` or \`${spec.env}_FILE\`` : ''}` : '—',
      spec.key === 'config' || spec.key === 'help' ? '—' : `\`${spec.key}\``,
      spec.defaultText ? cell(spec.defaultText) : '—',
      cell(spec.description),
    ].join(' | '),
  )
  return [
    '| flag | environment variable | config file key | default | what it is |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n')
}

function envValue(
  spec: OptionSpec,
  text: string | undefined,
): string | boolean | string[] | undefined {
  if (text === undefined) return undefined
  if (spec.type === 'boolean') {
    if (/^(1|true|yes)$/i.test(text)) return true
    if (/^(0|false|no)$/i.test(text)) return false
    throw new ConfigError(`${spec.env}: must be true or false, got '${text}'`)
  }
  if (spec.type === 'list') {
    return text
      .split(spec.separator ?? ',')
      .map((item) => item.trim())
      .filter(Boolean)
  }
  return text
}

function readConfigFile(file: string): Record<string, unknown> {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
    throw new ConfigError(`--config / FOYER_CONFIG: cannot read ${file} (${code})`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new ConfigError(
      `--config / FOYER_CONFIG: ${file} is not JSON (${(error as Error).message})`,
    )
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`--config / FOYER_CONFIG: ${file} must hold a JSON object`)
  }
  return parsed as Record<string, unknown>
}

function closestSpec(specs: readonly OptionSpec[], key: string): OptionSpec | undefined {
  let best: OptionSpec | undefined
  for (const spec of specs) {
    const covers = key === spec.key || key.startsWith(`${spec.key}.`)
    if (covers && (!best || spec.key.length > best.key.length)) best = spec
  }
  return best
}

function setPath(target: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) {
    const next = node[part]
    node[part] =
      typeof next === 'object' && next !== null && !Array.isArray(next) ? { ...next } : {}
    node = node[part] as Record<string, unknown>
  }
  node[parts.at(-1)!] = value
}
