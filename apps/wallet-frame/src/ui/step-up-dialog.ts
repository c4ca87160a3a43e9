import type { StepUpMethod } from '../auth/auth-client.js'
import { frameMessages as m } from './messages.js'
import { drawQr } from './qr-code.js'

/** Thrown when the user cancels a step-up or the authenticator set-up. */
export class StepUpCancelled extends Error {
  constructor() {
    super(m.STEP_UP_CANCELLED)
    this.name = 'StepUpCancelled'
  }
}

/** How the dialog checks what the user gives: each answers a step-up proof, or throws. */
export interface StepUpChecks {
  /** An authenticator-app code (shown when the user has one). */
  totp?(code: string): Promise<string>
  /** A passkey assertion, run on the user's click (shown when the user has a passkey). */
  passkey?(): Promise<string>
}

const CODE = /^\d{6}$/

/**
 * The step-up form, in the frame's own DOM (the host page cannot read the code): "confirm it's
 * you" with the authenticator app's code field and/or a passkey button; and the authenticator
 * set-up (its `otpauth://` QR code, then a first code). Wrong answers show the server's message
 * and the user tries again or cancels.
 */
export class StepUpDialog {
  constructor(private readonly root: HTMLElement) {}

  /** Asks a fresh check with `methods`; resolves with the step-up proof. */
  confirm(methods: readonly StepUpMethod[], checks: StepUpChecks): Promise<string> {
    const totp = methods.includes('totp') ? checks.totp : undefined
    const passkey = methods.includes('passkey') ? checks.passkey : undefined
    return this.show({ title: m.STEP_UP_TITLE, intro: m.STEP_UP_INTRO, code: totp, passkey })
  }

  /** The authenticator set-up: the QR code of `uri` and a first code, checked by `confirm`. */
  setUp(uri: string, confirm: (code: string) => Promise<void>): Promise<void> {
    return this.show({
      title: m.TOTP_SETUP_TITLE,
      intro: m.TOTP_SETUP_INTRO,
      qr: uri,
      code: confirm,
    })
  }

  private show<T>(view: {
    title: string
    intro: string
    qr?: string
    code?: (code: string) => Promise<T>
    passkey?: () => Promise<T>
  }): Promise<T> {
    const doc = this.root.ownerDocument
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, testId?: string) => {
      const node = doc.createElement(tag)
      if (testId) node.dataset.testid = testId
      return node
    }
    const form = make('form', 'frame-step-up')
    form.className = 'approval step-up'
    form.noValidate = true
    form.setAttribute('aria-labelledby', 'foyer-step-up-title')
    const title = make('h1')
    title.id = 'foyer-step-up-title'
    title.textContent = view.title
    const intro = make('p')
    intro.textContent = view.intro
    form.append(title, intro)
    if (view.qr) form.append(drawQr(doc, view.qr, m.TOTP_QR_LABEL, 'frame-totp-qr'))
    const input = make('input', 'frame-step-up-code')
    if (view.code) {
      const label = make('label')
      label.htmlFor = 'foyer-step-up-code'
      label.textContent = m.STEP_UP_CODE_LABEL
      input.id = 'foyer-step-up-code'
      input.inputMode = 'numeric'
      input.autocomplete = 'one-time-code'
      input.maxLength = 6
      input.spellcheck = false
      input.setAttribute('aria-describedby', 'foyer-step-up-error')
      form.append(label, input)
    }
    const error = make('p', 'frame-step-up-error')
    error.id = 'foyer-step-up-error'
    error.className = 'code-error'
    error.setAttribute('role', 'alert')
    const actions = make('div')
    actions.className = 'actions'
    const cancel = make('button', 'frame-step-up-cancel')
    cancel.type = 'button'
    cancel.textContent = m.STEP_UP_CANCEL
    actions.append(cancel)
    const passkey = make('button', 'frame-step-up-passkey')
    passkey.type = 'button'
    passkey.textContent = m.STEP_UP_PASSKEY
    if (view.passkey) actions.append(passkey)
    const submit = make('button', 'frame-step-up-submit')
    submit.type = 'submit'
    submit.className = 'primary'
    submit.textContent = m.STEP_UP_CONFIRM
    if (view.code) actions.append(submit)
    else passkey.className = 'primary'
    form.append(error, actions)
    this.root.replaceChildren(form)
    ;(view.code ? input : passkey).focus()

    return new Promise<T>((resolve, reject) => {
      let busy = false
      const buttons = [cancel, passkey, submit]
      const run = (attempt: () => Promise<T>) => {
        if (busy) return
        busy = true
        for (const button of buttons) button.disabled = true
        error.textContent = m.STEP_UP_WORKING
        attempt().then(
          (result) => {
            input.value = ''
            this.root.replaceChildren()
            resolve(result)
          },
          (caught: unknown) => {
            busy = false
            for (const button of buttons) button.disabled = false
            input.value = ''
            error.textContent = caught instanceof Error ? caught.message : String(caught)
            ;(view.code ? input : passkey).focus()
          },
        )
      }
      cancel.addEventListener('click', () => {
        if (busy) return
        this.root.replaceChildren()
        reject(new StepUpCancelled())
      })
      passkey.addEventListener('click', () => {
        if (view.passkey) run(view.passkey)
      })
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        const code = input.value.replace(/\s/g, '')
        if (!view.code) return
        if (!CODE.test(code)) {
          error.textContent = m.STEP_UP_CODE_FORMAT
          return
        }
        const check = view.code
        run(() => check(code))
      })
    })
  }
}
