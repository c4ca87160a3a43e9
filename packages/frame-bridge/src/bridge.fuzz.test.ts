import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameEndpoint, type FrameHandlers } from './frame-endpoint.js'
import { FrameBridge } from './host-bridge.js'
import { FRAME_CHANNEL, FRAME_REQUEST_TYPES } from './protocol.js'
import { deliver, type FakeWindow, fakeWindow, framePair } from './test-utils/fake-windows.js'

/**
 * Fuzz test of both sides of the bridge (issue 12, item 7): 10,000 random and mutated messages
 * per side from wrong origins, wrong sources and with wrong shapes. None may be accepted, none
 * may settle a pending request or reach a handler, and none may throw.
 */

const HOST = 'https://dapp.example'
const FRAME = 'https://secure.example'
const RUNS = 10_000

type Message = Record<string, unknown>

/** Mutations that always break an envelope, whatever the rest of it holds. */
function breaking(template: Message): fc.Arbitrary<unknown> {
  const keys = Object.keys(template)
  return fc.oneof(
    fc
      .string()
      .filter((s) => s !== FRAME_CHANNEL)
      .map((channel) => ({ ...template, channel })),
    fc
      .string()
      .filter((s) => !['request', 'success', 'error', 'event'].includes(s))
      .map((kind) => ({ ...template, kind })),
    fc.string({ maxLength: 7 }).map((id) => ({ ...template, id })),
    fc.string().map((s) => ({ ...template, id: `${s}!bad id` })),
    fc.string().map((s) => ({ ...template, type: `X_${s}` })),
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...template }
      delete copy[key]
      return copy
    }),
    fc
      .tuple(
        fc.string().filter((k) => !keys.includes(k) && k !== '__proto__'),
        fc.anything(),
      )
      .map(([key, value]) => ({ ...template, [key]: value })),
    fc
      .oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))
      .map((payload) => ({ ...template, payload })),
    fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(fc.anything()),
    ),
    fc.constant(JSON.stringify(template)),
  )
}

/** Random data, valid templates and any mutation of them (for senders that must be refused anyway). */
function anyMessage(templates: Message[]): fc.Arbitrary<unknown> {
  const template = fc.constantFrom(...templates)
  return fc.oneof(
    template,
    template.chain(breaking),
    fc.anything(),
    template.chain((t) => fc.anything().map((payload) => ({ ...t, payload }))),
  )
}

const wrongOrigin = (right: string) =>
  fc.oneof(
    fc
      .webUrl()
      .map((url) => new URL(url).origin)
      .filter((o) => o !== right),
    fc
      .constantFrom(
        'null',
        '',
        `${right}/`,
        `${right}:443`,
        right.replace('https', 'http'),
        right.toUpperCase(),
        `${right}.evil.example`,
        HOST,
        FRAME,
      )
      .filter((o) => o !== right),
    fc.string().filter((o) => o !== right),
  )

function sender(
  kind: 'origin' | 'source' | 'shape',
  right: { origin: string; source: unknown },
  others: unknown[],
) {
  if (kind === 'origin') {
    return fc.record({
      origin: wrongOrigin(right.origin),
      source: fc.constantFrom(right.source, ...others),
    })
  }
  if (kind === 'source') {
    return fc.record({ origin: fc.constant(right.origin), source: fc.constantFrom(...others) })
  }
  return fc.constant(right)
}

