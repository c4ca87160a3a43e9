import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ConfigError, optionsTable } from '@foyer/service-kit'
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.js'
import { DATA_SERVICE_OPTIONS } from './cli-options.js'

describe('parseCliArgs', () => {
  it('reads chains, storage, prices and ports', () => {
    expect(
      parseCliArgs(
        [
          '--chain',
          '31337=http://127.0.0.1:8545',
          '--chain=1=http://node.test/rpc?x=1',
          '--port',
          '4400',
          '--price',
          'eip155:1:native=3000',
          '--confirmations',
          '0',
          '--data-dir',
          '/tmp/x',
        ],
        {},
      ),
    ).toMatchObject({
      kind: 'serve',
      options: {
        chains: [
          { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
          { chainId: 1, rpcUrl: 'http://node.test/rpc?x=1' },
        ],
        port: 4400,
        prices: { 'eip155:1:native': 3000 },
        confirmations: 0,
        dataDir: '/tmp/x',
      },
      stopOnStdinClose: false,
    })
  })

  it('is durable on the fixed port by default, and in memory only with --ephemeral', () => {
    const chain = ['--chain', '1=http://a.test']
    expect(parseCliArgs(chain, {})).toMatchObject({
      options: { port: 4500, dataDir: path.resolve('foyer-data/data-service') },
    })
    const ephemeral = parseCliArgs([...chain, '--ephemeral'], {})
    expect(ephemeral).toMatchObject({ options: { ephemeral: true } })
    expect(ephemeral.kind === 'serve' && ephemeral.options.dataDir).toBeUndefined()
    expect(
      parseCliArgs([], { CHAINS: '1=http://a.test,2=http://b.test', PORT: '0' }),
    ).toMatchObject({ options: { port: 0, chains: [{ chainId: 1 }, { chainId: 2 }] } })
  })

  it('takes the flag over DATABASE_URL, and DATABASE_URL from a file', () => {
    const chain = ['--chain', '1=http://a.test']
    expect(parseCliArgs(chain, { DATABASE_URL: 'postgres://env/db' })).toMatchObject({
      options: { databaseUrl: 'postgres://env/db' },
    })
    expect(
      parseCliArgs([...chain, '--database-url', 'postgres://flag/db'], {
        DATABASE_URL: 'postgres://env/db',
      }),
    ).toMatchObject({
      options: { databaseUrl: 'postgres://flag/db' },
    })
  })

  it('refuses missing chains and malformed values, naming the flag and the variable', () => {
    expect(() => parseCliArgs([], {})).toThrow(
      /^--chain \(repeatable\) \/ CHAINS \(config chains\): /,
    )
    expect(() => parseCliArgs(['--chain', 'x=http://a'], {})).toThrow(
      "--chain (repeatable) / CHAINS (config chains): must be a whole number, got 'x'",
    )
    expect(() => parseCliArgs(['--chain', '1'], {})).toThrow('takes <key>=<value>')
    expect(() =>
      parseCliArgs(['--chain', '1=http://a', '--price', 'eip155:1:native=abc'], {}),
    ).toThrow('--price (repeatable) / PRICES')
    expect(() =>
      parseCliArgs(['--chain', '1=http://a', '--onramp-sandbox', 'http://checkout.test'], {}),
    ).toThrow('FOYER_ONRAMP_SANDBOX_SECRET')
    expect(() => parseCliArgs(['--bogus'], {})).toThrow(ConfigError)
    expect(parseCliArgs(['--help'], {})).toEqual({ kind: 'help' })
  })
})

it('the README lists every option with its flag, variable, config key and default', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  expect(readme).toContain(optionsTable(DATA_SERVICE_OPTIONS))
})
