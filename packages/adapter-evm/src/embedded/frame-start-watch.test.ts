import { isFoyerError } from '@foyer/common'
import { FRAME_CHANNEL, FrameBridge } from '@foyer/frame-bridge'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_SILENCE_MS, FrameStartWatch } from './frame-start-watch.js'

const FRAME = 'https://wallet.example'

/** The host window, the frame's window and its iframe element; `fromFrame` posts as the frame. */
function setup() {
  const host = new EventTarget()
  const frameWindow = { postMessage: () => {} }
  const iframe = Object.assign(new EventTarget(), { contentWindow: frameWindow })
  const bridge = new FrameBridge({ frameOrigin: FRAME, window: host as unknown as Window })
  const logged: string[] = []
  const watch = new FrameStartWatch(
    iframe as unknown as HTMLIFrameElement,
    bridge,
    { frameOrigin: FRAME, projectId: 'demo', pageOrigin: 'https://dapp.example' },
    (line) => logged.push(line),
  )
  bridge.mount(iframe as unknown as HTMLIFrameElement)
  const fromFrame = (type: string, payload: object = {}, source: unknown = frameWindow) =>
    host.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { channel: FRAME_CHANNEL, kind: 'event', type, payload },
        origin: FRAME,
        source,
      }),
    )
  const loaded = () => iframe.dispatchEvent(new Event('load'))
  return { watch, bridge, logged, fromFrame, loaded }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the frame start, as the host page sees it', () => {
  it("a CONFIG_ERROR fails it at once with 'Invalid App Configuration', the cause in the console", async () => {
    const { watch, logged, fromFrame } = setup()
    fromFrame('LOADING')
    fromFrame('CONFIG_ERROR', { cause: 'host-not-allowed' })
    const error = await watch.failed.catch((caught: unknown) => caught)
    expect(isFoyerError(error, 'APP_CONFIGURATION_INVALID')).toBe(true)
    expect((error as Error & { shortMessage: string }).shortMessage).toBe(
      'Invalid App Configuration',
    )
    expect(watch.error?.values.cause).toBe('host-not-allowed')
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(
      /^\[foyer\] Invalid App Configuration: .*allowed origins.*project "demo", page https:\/\/dapp\.example, frame https:\/\/wallet\.example/,
    )
  })

  it('a frame page that loaded without announcing itself (frame-ancestors refused it) fails after the grace', async () => {
    const { watch, loaded } = setup()
    loaded()
    vi.advanceTimersByTime(FRAME_SILENCE_MS - 1)
    expect(watch.error).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(watch.error?.values.cause).toBe('frame-not-rendered')
  })

  it('a frame that announced itself, before or after its load event, is not failed while it checks', () => {
    for (const order of ['loading-first', 'load-first'] as const) {
      const { watch, loaded, fromFrame } = setup()
      if (order === 'loading-first') fromFrame('LOADING')
      loaded()
      if (order === 'load-first') fromFrame('LOADING')
      vi.advanceTimersByTime(FRAME_SILENCE_MS * 10)
      expect(watch.error).toBeUndefined()
    }
  })

  it('a CONFIG_ERROR from another window than the frame is dropped', () => {
    const { watch, fromFrame } = setup()
    fromFrame('CONFIG_ERROR', { cause: 'host-not-allowed' }, {})
    expect(watch.error).toBeUndefined()
  })
})
