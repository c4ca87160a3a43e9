import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseRelayCliArgs } from './cli-args.js'
import { CLOSE_CODE } from './constants.js'
import { startRelay } from './start-relay.js'
import { RawRelayClient, randomTopic } from './test-utils/raw-client.js'

describe('parseRelayCliArgs', () => {
  it('maps flags to relay options', () => {
    expect(
      parseRelayCliArgs([
        '--host',
        '0.0.0.0',
        '--port',
        '8787',
        '--allow-anonymous',
        '--audience',
        'wss://relay.example.test',
        '--ping-interval-ms',
        '15000',
        '--max-topics',
        '50',
        '--max-message-bytes',
        '2048',
        '--quiet',
      ]),
    ).toEqual({
      kind: 'run',
      quiet: true,
      options: {
        host: '0.0.0.0',
        port: 8787,
        requireAuth: false,
        audience: ['wss://relay.example.test'],
        pingIntervalMs: 15_000,
        limits: { maxTopics: 50, maxMessageBytes: 2048 },
      },
    })
    expect(parseRelayCliArgs([])).toEqual({ kind: 'run', quiet: false, options: {} })
    expect(parseRelayCliArgs(['--help'])).toEqual({ kind: 'help' })
  })

  it('reads FOYER_RELAY_HOST and FOYER_RELAY_PORT, flags first', () => {
    const env = { FOYER_RELAY_HOST: '::1', FOYER_RELAY_PORT: '9000' }
    expect(parseRelayCliArgs([], env)).toMatchObject({ options: { host: '::1', port: 9000 } })
    expect(parseRelayCliArgs(['--port', '1'], env)).toMatchObject({ options: { port: 1 } })
  })

  it('reads --redis-url, or REDIS_URL, and checks its scheme when the relay starts', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6390/2' }
    expect(parseRelayCliArgs([], env)).toMatchObject({ options: { redisUrl: env.REDIS_URL } })
    expect(parseRelayCliArgs(['--redis-url', 'redis://h:1'], env)).toMatchObject({
      options: { redisUrl: 'redis://h:1' },
    })
    expect(parseRelayCliArgs([], { REDIS_URL: '' })).toEqual({
      kind: 'run',
      quiet: false,
      options: {},
    })
    await expect(startRelay({ redisUrl: 'http://127.0.0.1:6379' })).rejects.toThrow(
      'redisUrl: must be a redis:// or rediss:// URL',
    )
  })

  it('names the flag of a bad value, and rejects unknown flags and positionals', () => {
    expect(() => parseRelayCliArgs(['--port', '80a'])).toThrow('--port: must be a whole number')
    expect(() => parseRelayCliArgs(['--max-topics', '-1'])).toThrow('--max-topics')
    expect(() => parseRelayCliArgs(['--audience', 'not a url'])).toThrow('--audience')
    expect(() => parseRelayCliArgs(['--bogus'])).toThrow(/bogus/)
    expect(() => parseRelayCliArgs(['serve'])).toThrow()
  })
})

describe('foyer-relay', () => {
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))

  it('serves until SIGTERM, then closes clients with 1001 and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--quiet'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk
        const match = /foyer-relay listening on (ws:\/\/127\.0\.0\.1:\d+)/.exec(output)
        if (match?.[1]) resolve(match[1])
      })
      child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)))
    })
    const client = await RawRelayClient.connectAuthenticated(url)
    expect((await client.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(
      expect.any(String),
    )

    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    expect((await client.closed).code).toBe(CLOSE_CODE.goingAway)
    expect(await exited).toEqual([0, null])
  }, 30_000)

  it('exits 2 with a message for bad arguments', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', 'x'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk) => {
      errors += chunk
    })
    expect(await once(child, 'exit')).toEqual([2, null])
    expect(errors).toContain('foyer-relay: --port: must be a whole number')
  }, 30_000)
})
