import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { setFrameLocale } from '../i18n/frame-locale.js'
import { fillMessage, frameMessages } from '../ui/messages.js'
import { type CodeForm, showCodeForm } from './code-form.js'
import { showKeyReveal } from './key-reveal.js'
import {
  codeOptionsSchema,
  PASSKEY_HELLO,
  PASSKEY_RESPONSE,
  passkeyDoneSchema,
  passkeyOptionsSchema,
} from './passkey-messages.js'

/** What the popup page drives: its window and its few elements. */
export interface PasskeyPopupDeps {
  window: Window
  status: HTMLElement
  hint: HTMLElement
  button: HTMLButtonElement
  /** How often the hello is repeated until the frame answers (the frame may not wait yet). */
  helloEveryMs?: number
  /** The ceremonies (tests replace them). */
  create?: typeof startRegistration
  get?: typeof startAuthentication
}

/**
 * The passkey popup (`/passkey.html`, a top-level window on the frame's origin): says hello to
 * the frames of its opener (target origin: its own, so only the wallet frame hears it), takes
 * the ceremony the frame sends, runs it on the user's click (WebAuthn wants a gesture and a
 * focused page), posts the answer back to that frame only and closes once the frame says the
 * login went through. It never talks to the auth server, and holds no key.
 */
export function runPasskeyPopup(deps: PasskeyPopupDeps): void {
  const { window: win, status, hint, button } = deps
  const origin = win.location.origin
  const opener = win.opener as Window | null
  status.textContent = frameMessages.PASSKEY_WAITING
  if (!opener) {
    status.textContent = frameMessages.PASSKEY_NO_WALLET
    return
  }
  const hello = () => {
    for (let index = 0; index < opener.frames.length; index += 1) {
      try {
        opener.frames[index]?.postMessage({ type: PASSKEY_HELLO }, origin)
      } catch {
        // A frame that went away meanwhile.
      }
    }
  }
  hello()
  const helloTimer = win.setInterval(hello, deps.helloEveryMs ?? 500)
  let frame: MessageEventSource | undefined
  let codeForm: CodeForm | undefined
  const fail = (message: string) => {
    status.textContent = fillMessage(frameMessages.PASSKEY_FAILED, { message })
    button.hidden = true
  }
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || !event.source) return
    const done = passkeyDoneSchema.safeParse(event.data)
    if (done.success && event.source === frame) {
      if (done.data.ok && done.data.reveal) {
        // Key export: the key is shown here, and the popup stays open until the user closes it.
        showKeyReveal(status.parentElement ?? status, done.data.reveal)
      } else if (done.data.ok) {
        status.textContent = frameMessages.PASSKEY_DONE
        win.close()
      } else if (done.data.retry && codeForm) codeForm.refused(done.data.message ?? '')
      else fail(done.data.message ?? 'An error occurred')
      return
    }
    const asked = passkeyOptionsSchema.safeParse(event.data)
    if (!asked.success || frame) return
    frame = event.source
    win.clearInterval(helloTimer)
    const { ceremony, options, locale } = asked.data
    const target = frame
    if (ceremony === 'code') {
      // Key export without a passkey: a code, typed here and posted to the frame only.
      const code = codeOptionsSchema.safeParse(options)
      if (!code.success) return fail('An error occurred')
      const showForm = () => {
        status.textContent = frameMessages.STEP_UP_TITLE
        codeForm = showCodeForm({
          hint,
          button,
          channel: code.data.channel,
          send: (typed) =>
            target.postMessage(
              { type: PASSKEY_RESPONSE, response: { code: typed } },
              { targetOrigin: origin },
            ),
        })
      }
      // In the frame's language once its catalogue is in (the form is drawn once, then).
      if (locale) void setFrameLocale(locale, win.document.documentElement).then(showForm, showForm)
      else showForm()
      return
    }
    const create = ceremony === 'create'
    const showTexts = () => {
      status.textContent = create ? frameMessages.PASSKEY_CREATE : frameMessages.PASSKEY_USE
      hint.textContent = create ? frameMessages.PASSKEY_CREATE_HINT : frameMessages.PASSKEY_USE_HINT
      button.textContent = create ? frameMessages.PASSKEY_CREATE : frameMessages.PASSKEY_USE
    }
    showTexts()
    // The frame's language (its catalogue loads on demand; English meanwhile).
    if (locale) void setFrameLocale(locale, win.document.documentElement).then(showTexts, () => {})
    button.hidden = false
    button.focus()
    button.addEventListener(
      'click',
      () => {
        button.disabled = true
        status.textContent = frameMessages.PASSKEY_CHECKING
        const run = create
          ? (deps.create ?? startRegistration)({ optionsJSON: options as never })
          : (deps.get ?? startAuthentication)({ optionsJSON: options as never })
        run.then(
          (response) =>
            target.postMessage({ type: PASSKEY_RESPONSE, response }, { targetOrigin: origin }),
          (error: unknown) => {
            const message = error instanceof Error ? error.message : 'The passkey prompt was closed'
            target.postMessage({ type: PASSKEY_RESPONSE, error: message }, { targetOrigin: origin })
            fail(message)
          },
        )
      },
      { once: true },
    )
  })
}
