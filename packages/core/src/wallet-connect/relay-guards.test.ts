import { alertKeyForError } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import { FakeEmitter, FakeRelayer, socketClosed } from '../test-utils/fake-relayer.js'
import { unlessRelayRefuses, watchRelayRefusal } from './relay-refusal.js'
import { keepRelaySocketErrorsHandled } from './relay-socket-errors.js'

/** A provider whose relayer makes a new socket provider per connection attempt. */
const fakeProvider = () => ({ client: { core: { relayer: new FakeRelayer() } } })
const closed = socketClosed

describe('watchRelayRefusal', () => {
  it("rejects on close code 3000 with the relay's reason, which maps to 'Session Expired'", async () => {
    const provider = fakeProvider()
    const watch = watchRelayRefusal(provider)
    provider.client.core.relayer.emit(
      'relayer_error',
      closed(3000, 'Unauthorized: JWT is not yet valid'),
    )
    const error = await watch.refused.catch((reason: unknown) => reason)
    expect((error as Error).message).toBe(
      'The WalletConnect relay refused the connection: Unauthorized: JWT is not yet valid',
    )
    expect(alertKeyForError(error)).toBe('SESSION_EXPIRED')
  })

  it("a 3000 without a reason still counts as refused ('Unauthorized')", async () => {
    const provider = fakeProvider()
    const watch = watchRelayRefusal(provider)
    provider.client.core.relayer.emit('relayer_error', closed(3000))
    await expect(watch.refused).rejects.toThrow(/refused the connection: Unauthorized$/)
  })

  it('ignores other close codes, and stops listening when stopped', async () => {
    const provider = fakeProvider()
    const { relayer } = provider.client.core
    const watch = watchRelayRefusal(provider)
    relayer.emit('relayer_error', closed(1006))
    relayer.emit('relayer_error', closed(30001, 'not a refusal'))
    const pending = await Promise.race([
      watch.refused.catch(() => 'rejected'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ])
    expect(pending).toBe('pending')
    watch.stop()
    expect(relayer.listeners.get('relayer_error')?.size ?? 0).toBe(0)
  })
})

describe('unlessRelayRefuses', () => {
  it("returns the pairing's result and leaves no listener behind", async () => {
    const provider = fakeProvider()
    await expect(unlessRelayRefuses(provider, async () => 'approved')).resolves.toBe('approved')
    expect(provider.client.core.relayer.listeners.get('relayer_error')?.size ?? 0).toBe(0)
  })

  it('fails a pairing still waiting when the relay refuses the token', async () => {
    const provider = fakeProvider()
    const pairing = unlessRelayRefuses(provider, () => new Promise<never>(() => {}))
    provider.client.core.relayer.provider.emit(
      'error',
      closed(3000, 'Unauthorized: JWT has expired'),
    )
    await expect(pairing).rejects.toThrow('Unauthorized: JWT has expired')
  })
})

describe('keepRelaySocketErrorsHandled', () => {
  it('a refusal on a socket the relayer left throws nothing', () => {
    const provider = fakeProvider()
    const { relayer } = provider.client.core
    keepRelaySocketErrorsHandled(provider)
    const first = relayer.provider
    relayer.reconnect()
    const second = relayer.provider
    relayer.reconnect()
    for (const stale of [first, second]) {
      expect(() => stale.emit('error', closed(3000, 'Unauthorized: JWT has expired'))).not.toThrow()
    }
  })

  it('the current socket still reports to the relayer', () => {
    const provider = fakeProvider()
    const { relayer } = provider.client.core
    keepRelaySocketErrorsHandled(provider)
    relayer.reconnect()
    const reported: unknown[] = []
    relayer.on('relayer_error', (error) => reported.push(error))
    relayer.provider.emit('error', closed(1006))
    expect(reported).toHaveLength(1)
  })

  it('does nothing to a relayer without the listener hook', () => {
    const relayer = new FakeEmitter()
    expect(() => keepRelaySocketErrorsHandled({ client: { core: { relayer } } })).not.toThrow()
  })
})
