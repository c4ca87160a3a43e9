import { frameMessages } from '../ui/messages.js'

/** What the popup's code form drives: its hint line, its button, where the code goes. */
export interface CodeFormDeps {
  hint: HTMLElement
  /** The popup's one button (`#go`): it becomes the form's submit. */
  button: HTMLButtonElement
  /** Where the code comes from: the account's email or the authenticator app. */
  channel: 'email' | 'totp'
  /** Sends a well-formed code to the frame (which redeems it with the auth server). */
  send(code: string): void
}

/** The form once shown: `refused` shows the frame's message and asks the code again. */
export interface CodeForm {
  refused(message: string): void
}

const SIX_DIGITS = /^\d{6}$/

/**
 * The export popup's code field (a `code` ceremony: key export by a user without a passkey).
 * It is drawn above the button before the button shows, so nothing moves under the pointer;
 * the code is typed here, on the frame's origin, and posted to the frame only.
 */
export function showCodeForm(deps: CodeFormDeps): CodeForm {
  const { hint, button } = deps
  const doc = button.ownerDocument
  hint.textContent =
    deps.channel === 'email' ? frameMessages.EXPORT_CODE_EMAIL : frameMessages.EXPORT_CODE_TOTP
  const label = doc.createElement('label')
  label.htmlFor = 'code'
  label.textContent = frameMessages.EXPORT_CODE_LABEL
  const input = doc.createElement('input')
  input.id = 'code'
  input.className = 'export-code'
  input.inputMode = 'numeric'
  input.autocomplete = 'one-time-code'
  input.maxLength = 6
  input.spellcheck = false
  input.setAttribute('aria-describedby', 'code-error')
  const error = doc.createElement('p')
  error.id = 'code-error'
  error.setAttribute('role', 'alert')
  button.before(label, input, error)
  button.textContent = frameMessages.EXPORT_CODE_SHOW
  button.hidden = false
  const busy = (on: boolean) => {
    button.disabled = on
    input.disabled = on
  }
  const submit = () => {
    if (button.disabled) return
    const code = input.value.replace(/\s/g, '')
    if (!SIX_DIGITS.test(code)) {
      error.textContent = frameMessages.EXPORT_CODE_FORMAT
      return
    }
    error.textContent = ''
    busy(true)
    deps.send(code)
  }
  button.addEventListener('click', submit)
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') submit()
  })
  input.focus()
  return {
    refused(message) {
      error.textContent = message
      input.value = ''
      busy(false)
      input.focus()
    },
  }
}
