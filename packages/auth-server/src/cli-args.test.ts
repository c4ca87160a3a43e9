import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ConfigError, optionsTable } from '@foyer/service-kit'
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.js'
import { AUTH_SERVER_OPTIONS } from './cli-options.js'

const env = {
  RECOVERY_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'login@example.com',
  FRAME_ORIGINS: 'https://wallet.example, https://wallet2.example',
  AUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
  AUTH_GOOGLE_CLIENT_ID: 'id',
  AUTH_GOOGLE_CLIENT_SECRET: 'secret',
}

const tempFile = (name: string, text: string) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'auth-cli-')), name)
  writeFileSync(file, text)
  return file
}

const failure = (run: () => unknown): Error => {
  try {
    run()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a failure')
}

describe('foyer-auth-server arguments', () => {
  it('takes each setting from the flag, else the environment, else the config file', () => {
    const file = tempFile(
      'config.json',
      JSON.stringify({
        port: 1,
        host: '0.0.0.0',
        projects: {
          demo: { allowedOrigins: ['https://app.example'], preferredAccountType: 'eoa' },
        },
        providers: {
          github: {
            clientId: 'gh',
            clientSecret: 's',
            authorizationEndpoint: 'https://github.example/authorize',
            tokenEndpoint: 'https://github.example/token',
          },
        },
      }),
    )
    const command = parseCliArgs(['--config', file, '--port', '4700'], { ...env, PORT: '4650' })
    expect(command).toMatchObject({
      kind: 'serve',
      options: {
        port: 4700,
        host: '0.0.0.0',
        frameOrigins: ['https://wallet.example', 'https://wallet2.example'],
        smtp: { url: 'smtp://127.0.0.1:2525', from: 'login@example.com' },
        projects: {
          demo: { allowedOrigins: ['https://app.example'], preferredAccountType: 'eoa' },
        },
        providers: {
          google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
          github: { clientId: 'gh' },
        },
      },
    })
    const fromEnv = parseCliArgs([], {
      ...env,
      HOST: '127.0.0.2',
      PORT: '4650',
      PROJECTS: 'one=https://a.example,https://b.example; two=https://c.example',
    })
    expect(fromEnv).toMatchObject({
      options: {
        host: '127.0.0.2',
        port: 4650,
        projects: {
          one: { allowedOrigins: ['https://a.example', 'https://b.example'] },
          two: { allowedOrigins: ['https://c.example'] },
        },
      },
    })
  })

  it('is durable on the fixed port by default, and in memory only with --ephemeral', () => {
    const base = ['--project', 'p=https://a.example']
    const durable = parseCliArgs(base, env)
    expect(durable).toMatchObject({
      options: { port: 4600, dataDir: path.resolve('foyer-data/auth-server') },
    })
    expect(parseCliArgs([...base, '--data-dir', 'here'], env)).toMatchObject({
      options: { dataDir: path.resolve('here') },
    })
    const ephemeral = parseCliArgs([...base, '--ephemeral', '--port', '0'], {
      ...env,
      RECOVERY_KEY: undefined,
    })
    expect(ephemeral).toMatchObject({ options: { ephemeral: true, port: 0 } })
    expect(ephemeral.kind === 'serve' && ephemeral.options.dataDir).toBeUndefined()
    expect(() => parseCliArgs([...base, '--ephemeral', '--data-dir', 'x'], env)).toThrow(
      '--ephemeral',
    )
  })

  it('reads every secret from its _FILE variable', () => {
    const command = parseCliArgs(['--project', 'p=https://a.example'], {
      ...env,
      RECOVERY_KEY: undefined,
      RECOVERY_KEY_FILE: tempFile('key', `${'cd'.repeat(32)}\n`),
      SMTP_URL: undefined,
      SMTP_URL_FILE: tempFile('smtp', 'smtps://u:p@mail.example:465\n'),
      DATABASE_URL_FILE: tempFile('db', 'postgres://foyer:pw@db.example/foyer'),
      AUTH_GOOGLE_CLIENT_SECRET: undefined,
      AUTH_GOOGLE_CLIENT_SECRET_FILE: tempFile('google', 'from-file\n'),
    })
    expect(command).toMatchObject({
      options: {
        recoveryKey: 'cd'.repeat(32),
        smtp: { url: 'smtps://u:p@mail.example:465' },
        databaseUrl: 'postgres://foyer:pw@db.example/foyer',
        providers: { google: { clientSecret: 'from-file' } },
      },
    })
  })

  it('names the flag and the variable to fix, never an internal key or a secret', () => {
    const base = ['--project', 'p=https://a.example']
    expect(failure(() => parseCliArgs(base, { ...env, RECOVERY_KEY: undefined })).message).toMatch(
      /^RECOVERY_KEY \(or RECOVERY_KEY_FILE\) is required/,
    )
    const noOrigins = failure(() => parseCliArgs(base, { ...env, FRAME_ORIGINS: undefined }))
    expect(noOrigins).toBeInstanceOf(ConfigError)
    expect(noOrigins.message).toMatch(/^--frame-origin \(repeatable\) \/ FRAME_ORIGINS /)
    expect(failure(() => parseCliArgs([], env)).message).toMatch(
      /^--project \(repeatable\) \/ PROJECTS /,
    )
    const badOrigin = failure(() =>
      parseCliArgs([...base, '--frame-origin', 'https://w.example/path'], env),
    ).message
    expect(badOrigin).toMatch(
      /^--frame-origin \(repeatable\) \/ FRAME_ORIGINS \(config frameOrigins\) \(frameOrigins\.0\): must be an origin/,
    )
    const badSmtp = failure(() =>
      parseCliArgs(base, { ...env, SMTP_URL: 'http://user:hunter2@mail.example' }),
    ).message
    expect(badSmtp).toMatch(/^--smtp-url \/ SMTP_URL or SMTP_URL_FILE \(config smtp.url\): /)
    expect(badSmtp).not.toContain('hunter2')
    expect(failure(() => parseCliArgs([...base, '--port', 'x'], env)).message).toBe(
      "--port / PORT (config port): must be a whole number, got 'x'",
    )
    expect(() => parseCliArgs(['--nope'], env)).toThrow(ConfigError)
    expect(parseCliArgs(['--help'], env)).toEqual({ kind: 'help' })
  })
})

it('the README lists every option with its flag, variable, config key and default', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  expect(readme).toContain(optionsTable(AUTH_SERVER_OPTIONS))
})
