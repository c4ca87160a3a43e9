import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { optionsTable } from '@foyer/service-kit'
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.js'
import { WALLET_DIRECTORY_OPTIONS } from './cli-options.js'

describe('parseCliArgs', () => {
  it('maps flags to server options', () => {
    expect(
      parseCliArgs(
        [
          '--host',
          '0.0.0.0',
          '--port',
          '8787',
          '--allowed-origin',
          'https://a.example',
          '--allowed-origin',
          'https://b.example',
          '--synthetic-wallets',
          '250',
          '--hidden-for-html-core',
          'a, b,c',
          '--certified',
          'x',
          '--analytics',
          '--require-project-id',
          '--project-id',
          'p1',
          '--no-test-wallet',
          '--no-loopback-origins',
          '--log-level',
          'debug',
          '--trust-proxy',
          '10.0.0.1',
        ],
        {},
      ),
    ).toEqual({
      kind: 'serve',
      options: {
        host: '0.0.0.0',
        port: 8787,
        logLevel: 'debug',
        trustProxy: ['10.0.0.1'],
        allowedOrigins: ['https://a.example', 'https://b.example'],
        allowLoopbackOrigins: false,
        syntheticWallets: 250,
        hiddenForHtmlCore: ['a', 'b', 'c'],
        certifiedWalletIds: ['x'],
        analyticsEnabled: true,
        requireProjectId: true,
        projectIds: ['p1'],
        includeTestWallet: false,
      },
    })
    expect(parseCliArgs([], {})).toEqual({
      kind: 'serve',
      options: { port: 4100, logLevel: 'info' },
    })
    expect(parseCliArgs(['--any-origin'], {})).toEqual({
      kind: 'serve',
      options: { port: 4100, logLevel: 'info', allowedOrigins: '*' },
    })
    expect(parseCliArgs(['--help'], {})).toEqual({ kind: 'help' })
    expect(
      parseCliArgs([], {
        PORT: '4101',
        ALLOWED_ORIGINS: 'https://a.example,https://b.example',
        NO_TEST_WALLET: 'true',
      }),
    ).toEqual({
      kind: 'serve',
      options: {
        port: 4101,
        logLevel: 'info',
        allowedOrigins: ['https://a.example', 'https://b.example'],
        includeTestWallet: false,
      },
    })
  })

  it('rejects unknown flags, positionals and malformed numbers', () => {
    expect(() => parseCliArgs(['--bogus'], {})).toThrow(/bogus/)
    expect(() => parseCliArgs(['serve'], {})).toThrow()
    expect(() => parseCliArgs(['--port', '80a'], {})).toThrow(
      "--port / PORT (config port): must be a whole number, got '80a'",
    )
    expect(() => parseCliArgs(['--synthetic-wallets', '-3'], {})).toThrow()
  })
})

const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url))

/** Runs the CLI from source (tsx resolves workspace packages through @foyer/source). */
function runCli(args: string[]): ChildProcess {
  return spawn(
    process.execPath,
    ['--conditions=@foyer/source', '--import', 'tsx', cliPath, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
}

function collect(child: ChildProcess): { out: () => string; exit: Promise<number | null> } {
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString()
  })
  return { out: () => text, exit: new Promise((resolve) => child.once('exit', resolve)) }
}

describe('foyer-wallet-directory CLI', () => {
  it('serves on the given host and port until SIGTERM, then exits 0', async () => {
    const child = runCli(['--host', '127.0.0.1', '--port', '0', '--synthetic-wallets', '7'])
    const { out, exit } = collect(child)
    try {
      await expect.poll(out, { timeout: 30_000, interval: 100 }).toMatch(/listening on http/)
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out())?.[1]
      const body = (await (await fetch(`${url}/getWallets?entries=1`)).json()) as { count: number }
      expect(body.count).toBe(114 + 7)
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exit).toBe(0)
  }, 60_000)

  it('exits 2 with a message for bad flags', async () => {
    const child = runCli(['--port', '99999'])
    const { out, exit } = collect(child)
    expect(await exit).toBe(2)
    expect(out()).toContain('port')
    expect(out()).toContain('--help')
  }, 60_000)
})

it('the README lists every option with its flag, variable, config key and default', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  expect(readme).toContain(optionsTable(WALLET_DIRECTORY_OPTIONS))
})
