// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { setFrameLocale } from '../i18n/frame-locale.js'
import { PASSKEY_OPTIONS } from './passkey-messages.js'
import { runPasskeyPopup } from './passkey-popup.js'

afterEach(async () => {
  await setFrameLocale('en')
})

/** The popup's window: an opener with one frame (the wallet frame), messages sent by the test. */
function popupWindow() {
  const target = new EventTarget()
  const frame = { postMessage: () => {} }
  const win = {
    location: { origin: window.location.origin },
    opener: { frames: [frame], length: 1 },
    document,
    addEventListener: target.addEventListener.bind(target),
    setInterval: () => 0,
    clearInterval: () => {},
    close: () => {},
  } as unknown as Window
  const send = (data: unknown) =>
    target.dispatchEvent(
      Object.assign(new Event('message'), { data, origin: window.location.origin, source: frame }),
    )
  return { win, send }
}

describe('the passkey popup speaks the frame’s language', () => {
  it('shows the ceremony in the locale the frame sends (Hebrew: right to left)', async () => {
    const { win, send } = popupWindow()
    const status = document.createElement('p')
    const hint = document.createElement('p')
    const button = document.createElement('button')
    document.body.replaceChildren(status, hint, button)
    runPasskeyPopup({ window: win, status, hint, button })
    send({ type: PASSKEY_OPTIONS, ceremony: 'create', options: { challenge: 'c' }, locale: 'he' })
    await expect.poll(() => button.textContent).toBe('יצירת מפתח גישה')
    expect(hint.textContent).toBe('המכשיר שלך שומר מפתח גישה לארנק הזה. משתמשים בו כדי להתחבר.')
    expect(document.documentElement.dir).toBe('rtl')
  })

  it('drops options with a locale it does not know (no ceremony starts)', () => {
    const { win, send } = popupWindow()
    const status = document.createElement('p')
    const hint = document.createElement('p')
    const button = document.createElement('button')
    button.hidden = true
    runPasskeyPopup({ window: win, status, hint, button })
    send({ type: PASSKEY_OPTIONS, ceremony: 'get', options: {}, locale: 'xx' })
    expect(button.hidden).toBe(true)
  })
})
