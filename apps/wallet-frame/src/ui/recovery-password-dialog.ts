import { fillMessage, frameMessages as m } from './messages.js'

/** Fewest characters of a new recovery password. */
export const MIN_RECOVERY_PASSWORD = 10

/** Thrown when the user cancels the recovery password. */
export class RecoveryCancelled extends Error {
  constructor() {
    super(m.RECOVERY_CANCELLED)
    this.name = 'RecoveryCancelled'
  }
}

/**
 * The recovery password's form, in the frame's own DOM (the host page cannot read it): "set a
 * recovery password" at sign-up (typed twice), "enter your recovery password" on a new device
 * (tried until it opens the recovery share, or cancelled). The password is handed only to
 * `use`, which derives the sealing key from it; it is never stored or posted.
 */
export class RecoveryPasswordDialog {
  /** Closes the form on show and rejects its promise with {@link RecoveryCancelled}. */
  private cancelShown: (() => void) | undefined

  constructor(private readonly root: HTMLElement) {}

  /**
   * The modal around the frame closed (CANCEL_RECOVERY): the form on show goes away as if
   * Cancel was clicked, even while its password is being checked. Nothing happens without one.
   */
  cancel(): void {
    this.cancelShown?.()
  }

  /** Sign-up: a new password, typed twice; resolves with what `use` made of it. */
  choose<T>(use: (password: string) => Promise<T>): Promise<T> {
    return this.show('set', use)
  }

  /** New device: the password; `use` throws (its message is shown) until the right one. */
  enter<T>(use: (password: string) => Promise<T>): Promise<T> {
    return this.show('enter', use)
  }

  private show<T>(kind: 'set' | 'enter', use: (password: string) => Promise<T>): Promise<T> {
    const doc = this.root.ownerDocument
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, testId?: string) => {
      const node = doc.createElement(tag)
      if (testId) node.dataset.testid = testId
      return node
    }
    const form = make('form', 'frame-recovery-form')
    form.className = 'approval recovery'
    form.noValidate = true
    form.setAttribute('aria-labelledby', 'foyer-recovery-title')
    const title = make('h1')
    title.id = 'foyer-recovery-title'
    title.textContent = kind === 'set' ? m.RECOVERY_SET_TITLE : m.RECOVERY_ENTER_TITLE
    const intro = make('p')
    intro.textContent = kind === 'set' ? m.RECOVERY_SET_INTRO : m.RECOVERY_ENTER_INTRO
    const field = (id: string, label: string, testId: string) => {
      const text = make('label')
      text.htmlFor = id
      text.textContent = label
      const input = make('input', testId)
      input.id = id
      input.type = 'password'
      input.autocomplete = kind === 'set' ? 'new-password' : 'current-password'
      input.spellcheck = false
      return [text, input] as const
    }
    const [label, password] = field(
      'foyer-recovery',
      m.RECOVERY_PASSWORD_LABEL,
      'frame-recovery-password',
    )
    const [confirmLabel, confirm] = field(
      'foyer-recovery-confirm',
      m.RECOVERY_CONFIRM_LABEL,
      'frame-recovery-confirm',
    )
    const error = make('p', 'frame-recovery-error')
    error.id = 'foyer-recovery-error'
    error.className = 'code-error'
    error.setAttribute('role', 'alert')
    const actions = make('div')
    actions.className = 'actions'
    const cancel = make('button', 'frame-recovery-cancel')
    cancel.type = 'button'
    cancel.textContent = m.RECOVERY_CANCEL
    const submit = make('button', 'frame-recovery-submit')
    submit.type = 'submit'
    submit.className = 'primary'
    submit.textContent = m.RECOVERY_CONTINUE
    actions.append(cancel, submit)
    form.append(title, intro, label, password)
    if (kind === 'set') form.append(confirmLabel, confirm)
    form.append(error, actions)
    this.root.replaceChildren(form)
    password.focus()

    const problem = (): string | undefined => {
      if (kind === 'enter') return password.value ? undefined : ' '
      if ([...password.value].length < MIN_RECOVERY_PASSWORD) {
        return fillMessage(m.RECOVERY_TOO_SHORT, { min: MIN_RECOVERY_PASSWORD })
      }
      return password.value === confirm.value ? undefined : m.RECOVERY_MISMATCH
    }
    const setError = (message: string) => {
      error.textContent = message.trim()
      if (message.trim()) password.setAttribute('aria-invalid', 'true')
      else password.removeAttribute('aria-invalid')
    }

    return new Promise<T>((resolve, reject) => {
      let busy = false
      let settled = false
      const close = () => {
        settled = true
        this.cancelShown = undefined
        this.root.replaceChildren()
      }
      const cancelled = () => {
        close()
        reject(new RecoveryCancelled())
      }
      this.cancelShown = cancelled
      cancel.addEventListener('click', () => {
        if (!busy) cancelled()
      })
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        if (busy) return
        const invalid = problem()
        if (invalid) {
          setError(invalid)
          return
        }
        busy = true
        submit.disabled = true
        cancel.disabled = true
        setError(m.RECOVERY_WORKING)
        use(password.value).then(
          (result) => {
            if (settled) return
            password.value = ''
            confirm.value = ''
            close()
            resolve(result)
          },
          (caught: unknown) => {
            if (settled) return
            busy = false
            submit.disabled = false
            cancel.disabled = false
            password.value = ''
            setError(caught instanceof Error ? caught.message : String(caught))
            password.focus()
          },
        )
      })
    })
  }
}
