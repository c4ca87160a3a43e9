import { describe, expect, it, vi } from 'vitest'
import { runPasskeyCeremony } from './passkey-ceremony.js'
import {
  PASSKEY_DONE,
  PASSKEY_HELLO,
  PASSKEY_OPTIONS,
  PASSKEY_RESPONSE,
} from './passkey-messages.js'

const ORIGIN = 'https://wallet.example'

/** A window that records what is posted to it. */
function fakeSource() {
  const posted: { message: unknown; options: unknown }[] = []
  return {
    posted,
    postMessage: (message: unknown, options: unknown) => posted.push({ message, options }),
  } as unknown as MessageEventSource & { posted: typeof posted }
}

/** The frame's window: messages are dispatched to it by the test. */
function frameWindow() {
  const target = new EventTarget()
  const parent = fakeSource()
  return {
    parent,
    win: {
      parent: parent as unknown as Window,
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    } as Pick<Window, 'addEventListener' | 'removeEventListener' | 'parent'>,
    send(data: unknown, source: MessageEventSource, origin = ORIGIN) {
      // Node's MessageEvent takes only a MessagePort as source: a plain event with the fields.
      target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
    },
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('runPasskeyCeremony', () => {
  it('answers only its own origin’s popup, never the host page, and shows a key only there', async () => {
    const { win, parent, send } = frameWindow()
    const options = vi.fn(async () => ({ challenge: 'c' }))
    const redeem = vi.fn(async () => 'session')
    const reveal = vi.fn(async () => ({
      address: `0x${'ab'.repeat(20)}`,
      privateKey: `0x${'1'.repeat(64)}`,
    }))
    const done = runPasskeyCeremony(
      { window: win, origin: ORIGIN },
      { ceremony: 'get', options, redeem, reveal },
    )

    // The host page (the frame's parent) and a page of another origin say hello: ignored.
    send({ type: PASSKEY_HELLO }, parent)
    const foreign = fakeSource()
    send({ type: PASSKEY_HELLO }, foreign, 'https://evil.example')
    await flush()
    expect(options).not.toHaveBeenCalled()

    const popup = fakeSource()
    send({ type: PASSKEY_HELLO }, popup)
    await flush()
    expect(popup.posted[0]).toEqual({
      message: {
        type: PASSKEY_OPTIONS,
        ceremony: 'get',
        options: { challenge: 'c' },
        locale: 'en',
      },
      options: { targetOrigin: ORIGIN },
    })
    // An answer from any other window is ignored.
    send({ type: PASSKEY_RESPONSE, response: { id: 'x' } }, foreign)
    await flush()
    expect(redeem).not.toHaveBeenCalled()

    send({ type: PASSKEY_RESPONSE, response: { id: 'mine' } }, popup)
    await expect(done).resolves.toBe('session')
    expect(redeem).toHaveBeenCalledWith({ id: 'mine' })
    expect(popup.posted[1]).toMatchObject({
      message: { type: PASSKEY_DONE, ok: true, reveal: { privateKey: `0x${'1'.repeat(64)}` } },
      options: { targetOrigin: ORIGIN },
    })
    expect(parent.posted).toEqual([])
    expect(foreign.posted).toEqual([])
  })

  it('fails with the popup’s or the server’s message, and tells the popup', async () => {
    const { win, send } = frameWindow()
    const closed = runPasskeyCeremony(
      { window: win, origin: ORIGIN },
      { ceremony: 'create', options: async () => ({}), redeem: async () => 'never' },
    )
    const popup = fakeSource()
    send({ type: PASSKEY_HELLO }, popup)
    await flush()
    send({ type: PASSKEY_RESPONSE, error: 'The operation was cancelled' }, popup)
    await expect(closed).rejects.toThrow('The operation was cancelled')

    const refused = runPasskeyCeremony(
      { window: win, origin: ORIGIN },
      {
        ceremony: 'get',
        options: async () => ({}),
        redeem: async () => {
          throw new Error('This passkey is not known here')
        },
      },
    )
    const second = fakeSource()
    send({ type: PASSKEY_HELLO }, second)
    await flush()
    send({ type: PASSKEY_RESPONSE, response: {} }, second)
    await expect(refused).rejects.toThrow('This passkey is not known here')
    expect(second.posted.at(-1)?.message).toEqual({
      type: PASSKEY_DONE,
      ok: false,
      message: 'This passkey is not known here',
    })
  })

  it('key export with a code: a mistyped code is asked again in the popup; the host hears nothing', async () => {
    const { win, parent, send } = frameWindow()
    const redeem = vi.fn(async (response: Record<string, unknown>) => {
      if (response.code !== '424242') throw new Error('Invalid code')
    })
    const reveal = vi.fn(async () => ({
      address: `0x${'cd'.repeat(20)}`,
      privateKey: `0x${'2'.repeat(64)}`,
    }))
    const done = runPasskeyCeremony(
      { window: win, origin: ORIGIN },
      {
        ceremony: 'code',
        options: async () => ({ channel: 'email' }),
        redeem,
        reveal,
        retry: (error) => error instanceof Error && error.message === 'Invalid code',
      },
    )
    const popup = fakeSource()
    send({ type: PASSKEY_HELLO }, popup)
    await flush()
    expect(popup.posted[0]?.message).toMatchObject({
      type: PASSKEY_OPTIONS,
      ceremony: 'code',
      options: { channel: 'email' },
    })
    send({ type: PASSKEY_RESPONSE, response: { code: '111111' } }, popup)
    await flush()
    expect(popup.posted[1]?.message).toEqual({
      type: PASSKEY_DONE,
      ok: false,
      message: 'Invalid code',
      retry: true,
    })
    expect(reveal).not.toHaveBeenCalled()
    send({ type: PASSKEY_RESPONSE, response: { code: '424242' } }, popup)
    await done
    expect(popup.posted[2]?.message).toMatchObject({
      type: PASSKEY_DONE,
      ok: true,
      reveal: { privateKey: `0x${'2'.repeat(64)}` },
    })
    // The host page (the frame's parent) got neither a code nor the key.
    expect(parent.posted).toEqual([])
  })

  it('gives up after its time-out with Request was aborted', async () => {
    const { win } = frameWindow()
    const waiting = runPasskeyCeremony(
      { window: win, origin: ORIGIN, timeoutMs: 10 },
      { ceremony: 'get', options: async () => ({}), redeem: async () => 'never' },
    )
    await expect(waiting).rejects.toThrow('Request was aborted')
  })
})
