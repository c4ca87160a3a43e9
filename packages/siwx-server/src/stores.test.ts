import { describe, expect, it } from 'vitest'
import { readCookie, sessionCookie } from './cookies.js'
import { NonceStore } from './nonce-store.js'
import { SessionStore } from './session-store.js'

describe('NonceStore', () => {
  it('a nonce is good once, and only until its lifetime ends', () => {
    let now = 0
    const store = new NonceStore(1000, 10, () => now)
    const a = store.issue()
    expect(store.take(a)).toBe(true)
    expect(store.take(a)).toBe(false)
    const b = store.issue()
    now = 1000
    expect(store.take(b)).toBe(false)
  })

  it('forgets the oldest beyond its limit', () => {
    const store = new NonceStore(1000, 2, () => 0)
    const [a, b, c] = [store.issue(), store.issue(), store.issue()]
    expect([store.take(a), store.take(b), store.take(c)]).toEqual([false, true, true])
  })
})

describe('SessionStore', () => {
  it('ends a session at its expiry', () => {
    let now = 0
    const store = new SessionStore(10, () => now)
    const session = { data: {} as never, message: 'm', signature: '0x' }
    const id = store.create(session, 500)
    expect(store.get(id)?.session).toBe(session)
    now = 500
    expect(store.get(id)).toBeUndefined()
  })
})

describe('cookies', () => {
  it('reads one cookie among several and writes an HTTP-only strict one', () => {
    expect(readCookie('a=1; foyer_siwx=abc; b=2', 'foyer_siwx')).toBe('abc')
    expect(readCookie('a=1', 'foyer_siwx')).toBeUndefined()
    expect(sessionCookie('v', { name: 'n', maxAgeSeconds: 60, secure: true, path: '/' })).toBe(
      'n=v; HttpOnly; SameSite=Strict; Path=/; Max-Age=60; Secure',
    )
  })
})
