import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.js'

const env = {
  RECOVERY_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'login@example.com',
  FRAME_ORIGINS: 'https://wallet.example, https://wallet2.example',
  AUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
  AUTH_GOOGLE_CLIENT_ID: 'id',
  AUTH_GOOGLE_CLIENT_SECRET: 'secret',
}

describe('foyer-auth-server arguments', () => {
  it('merges the config file, the environment and the flags (flags win)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'auth-cli-'))
    const file = path.join(dir, 'config.json')
    writeFileSync(
      file,
      JSON.stringify({
        port: 1,
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
    const command = parseCliArgs(
      ['--config', file, '--port', '4600', '--project', 'two=https://b.example'],
      env,
    )
    expect(command).toMatchObject({
      kind: 'serve',
      options: {
        port: 4600,
        frameOrigins: ['https://wallet.example', 'https://wallet2.example'],
        smtp: { url: 'smtp://127.0.0.1:2525', from: 'login@example.com' },
        projects: {
          demo: { allowedOrigins: ['https://app.example'], preferredAccountType: 'eoa' },
          two: { allowedOrigins: ['https://b.example'] },
        },
        providers: {
          google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
          github: { clientId: 'gh' },
        },
      },
    })
  })

  it('refuses a missing recovery key, a bad origin and unknown flags with a readable error', () => {
    const base = ['--project', 'p=https://a.example']
    expect(() => parseCliArgs(base, { ...env, RECOVERY_KEY: undefined })).toThrow(/RECOVERY_KEY/)
    expect(() => parseCliArgs([...base, '--frame-origin', 'https://w.example/path'], env)).toThrow(
      /origin/,
    )
    expect(() => parseCliArgs(['--nope'], env)).toThrow()
    expect(parseCliArgs(['--help'], env)).toEqual({ kind: 'help' })
  })
})
