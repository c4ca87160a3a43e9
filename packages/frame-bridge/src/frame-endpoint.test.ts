import { FoyerError } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameEndpoint, type FrameHandlers, NOT_SUPPORTED_MESSAGE } from './frame-endpoint.js'
import { FrameBridge } from './host-bridge.js'
import { FRAME_CHANNEL } from './protocol.js'
import { deliver, fakeWindow, framePair } from './test-utils/fake-windows.js'

const HOST = 'https://dapp.example'
const FRAME = 'https://secure.example'

function setup(allowed: string[] = [HOST]) {
  const pair = framePair(HOST, FRAME)
  const endpoint = new FrameEndpoint({
    allowedHostOrigins: allowed,
    window: pair.frame as unknown as Window,
  })
  const bridge = new FrameBridge({ frameOrigin: FRAME, window: pair.host as unknown as Window })
  bridge.mount(pair.iframe)
  return { ...pair, endpoint, bridge }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('FrameEndpoint with FrameBridge', () => {
  it('answers a request end to end and learns the host origin', async () => {
    const t = setup()
    const connectEmail = vi.fn(async () => ({ action: 'VERIFY_OTP' as const }))
    t.endpoint.start({ CONNECT_EMAIL: connectEmail })
    const result = t.bridge.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await vi.advanceTimersByTimeAsync(500)
    await expect(result).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(connectEmail).toHaveBeenCalledWith({ email: 'ada@example.com' }, { hostOrigin: HOST })
    expect(t.endpoint.hostOrigin).toBe(HOST)
    expect(t.endpoint.stats()).toMatchObject({ accepted: 1, dropped: 0 })
  })

  it("sends the handler's error text; FoyerError shows its SPEC text; others 'An error occurred'", async () => {
    const t = setup()
    t.endpoint.start({
      CONNECT_EMAIL: () => {
        throw new Error('Please try again after 12 seconds')
      },
      RPC_REQUEST: () => {
        throw new FoyerError('RPC_METHOD_NOT_ALLOWED', { details: 'eth_sign' })
      },
      SIGN_OUT: () => {
        throw 'a string'
      },
    })
    await vi.advanceTimersByTimeAsync(500)
    await expect(t.bridge.request('CONNECT_EMAIL', { email: 'ada@example.com' })).rejects.toThrow(
      'Please try again after 12 seconds',
    )
    await expect(t.bridge.request('RPC_REQUEST', { method: 'eth_sign' })).rejects.toThrow(
      /^Requested RPC call is not allowed$/,
    )
    await expect(t.bridge.request('SIGN_OUT', {})).rejects.toThrow(/^An error occurred$/)
    await expect(t.bridge.request('RELOAD', {})).rejects.toThrow(NOT_SUPPORTED_MESSAGE)
  })

  it('never sends an answer that breaks its own schema', async () => {
    const t = setup()
    t.endpoint.start({ GET_CHAIN_ID: () => ({ chainId: 1, secret: 'key' }) as never })
    await vi.advanceTimersByTimeAsync(500)
    await expect(t.bridge.request('GET_CHAIN_ID', {})).rejects.toThrow('An error occurred')
    expect(JSON.stringify(t.posted)).not.toContain('key')
  })

  it('posts events to the allowed origins only, then to the host it talks to', async () => {
    const t = setup([HOST, 'https://other.example'])
    const post = vi.spyOn(t.host, 'postMessage')
    t.endpoint.start({ GET_CHAIN_ID: () => ({ chainId: 1 }) })
    expect(post.mock.calls.map((call) => call[1])).toEqual([HOST, 'https://other.example'])
    await vi.advanceTimersByTimeAsync(500)
    await t.bridge.request('GET_CHAIN_ID', {})
    post.mockClear()
    t.endpoint.emit('APPROVAL_REQUESTED', { method: 'personal_sign' })
    expect(post.mock.calls.map((call) => call[1])).toEqual([HOST])
  })
})

describe('FrameEndpoint drops what it must not trust', () => {
  const request = {
    channel: FRAME_CHANNEL,
    kind: 'request',
    id: 'abcdefgh1234',
    type: 'GET_USER',
    payload: {},
  }

  it('ignores origin patterns and junk in the allowlist instead of throwing', () => {
    const t = setup(['http://127.0.0.1:*', 'not a url', `${HOST}/path`])
    const getUser = vi.fn()
    t.endpoint.start({ GET_USER: getUser })
    deliver(t.frame, request, HOST, t.host)
    expect(getUser).not.toHaveBeenCalled()
    expect(t.endpoint.stats().droppedBy.origin).toBe(1)
  })

  it('drops a request from an origin the project does not allow', () => {
    const t = setup()
    const getUser = vi.fn()
    t.endpoint.start({ GET_USER: getUser })
    deliver(t.frame, request, 'https://evil.example', t.host)
    deliver(t.frame, request, FRAME, t.frame)
    expect(getUser).not.toHaveBeenCalled()
    expect(t.endpoint.stats().droppedBy.origin).toBe(2)
  })

  it('drops a request from an allowed origin that is not its parent window', () => {
    const t = setup()
    const getUser = vi.fn()
    t.endpoint.start({ GET_USER: getUser })
    deliver(t.frame, request, HOST, fakeWindow(HOST))
    deliver(t.frame, request, HOST, t.frame)
    expect(getUser).not.toHaveBeenCalled()
    expect(t.endpoint.stats().droppedBy.source).toBe(2)
  })

  it('drops a top-level frame (no parent) and bad envelopes; answers a bad payload with an error', async () => {
    const lone = fakeWindow(FRAME)
    const endpoint = new FrameEndpoint({
      allowedHostOrigins: [HOST],
      window: lone as unknown as Window,
    })
    endpoint.start({})
    deliver(lone, request, HOST, lone)
    expect(endpoint.stats().droppedBy.source).toBe(1)

    const t = setup()
    const connectEmail = vi.fn()
    t.endpoint.start({ CONNECT_EMAIL: connectEmail })
    deliver(t.frame, { ...request, type: 'SEND_PRIVATE_KEY' }, HOST, t.host)
    deliver(t.frame, { ...request, id: 'x' }, HOST, t.host)
    deliver(t.frame, { ...request, extra: 1 }, HOST, t.host)
    deliver(
      t.frame,
      { ...request, type: 'CONNECT_EMAIL', payload: { email: 'nope' } },
      HOST,
      t.host,
    )
    expect(connectEmail).not.toHaveBeenCalled()
    expect(t.endpoint.stats()).toMatchObject({ accepted: 0, droppedBy: { shape: 3, payload: 1 } })
    const answer = t.posted.filter((p) => p.to === 'host').at(-1)?.data
    expect(answer).toMatchObject({ kind: 'error', type: 'CONNECT_EMAIL_ERROR' })
  })

  it('refuses a code from the host: the old code-carrying requests are unknown, never handled', () => {
    const t = setup()
    const handler = vi.fn(() => ({}))
    // Even a frame that still had handlers under the old names would not be called for them.
    const outdated = { CONNECT_OTP: handler, UPDATE_EMAIL_PRIMARY_OTP: handler }
    t.endpoint.start({ SHOW_CODE_INPUT: handler, ...(outdated as FrameHandlers) })
    for (const type of ['CONNECT_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP']) {
      deliver(t.frame, { ...request, type, payload: { otp: '123456' } }, HOST, t.host)
    }
    // A code smuggled into the code field's own request is refused too (strict payload).
    deliver(
      t.frame,
      {
        ...request,
        type: 'SHOW_CODE_INPUT',
        payload: { step: 'login', label: 'Code', submitLabel: 'Verify', otp: '123456' },
      },
      HOST,
      t.host,
    )
    expect(handler).not.toHaveBeenCalled()
    expect(t.endpoint.stats()).toMatchObject({ accepted: 0, droppedBy: { shape: 3, payload: 1 } })
  })

  it('drops a locale sync that is not one of the 23 locale codes (script, path, pseudo-locale)', () => {
    const t = setup()
    const syncLocale = vi.fn(() => ({}))
    t.endpoint.start({ SYNC_LOCALE: syncLocale })
    for (const locale of ['<img src=x onerror=alert(1)>', '../../de', 'en-XA', 'DE', '', 42]) {
      deliver(t.frame, { ...request, type: 'SYNC_LOCALE', payload: { locale } }, HOST, t.host)
    }
    deliver(
      t.frame,
      { ...request, type: 'SYNC_LOCALE', payload: { locale: 'de', messages: { APPROVE: 'x' } } },
      HOST,
      t.host,
    )
    expect(syncLocale).not.toHaveBeenCalled()
    expect(t.endpoint.stats()).toMatchObject({ accepted: 0, droppedBy: { payload: 7 } })
    deliver(t.frame, { ...request, type: 'SYNC_LOCALE', payload: { locale: 'ar' } }, HOST, t.host)
    expect(syncLocale).toHaveBeenCalledWith({ locale: 'ar' }, { hostOrigin: HOST })
  })

  it('drops app metadata with a non-URL icon or an overlong name', () => {
    const t = setup()
    const syncDapp = vi.fn(() => ({}))
    t.endpoint.start({ SYNC_DAPP_DATA: syncDapp })
    const base = { projectId: 'p', sdkVersion: '1' }
    for (const metadata of [
      { name: 'Uniswap', icon: 'javascript:alert(1)' },
      { name: 'x'.repeat(101) },
      { name: 'Uniswap', origin: 'https://app.uniswap.org' },
    ]) {
      deliver(
        t.frame,
        { ...request, type: 'SYNC_DAPP_DATA', payload: { ...base, metadata } },
        HOST,
        t.host,
      )
    }
    expect(syncDapp).not.toHaveBeenCalled()
  })
})
