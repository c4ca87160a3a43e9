import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLI_ENV, CliUsageError, parseCliArgs } from './cli-args.js'

const defaultFile = '/repo/.foyer-tmp/devstack.json'
const parse = (argv: string[], env: NodeJS.ProcessEnv = {}) => parseCliArgs(argv, env, defaultFile)

describe('parseCliArgs', () => {
  it('uses the documented fixed ports by default', () => {
    expect(parse([])).toEqual({
      help: false,
      ports: {
        chains: [8545, 8546],
        directory: 4100,
        relay: 4200,
        wallet: 4300,
        bitcoin: 4400,
        solana: 8899,
        dataService: 4500,
        auth: 4600,
        smtp: 4625,
        mailInbox: 4610,
        identityProvider: 4620,
        walletFrame: 4800,
        bundlers: [4337, 4338],
        paymaster: 4700,
      },
      directory: true,
      dataService: true,
      auth: true,
      relay: true,
      wallet: true,
      walletKit: false,
      solana: true,
      infoFile: defaultFile,
    })
  })

  it('runs the WalletConnect test wallet on WalletKit with --walletkit', () => {
    expect(parse(['--walletkit'])).toMatchObject({ wallet: true, walletKit: true })
  })

  it('reads ports and the info file from the environment', () => {
    const settings = parse([], {
      [CLI_ENV.anvilPorts]: '9545, 9546',
      [CLI_ENV.directoryPort]: '5100',
      [CLI_ENV.relayPort]: '5200',
      [CLI_ENV.walletPort]: '5300',
      [CLI_ENV.dataServicePort]: '5500',
      [CLI_ENV.infoFile]: 'out/info.json',
    })
    expect(settings.ports).toEqual({
      chains: [9545, 9546],
      directory: 5100,
      relay: 5200,
      wallet: 5300,
      bitcoin: 4400,
      solana: 8899,
      dataService: 5500,
      auth: 4600,
      smtp: 4625,
      mailInbox: 4610,
      identityProvider: 4620,
      walletFrame: 4800,
      bundlers: [4337, 4338],
      paymaster: 4700,
    })
    expect(settings.infoFile).toBe(path.resolve('out/info.json'))
  })

  it('lets a flag win over its environment variable', () => {
    const settings = parse(['--relay-port', '6200', '--anvil-ports=7545,7546'], {
      [CLI_ENV.relayPort]: '5200',
      [CLI_ENV.anvilPorts]: '9545,9546',
    })
    expect(settings.ports).toEqual({
      chains: [7545, 7546],
      directory: 4100,
      relay: 6200,
      wallet: 4300,
      bitcoin: 4400,
      solana: 8899,
      dataService: 4500,
      auth: 4600,
      smtp: 4625,
      mailInbox: 4610,
      identityProvider: 4620,
      walletFrame: 4800,
      bundlers: [4337, 4338],
      paymaster: 4700,
    })
  })

  it('uses free ports with --free-ports, except where one is given', () => {
    expect(parse(['--free-ports', '--relay-port', '4200']).ports).toEqual({
      chains: [0, 0],
      directory: 0,
      relay: 4200,
      wallet: 0,
      bitcoin: 0,
      solana: 0,
      dataService: 0,
      auth: 0,
      smtp: 0,
      mailInbox: 0,
      identityProvider: 0,
      walletFrame: 0,
      bundlers: [0, 0],
      paymaster: 0,
    })
  })

  it('reads the auth server port and turns the auth services off', () => {
    expect(parse(['--auth-port', '5600']).ports.auth).toBe(5600)
    expect(parse([], { [CLI_ENV.authPort]: '5700' }).ports.auth).toBe(5700)
    expect(parse(['--free-ports', '--auth-port', '4600']).ports).toMatchObject({
      auth: 4600,
      smtp: 0,
      mailInbox: 0,
      identityProvider: 0,
      walletFrame: 0,
    })
    expect(parse(['--no-auth']).auth).toBe(false)
  })

  it('turns services off and reads --help', () => {
    const settings = parse(['--no-directory', '--no-relay', '-h'])
    expect([settings.directory, settings.relay, settings.help]).toEqual([false, false, true])
    // The WalletConnect test wallet needs the relay; --no-wallet leaves it out on its own.
    expect(settings.wallet).toBe(false)
    expect([parse(['--no-wallet']).wallet, parse(['--no-wallet']).relay]).toEqual([false, true])
    expect(parse(['--no-solana']).solana).toBe(false)
    expect([parse(['--no-data-service']).dataService, parse([]).dataService]).toEqual([false, true])
  })

  it.each([
    [['--relay-port', '70000'], /--relay-port 70000/],
    [['--directory-port', 'abc'], /--directory-port abc/],
    [['--anvil-ports', '8545'], /--anvil-ports 8545/],
    [['--anvil-ports', '1,2,3'], /--anvil-ports 1,2,3/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['extra'], /positional/i],
  ])('rejects %j', (argv, message) => {
    expect(() => parse(argv)).toThrow(CliUsageError)
    expect(() => parse(argv)).toThrow(message)
  })

  it('names the environment variable that holds a bad value', () => {
    expect(() => parse([], { [CLI_ENV.directoryPort]: '-1' })).toThrow(
      `Invalid ${CLI_ENV.directoryPort}=-1`,
    )
  })
})
