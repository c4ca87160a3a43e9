import { describe, expect, test } from 'vitest'
import { isLoopbackUrl } from './chromium.js'

describe('isLoopbackUrl', () => {
  test('keeps loopback hosts and non-network schemes on the machine', () => {
    expect(isLoopbackUrl('http://127.0.0.1:5173/')).toBe(true)
    expect(isLoopbackUrl('ws://localhost:4200/?auth=x')).toBe(true)
    expect(isLoopbackUrl('http://[::1]:8545')).toBe(true)
    expect(isLoopbackUrl('data:image/png;base64,AA==')).toBe(true)
    expect(isLoopbackUrl('chrome-extension://abc/page.html')).toBe(true)
  })

  test('flags every other host', () => {
    expect(isLoopbackUrl('https://relay.walletconnect.org')).toBe(false)
    expect(isLoopbackUrl('wss://relay.walletconnect.com')).toBe(false)
    expect(isLoopbackUrl('http://10.0.0.1/')).toBe(false)
    expect(isLoopbackUrl('https://127.0.0.1.example.com/')).toBe(false)
  })
})
