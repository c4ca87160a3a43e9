import { describe, expect, it } from 'vitest'
import { announceFrameLoading, reportFrameConfigError } from './frame-boot-events.js'
import { FrameBridge } from './host-bridge.js'
import { framePair } from './test-utils/fake-windows.js'

const HOST = 'https://dapp.example'
const FRAME = 'https://secure.example'

function setup() {
  const pair = framePair(HOST, FRAME)
  const bridge = new FrameBridge({ frameOrigin: FRAME, window: pair.host as unknown as Window })
  bridge.mount(pair.iframe)
  const seen: string[] = []
  bridge.on('LOADING', () => seen.push('LOADING'))
  bridge.on('CONFIG_ERROR', ({ cause }) => seen.push(`CONFIG_ERROR ${cause}`))
  return { ...pair, bridge, seen }
}

describe('the frame boot events', () => {
  it('reach the host bridge: loading, then the cause of a refusal', () => {
    const { frame, bridge, seen } = setup()
    announceFrameLoading(frame as unknown as Window, HOST)
    reportFrameConfigError(frame as unknown as Window, HOST, 'host-not-allowed')
    expect(seen).toEqual(['LOADING', 'CONFIG_ERROR host-not-allowed'])
    expect(bridge.stats().dropped).toBe(0)
  })

  it('go only to the origin the browser reported for the parent', () => {
    const { frame, seen, posted } = setup()
    reportFrameConfigError(frame as unknown as Window, 'https://other.example', 'auth-unreachable')
    expect(posted).toHaveLength(1)
    expect(seen).toEqual([])
  })

  it('refuse a cause outside the protocol', () => {
    const { frame } = setup()
    expect(() =>
      reportFrameConfigError(frame as unknown as Window, HOST, 'project-list' as never),
    ).toThrow()
  })

  it('a forged CONFIG_ERROR from the host page itself is dropped', () => {
    const { host, bridge, seen } = setup()
    const event = Object.assign(new Event('message'), {
      data: {
        channel: 'foyer-frame/1',
        kind: 'event',
        type: 'CONFIG_ERROR',
        payload: { cause: 'host-not-allowed' },
      },
      origin: HOST,
      source: host,
    })
    host.dispatchEvent(event)
    expect(seen).toEqual([])
    expect(bridge.stats().droppedBy.origin).toBe(1)
  })
})
