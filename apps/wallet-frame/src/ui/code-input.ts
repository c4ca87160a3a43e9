import { FIRST_FIELD_ATTRIBUTE } from './first-field.js'

const CODE_LENGTH = 6

/** What the host asks the field to show (its texts, in the modal's language). */
export type CodeInputTexts = { label: string; submitLabel: string }

/** What became of a submitted code: taken, or refused with the server's message. */
export type CodeOutcome = { ok: true } | { ok: false; message: string }

/**
 * The emailed code's field, in the frame's own DOM: the user types (or pastes) the 6-digit
 * code here, in the frame's origin, so no script of the host page sees it. Six digits submit
 * at once (or the button / Enter does); a refused code marks the field invalid, described by
 * the server's message, and the field empties for another try.
 */
export class CodeInput {
  private form: HTMLFormElement | undefined

  constructor(private readonly root: HTMLElement) {}

  /**
   * Shows the field with `texts`; `submit` redeems a code and tells what became of it.
   * Replaces a field shown before.
   */
  show(texts: CodeInputTexts, submit: (code: string) => Promise<CodeOutcome>): void {
    const doc = this.root.ownerDocument
    const form = doc.createElement('form')
    form.className = 'code-input'
    form.noValidate = true
    const label = doc.createElement('label')
    label.htmlFor = 'foyer-code'
    label.textContent = texts.label
    const input = doc.createElement('input')
    input.id = 'foyer-code'
    input.name = 'code'
    input.inputMode = 'numeric'
    input.autocomplete = 'one-time-code'
    input.pattern = '[0-9]*'
    input.maxLength = CODE_LENGTH
    input.spellcheck = false
    input.dataset.testid = 'frame-code-input'
    input.setAttribute(FIRST_FIELD_ATTRIBUTE, '')
    // The field's description while a code is refused (read with the field). The host's view
    // shows and announces the message in its own language under the frame, so it is not
    // shown twice.
    const error = doc.createElement('p')
    error.id = 'foyer-code-error'
    error.className = 'code-error visually-hidden'
    error.dataset.testid = 'frame-code-error'
    const button = doc.createElement('button')
    button.type = 'submit'
    button.className = 'primary'
    button.textContent = texts.submitLabel
    button.dataset.testid = 'frame-code-submit'
    form.append(label, input, error, button)
    this.root.replaceChildren(form)
    this.form = form

    let busy = false
    const run = async () => {
      const code = input.value
      if (busy || !new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return
      busy = true
      input.disabled = true
      button.disabled = true
      this.setError(input, error, undefined)
      const outcome = await submit(code).catch(
        (caught: unknown): CodeOutcome => ({
          ok: false,
          message: caught instanceof Error ? caught.message : 'An error occurred',
        }),
      )
      busy = false
      input.disabled = false
      button.disabled = false
      input.value = ''
      if (outcome.ok) return
      this.setError(input, error, outcome.message)
      input.focus()
    }
    input.addEventListener('input', () => {
      input.value = input.value.replace(/\D/g, '').slice(0, CODE_LENGTH)
      if (input.value.length === CODE_LENGTH) void run()
    })
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void run()
    })
    input.focus()
  }

  /** Removes the field (the host's view went away). */
  hide(): void {
    this.form?.remove()
    this.form = undefined
  }

  private setError(input: HTMLInputElement, error: HTMLElement, message: string | undefined) {
    error.textContent = message ?? ''
    if (message) {
      input.setAttribute('aria-invalid', 'true')
      input.setAttribute('aria-describedby', error.id)
    } else {
      input.removeAttribute('aria-invalid')
      input.removeAttribute('aria-describedby')
    }
  }
}
