import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.js'

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
    ).toEqual({
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

  it('takes DATABASE_URL from the environment unless --database-url is given', () => {
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

  it('refuses missing chains and malformed values with a readable message', () => {
    expect(() => parseCliArgs([], {})).toThrow('--chain <chainId>=<rpcUrl> is required')
    expect(() => parseCliArgs(['--chain', 'x=http://a'], {})).toThrow(
      "--chain must be a whole number, got 'x'",
    )
    expect(() => parseCliArgs(['--chain', '1'], {})).toThrow('--chain takes <key>=<value>')
    expect(() =>
      parseCliArgs(['--chain', '1=http://a', '--price', 'eip155:1:native=abc'], {}),
    ).toThrow('--price')
    expect(() => parseCliArgs(['--bogus'], {})).toThrow()
    expect(parseCliArgs(['--help'], {})).toEqual({ kind: 'help' })
  })
})
