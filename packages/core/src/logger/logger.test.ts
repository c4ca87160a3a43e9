import { LOG_BUFFER_BYTES } from '@foyer/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient } from '../test-utils/test-client.js'
import { createLogger } from './create-logger.js'
import { LogBuffer, serializeEntry } from './log-buffer.js'
import { toPinoLogger } from './pino-logger.js'

const bytesOf = (text: string) => new TextEncoder().encode(text).length

afterEach(() => {
  vi.restoreAllMocks()
})

describe('LogBuffer', () => {
  it('keeps at most maxBytes of serialised entries, dropping the oldest first', () => {
    const buffer = new LogBuffer(1_000)
    const entry = (n: number) => ({
      time: n,
      level: 'error',
      message: `entry ${n} ${'x'.repeat(80)}`,
    })
    const size = bytesOf(serializeEntry(entry(10)))
    for (let n = 10; n < 60; n += 1) buffer.push(entry(n))
    const kept = buffer.entries()
    expect(buffer.byteLength).toBeLessThanOrEqual(1_000)
    expect(buffer.byteLength).toBe(kept.length * size)
    expect(kept.length).toBe(Math.floor(1_000 / size))
    // The newest are kept, in order; the oldest went first.
    expect(kept.at(-1)?.time).toBe(59)
    expect(kept.map((e) => e.time)).toEqual(
      Array.from({ length: kept.length }, (_, i) => 60 - kept.length + i),
    )
    expect(buffer.dropped).toBe(50 - kept.length)
  })

  it('counts bytes, not characters, and refuses an entry larger than the whole buffer', () => {
    const buffer = new LogBuffer(200)
    buffer.push({ time: 1, level: 'error', message: '€€€' })
    expect(buffer.byteLength).toBe(
      bytesOf(serializeEntry({ time: 1, level: 'error', message: '€€€' })),
    )
    buffer.push({ time: 2, level: 'error', message: 'y'.repeat(500) })
    expect(buffer.entries().map((e) => e.time)).toEqual([1])
    expect(buffer.dropped).toBe(1)
  })

  it('serialises errors, bigints and cycles without throwing', () => {
    const cyclic: Record<string, unknown> = { n: 1n }
    cyclic.self = cyclic
    const line = serializeEntry({
      time: 0,
      level: 'error',
      message: 'm',
      details: { error: new TypeError('boom'), cyclic },
    })
    expect(JSON.parse(line).details).toMatchObject({
      error: { name: 'TypeError', message: 'boom' },
      cyclic: { n: '1', self: '[Circular]' },
    })
  })
})

describe('createLogger', () => {
  it("defaults to SPEC §9: level 'error' and a 1,024,000-byte buffer", () => {
    const logger = createLogger({ console: false })
    expect(logger.level).toBe('error')
    const big = 'z'.repeat(10_000)
    for (let i = 0; i < 200; i += 1) logger.error(big)
    expect(logger.byteLength()).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    expect(logger.byteLength()).toBeGreaterThan(LOG_BUFFER_BYTES - 10_100)
    expect(logger.dropped()).toBeGreaterThan(0)
  })

  it('keeps only entries at or above its level, which can be changed', () => {
    const logger = createLogger({ console: false })
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    expect(logger.entries().map((e) => e.message)).toEqual(['e'])
    logger.setLevel('info')
    logger.debug('d2')
    logger.info('i2')
    expect(logger.entries().map((e) => e.message)).toEqual(['e', 'i2'])
    logger.setLevel('silent')
    logger.log('fatal', 'f')
    expect(logger.entries()).toHaveLength(2)
  })

  it('prints kept entries to the console unless asked not to', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const logger = createLogger()
    logger.error('shown', { a: 1 })
    logger.log('error', 'kept only', { print: false })
    logger.warn('below the level')
    expect(error).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith('[foyer] shown', { a: 1 })
    expect(logger.entries()).toHaveLength(2)
  })
})

describe('toPinoLogger', () => {
  it("writes pino-style calls into the Foyer buffer with the child's context, never the console", () => {
    const spies = (['log', 'debug', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    )
    const logger = createLogger({ level: 'warn' })
    const pino = toPinoLogger(logger, { context: 'walletconnect' })
    const relayer = pino.child({ context: 'walletconnect/core/relayer' })
    relayer.error({ code: 1 }, 'socket closed')
    relayer.warn('retrying in', 5, 'seconds')
    pino.info('routine chatter')
    pino.trace({ x: 1 }, 'trace')
    expect(logger.entries()).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'socket closed',
        context: 'walletconnect/core/relayer',
        details: { code: 1 },
      }),
      expect.objectContaining({ level: 'warn', message: 'retrying in 5 seconds' }),
    ])
    expect(relayer.bindings()).toEqual({ context: 'walletconnect/core/relayer' })
    expect(pino.level).toBe('warn')
    expect(pino.isLevelEnabled('info')).toBe(false)
    expect(pino.isLevelEnabled('error')).toBe(true)
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
  })
})

describe('client logger', () => {
  it('each client has one, configurable by the logger option', () => {
    const client = createTestClient({ logger: { level: 'info', bufferBytes: 4096 } })
    expect(client.logger.level).toBe('info')
    expect(createTestClient().logger.level).toBe('error')
    expect(() => createTestClient({ logger: { level: 'loud' as 'info' } })).toThrow(/logger/)
  })
})
