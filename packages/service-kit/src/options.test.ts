import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ConfigError } from './config-error.js'
import { readEnv } from './env.js'
import { type OptionSpec, optionsTable, parseSettings, resolveOptions } from './options.js'

const SPECS: OptionSpec[] = [
  {
    key: 'port',
    flag: 'port',
    env: 'PORT',
    parse: (text) => Number(text),
    defaultText: '4600',
    description: 'port',
  },
  {
    key: 'frameOrigins',
    flag: 'frame-origin',
    env: 'FRAME_ORIGINS',
    type: 'list',
    description: 'frame origins',
  },
  { key: 'smtp.url', flag: 'smtp-url', env: 'SMTP_URL', secret: true, description: 'SMTP server' },
  {
    key: 'ephemeral',
    flag: 'ephemeral',
    env: 'EPHEMERAL',
    type: 'boolean',
    description: 'in memory',
  },
]
const schema = z.object({
  port: z.number().int().max(65535),
  frameOrigins: z.array(z.url()).min(1),
  smtp: z.object({ url: z.string().startsWith('smtp://'), from: z.string() }),
  ephemeral: z.boolean().optional(),
})

let dir: string | undefined
const tempFile = (name: string, text: string) => {
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-service-kit-'))
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return file
}
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

describe('resolveOptions', () => {
  it('takes the flag over the variable over the config file, key by key', () => {
    const config = tempFile(
      'c.json',
      JSON.stringify({
        port: 1,
        frameOrigins: ['https://file.example'],
        smtp: { from: 'a@b.c', url: 'smtp://file' },
      }),
    )
    const settings = resolveOptions(SPECS, ['--config', config, '--port', '3'], {
      PORT: '2',
      FRAME_ORIGINS: 'https://env.example, https://env2.example',
    })
    expect(settings).toEqual({
      port: 3,
      frameOrigins: ['https://env.example', 'https://env2.example'],
      smtp: { from: 'a@b.c', url: 'smtp://file' },
    })
    expect(resolveOptions(SPECS, [], { FOYER_CONFIG: config }).port).toBe(1)
  })

  it('reads a secret from <NAME>_FILE, trimming one trailing newline, and refuses both', () => {
    const secret = tempFile('smtp', 'smtp://user:pass@host\n')
    expect(resolveOptions(SPECS, [], { SMTP_URL_FILE: secret }).smtp).toEqual({
      url: 'smtp://user:pass@host',
    })
    expect(() =>
      resolveOptions(SPECS, [], { SMTP_URL_FILE: secret, SMTP_URL: 'smtp://x' }),
    ).toThrow('set SMTP_URL or SMTP_URL_FILE, not both')
    expect(() =>
      resolveOptions(SPECS, [], { SMTP_URL_FILE: path.join(os.tmpdir(), 'no-such-file') }),
    ).toThrow(/SMTP_URL_FILE: cannot read .*no-such-file \(ENOENT\)/)
    expect(readEnv({ PORT_FILE: secret }, 'PORT')).toBeUndefined()
  })

  it('refuses unknown flags and bad booleans with a ConfigError', () => {
    expect(() => resolveOptions(SPECS, ['--nope'], {})).toThrow(ConfigError)
    expect(() => resolveOptions(SPECS, [], { EPHEMERAL: 'maybe' })).toThrow(
      "EPHEMERAL: must be true or false, got 'maybe'",
    )
    expect(resolveOptions(SPECS, [], { EPHEMERAL: 'true' }).ephemeral).toBe(true)
  })
})

describe('parseSettings', () => {
  it('names the flag, the variable and the config key of each issue, never the internal path alone', () => {
    const settings = resolveOptions(SPECS, ['--port', '70000'], {
      SMTP_URL: 'http://secret-pass@x',
    })
    const error = (() => {
      try {
        parseSettings(schema, settings, SPECS)
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    const lines = error!.message.split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^--port \/ PORT \(config port\): /))
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^--frame-origin \(repeatable\) \/ FRAME_ORIGINS \(config frameOrigins\): /,
      ),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(/^--smtp-url \/ SMTP_URL or SMTP_URL_FILE \(config smtp.url\): /),
    )
    expect(lines).toContainEqual(expect.stringMatching(/^config file key smtp.from: /))
    expect(error!.message).not.toContain('secret-pass')
  })
})

it('optionsTable lists each option with its flag, variable, key and default', () => {
  const table = optionsTable(SPECS)
  expect(table).toContain('| `--port` | `PORT` | `port` | 4600 | port |')
  expect(table).toContain(
    '| `--smtp-url` | `SMTP_URL` or `SMTP_URL_FILE` | `smtp.url` | — | SMTP server |',
  )
})