function fuzzCase(
  templates: Message[],
  right: { origin: string; source: unknown },
  others: unknown[],
) {
  return fc.constantFrom('origin' as const, 'source' as const, 'shape' as const).chain((kind) =>
    fc.record({
      kind: fc.constant(kind),
      from: sender(kind, right, others),
      data:
        kind === 'shape' ? fc.constantFrom(...templates).chain(breaking) : anyMessage(templates),
    }),
  )
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('bridge fuzz', () => {
  it(`host side: ${RUNS} hostile messages → 0 accepted, 0 settled, 0 thrown`, async () => {
    const pair = framePair(HOST, FRAME)
    const bridge = new FrameBridge({ frameOrigin: FRAME, window: pair.host as unknown as Window })
    bridge.mount(pair.iframe)
    deliver(
      pair.host,
      { channel: FRAME_CHANNEL, kind: 'event', type: 'READY', payload: {} },
      FRAME,
      pair.frame,
    )
    let settled = 0
    const pending = [
      bridge.request('GET_CHAIN_ID', {}),
      bridge.request('RPC_REQUEST', { method: 'eth_accounts' }),
      bridge.request('GET_USER', {}),
    ]
    for (const p of pending)
      p.then(
        () => settled++,
        () => settled++,
      )
    let events = 0
    bridge.on('APPROVAL_REQUESTED', () => events++)
    bridge.on('APPROVAL_SETTLED', () => events++)
    await vi.advanceTimersByTimeAsync(500)
    const requests = pair.posted.filter((p) => p.to === 'frame').map((p) => p.data as Message)
    expect(requests).toHaveLength(3)
    const templates: Message[] = [
      ...requests.flatMap((r) => [
        {
          channel: FRAME_CHANNEL,
          kind: 'success',
          id: r.id,
          type: `${r.type}_SUCCESS`,
          payload: r.type === 'GET_CHAIN_ID' ? { chainId: 1 } : { result: '0x1' },
        },
        {
          channel: FRAME_CHANNEL,
          kind: 'error',
          id: r.id,
          type: `${r.type}_ERROR`,
          payload: { message: 'forged' },
        },
      ]),
      {
        channel: FRAME_CHANNEL,
        kind: 'event',
        type: 'APPROVAL_REQUESTED',
        payload: { method: 'personal_sign' },
      },
      {
        channel: FRAME_CHANNEL,
        kind: 'event',
        type: 'APPROVAL_SETTLED',
        payload: { approved: true },
      },
      { channel: FRAME_CHANNEL, kind: 'event', type: 'READY', payload: {} },
    ]
    const others: unknown[] = [
      pair.host,
      fakeWindow(FRAME),
      fakeWindow(HOST),
      null,
      undefined,
      {},
      pair.iframe,
    ]
    const before = bridge.stats()
    let thrown = 0
    const cases = fc.sample(fuzzCase(templates, { origin: FRAME, source: pair.frame }, others), {
      numRuns: RUNS,
      seed: 12,
    })
    for (const c of cases) {
      try {
        deliver(pair.host, c.data, c.from.origin, c.from.source)
      } catch {
        thrown++
      }
    }
    await vi.advanceTimersByTimeAsync(1000)
    const after = bridge.stats()
    expect(cases).toHaveLength(RUNS)
    expect(new Set(cases.map((c) => c.kind)).size).toBe(3)
    expect(thrown).toBe(0)
    expect(settled).toBe(0)
    expect(events).toBe(0)
    expect(after.accepted).toBe(before.accepted)
    expect(after.dropped - before.dropped).toBe(RUNS)
  }, 120_000)

  it(`frame side: ${RUNS} hostile messages → 0 accepted, 0 handled, 0 thrown`, () => {
    const pair = framePair(HOST, FRAME)
    const endpoint = new FrameEndpoint({
      allowedHostOrigins: [HOST],
      window: pair.frame as unknown as Window,
    })
    let handled = 0
    const handlers = Object.fromEntries(
      FRAME_REQUEST_TYPES.map((type) => [
        type,
        () => {
          handled++
          return {}
        },
      ]),
    ) as FrameHandlers
    endpoint.start(handlers)
    const valid: Record<string, unknown> = {
      SWITCH_NETWORK: { chainId: 1 },
      CONNECT_EMAIL: { email: 'ada@example.com' },
      SHOW_CODE_INPUT: { step: 'login', label: 'Code', submitLabel: 'Verify' },
      CONNECT_SOCIAL: { uri: 'https://secure.example/?login_code=1' },
      GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
      SET_PREFERRED_ACCOUNT: { type: 'eoa' },
      RPC_REQUEST: { method: 'personal_sign', params: ['0x00'] },
      UPDATE_EMAIL: { email: 'b@example.com' },
      SYNC_DAPP_DATA: { projectId: 'p', sdkVersion: '1' },
    }
    const templates: Message[] = FRAME_REQUEST_TYPES.map((type) => ({
      channel: FRAME_CHANNEL,
      kind: 'request',
      id: 'abcdef0123456789',
      type,
      payload: valid[type] ?? {},
    }))
    const stranger: FakeWindow = fakeWindow(HOST)
    const others: unknown[] = [pair.frame, stranger, fakeWindow(FRAME), null, undefined, {}]
    let thrown = 0
    const cases = fc.sample(fuzzCase(templates, { origin: HOST, source: pair.host }, others), {
      numRuns: RUNS,
      seed: 7,
    })
    for (const c of cases) {
      try {
        deliver(pair.frame, c.data, c.from.origin, c.from.source)
      } catch {
        thrown++
      }
    }
    const stats = endpoint.stats()
    expect(thrown).toBe(0)
    expect(handled).toBe(0)
    expect(stats.accepted).toBe(0)
    expect(stats.dropped).toBe(RUNS)
    expect(endpoint.hostOrigin).toBeUndefined()
  }, 120_000)
})
