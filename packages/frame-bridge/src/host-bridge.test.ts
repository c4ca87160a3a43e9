import { isFoyerError } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameBridge } from './host-bridge.js'
import { FRAME_CHANNEL } from './protocol.js'
import { deliver, fakeWindow, framePair } from './test-utils/fake-windows.js'

const HOST = 'https://dapp.example'
const FRAME = 'https://secure.example'

function setup() {
  const pair = framePair(HOST, FRAME)
  const bridge = new FrameBridge({ frameOrigin: FRAME, window: pair.host as unknown as Window })
  bridge.mount(pair.iframe)
  const fromFrame = (data: unknown) => deliver(pair.host, data, FRAME, pair.frame)
  const ready = () =>
    fromFrame({ channel: FRAME_CHANNEL, kind: 'event', type: 'READY', payload: {} })
  const lastRequest = () => {
    const last = pair.posted.filter((p) => p.to === 'frame').at(-1)
    return last?.data as { id: string; type: string; payload: unknown } | undefined
  }
  const answer = (kind: 'success' | 'error', payload: unknown, type?: string) => {
    const request = lastRequest()
    if (!request) throw new Error('no request posted')
    fromFrame({
      channel: FRAME_CHANNEL,
      kind,
      id: request.id,
      type: type ?? `${request.type}_${kind === 'success' ? 'SUCCESS' : 'ERROR'}`,
      payload,
    })
  }
  return { ...pair, bridge, fromFrame, ready, lastRequest, answer }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('FrameBridge before mount', () => {
  it("refuses requests and ready() with 'W3mFrame: iframe is not set'", async () => {
    const bridge = new FrameBridge({
      frameOrigin: FRAME,
      window: fakeWindow(HOST) as unknown as Window,
    })
    const error = await rejection(bridge.request('GET_CHAIN_ID', {}))
    expect(isFoyerError(error, 'FRAME_NOT_SET')).toBe(true)
    expect((error as Error).message).toBe('W3mFrame: iframe is not set')
    await expect(bridge.ready()).rejects.toThrow('W3mFrame: iframe is not set')
  })
})

describe('FrameBridge readiness', () => {
  it('posts nothing until the ready event, then waits a further 500 ms', async () => {
    const t = setup()
    const result = t.bridge.request('GET_CHAIN_ID', {})
    await vi.advanceTimersByTimeAsync(5000)
    expect(t.lastRequest()).toBeUndefined()
    t.ready()
    await vi.advanceTimersByTimeAsync(499)
    expect(t.lastRequest()).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(t.lastRequest()).toMatchObject({ type: 'GET_CHAIN_ID', payload: {} })
    t.answer('success', { chainId: 'eip155:1' })
    await expect(result).resolves.toEqual({ chainId: 'eip155:1' })
    expect(t.bridge.stats()).toMatchObject({ accepted: 2, dropped: 0 })
  })

  it('posts only to the frame origin', async () => {
    const t = setup()
    const post = vi.spyOn(t.frame, 'postMessage')
    t.ready()
    void t.bridge.request('GET_CHAIN_ID', {})
    await vi.advanceTimersByTimeAsync(500)
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ type: 'GET_CHAIN_ID' }), FRAME)
  })
})

describe('FrameBridge time-outs and aborts', () => {
  it("aborts an email request after 30000 ms with 'Request was aborted'", async () => {
    const t = setup()
    t.ready()
    const result = rejection(t.bridge.request('CONNECT_EMAIL', { email: 'a@b.co' }))
    await vi.advanceTimersByTimeAsync(29_999)
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(isFoyerError(error, 'REQUEST_ABORTED')).toBe(true)
    expect((error as Error).message).toBe('Request was aborted')
    // A late answer to the aborted request is dropped, not acted on.
    const request = t.lastRequest()
    t.fromFrame({
      channel: FRAME_CHANNEL,
      kind: 'success',
      id: request?.id,
      type: 'CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    expect(t.bridge.stats().droppedBy['unknown-id']).toBe(1)
  })

  it('times out social requests too, but never an RPC request waiting for approval', async () => {
    const t = setup()
    t.ready()
    const social = rejection(t.bridge.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' }))
    const rpc = t.bridge.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00'] })
    await vi.advanceTimersByTimeAsync(30_000)
    expect((await social) as Error).toHaveProperty('message', 'Request was aborted')
    await vi.advanceTimersByTimeAsync(600_000)
    t.answer('success', { result: '0xsig' })
    await expect(rpc).resolves.toEqual({ result: '0xsig' })
  })

  it('aborts on its signal', async () => {
    const t = setup()
    t.ready()
    const controller = new AbortController()
    const result = rejection(
      t.bridge.request('RPC_REQUEST', { method: 'eth_chainId' }, { signal: controller.signal }),
    )
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    expect((await result) as Error).toHaveProperty('message', 'Request was aborted')
  })

  it('destroy() aborts what is pending and stops listening', async () => {
    const t = setup()
    t.ready()
    const result = rejection(t.bridge.request('GET_USER', {}))
    t.bridge.destroy()
    expect((await result) as Error).toHaveProperty('message', 'Request was aborted')
    t.ready()
    expect(t.bridge.stats().accepted).toBe(1)
  })
})

describe('FrameBridge error events', () => {
  it("shows the frame's message", async () => {
    const t = setup()
    t.ready()
    const result = rejection(t.bridge.request('CONNECT_EMAIL', { email: 'ada@example.com' }))
    await vi.advanceTimersByTimeAsync(500)
    t.answer('error', { message: 'Please try again after 12 seconds' })
    const error = await result
    expect(isFoyerError(error, 'FRAME_ERROR')).toBe(true)
    expect((error as Error).message).toBe('Please try again after 12 seconds')
  })

  it("shows 'An error occurred' when the error payload has no message", async () => {
    const t = setup()
    t.ready()
    const result = rejection(t.bridge.request('SIGN_OUT', {}))
    await vi.advanceTimersByTimeAsync(500)
    t.answer('error', { reason: 42 })
    expect((await result) as Error).toHaveProperty('message', 'An error occurred')
  })

  it('refuses an invalid request payload before posting it', async () => {
    const t = setup()
    t.ready()
    await vi.advanceTimersByTimeAsync(500)
    const error = await rejection(t.bridge.request('CONNECT_EMAIL', { email: 'not-an-email' }))
    expect(isFoyerError(error, 'FRAME_ERROR')).toBe(true)
    expect(t.lastRequest()).toBeUndefined()
  })
})

describe('FrameBridge drops what it must not trust', () => {
  it('drops a valid answer from another origin or another window, and counts it', async () => {
    const t = setup()
    t.ready()
    const result = t.bridge.request('GET_CHAIN_ID', {})
    await vi.advanceTimersByTimeAsync(500)
    const request = t.lastRequest()
    const forged = {
      channel: FRAME_CHANNEL,
      kind: 'success',
      id: request?.id,
      type: 'GET_CHAIN_ID_SUCCESS',
      payload: { chainId: 666 },
    }
    deliver(t.host, forged, HOST, t.host)
    deliver(t.host, forged, 'https://evil.example', t.frame)
    deliver(t.host, forged, FRAME, fakeWindow(FRAME))
    deliver(t.host, forged, FRAME, null)
    expect(t.bridge.stats().droppedBy).toMatchObject({ origin: 2, source: 2 })
    t.answer('success', { chainId: 1 })
    await expect(result).resolves.toEqual({ chainId: 1 })
  })

  it('drops a success of the wrong type or shape, and unknown events', async () => {
    const t = setup()
    t.ready()
    const result = t.bridge.request('GET_CHAIN_ID', {})
    await vi.advanceTimersByTimeAsync(500)
    t.answer('success', { chainId: 1 }, 'SIGN_OUT_SUCCESS')
    t.answer('success', { chainId: 1, extra: true })
    t.fromFrame({ channel: FRAME_CHANNEL, kind: 'event', type: 'STEAL', payload: {} })
    t.fromFrame('READY')
    expect(t.bridge.stats()).toMatchObject({ accepted: 1, dropped: 4 })
    t.answer('success', { chainId: 1 })
    await expect(result).resolves.toEqual({ chainId: 1 })
  })

  it('passes approval events to listeners; a throwing listener does not break the bridge', () => {
    const t = setup()
    const seen: unknown[] = []
    t.bridge.on('APPROVAL_REQUESTED', () => {
      throw new Error('listener bug')
    })
    const off = t.bridge.on('APPROVAL_REQUESTED', (payload) => seen.push(payload))
    t.fromFrame({
      channel: FRAME_CHANNEL,
      kind: 'event',
      type: 'APPROVAL_REQUESTED',
      payload: { method: 'personal_sign' },
    })
    off()
    t.fromFrame({
      channel: FRAME_CHANNEL,
      kind: 'event',
      type: 'APPROVAL_REQUESTED',
      payload: { method: 'eth_sendTransaction' },
    })
    expect(seen).toEqual([{ method: 'personal_sign' }])
  })

  it("passes the code field's status events, and drops one that carries more than the outcome", () => {
    const t = setup()
    const seen: unknown[] = []
    t.bridge.on('CODE_STATUS', (payload) => seen.push(payload))
    const status = (payload: unknown) =>
      t.fromFrame({ channel: FRAME_CHANNEL, kind: 'event', type: 'CODE_STATUS', payload })
    status({ step: 'login', status: 'submitted' })
    status({ step: 'login', status: 'invalid', message: 'Invalid code' })
    status({ step: 'updateSecondary', status: 'accepted', newEmail: 'b@example.com' })
    status({ step: 'login', status: 'submitted', code: '123456' })
    status({ step: 'login', status: 'accepted', otp: '123456' })
    status({ step: 'other', status: 'submitted' })
    expect(seen).toEqual([
      { step: 'login', status: 'submitted' },
      { step: 'login', status: 'invalid', message: 'Invalid code' },
      { step: 'updateSecondary', status: 'accepted', newEmail: 'b@example.com' },
    ])
    expect(t.bridge.stats()).toMatchObject({ accepted: 3, droppedBy: { payload: 3 } })
  })

  it('passes the Farcaster status events, and drops one that carries the channel URL or token', () => {
    const t = setup()
    const seen: unknown[] = []
    t.bridge.on('FARCASTER_STATUS', (payload) => seen.push(payload))
    const status = (payload: unknown) =>
      t.fromFrame({ channel: FRAME_CHANNEL, kind: 'event', type: 'FARCASTER_STATUS', payload })
    status({ status: 'waiting' })
    status({ status: 'expired', message: 'Channel expired, start again' })
    status({ status: 'success' })
    status({ status: 'waiting', url: 'https://farcaster.xyz/~/siwf?channelToken=t' })
    status({ status: 'success', channelToken: 't' })
    status({ status: 'error' })
    expect(seen).toEqual([
      { status: 'waiting' },
      { status: 'expired', message: 'Channel expired, start again' },
      { status: 'success' },
    ])
    expect(t.bridge.stats()).toMatchObject({ accepted: 3, droppedBy: { payload: 3 } })
  })
})
