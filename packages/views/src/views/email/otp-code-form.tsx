import { Button } from '@foyer/ui'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { errorText, useMessages } from '../../messages/context.js'

const OTP_LENGTH = 6
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`)

/** A line under the code field: an error (announced at once) or a notice. */
export type OtpNote = { kind: 'error' | 'notice'; text: string }

/** What a view's own actions under the form (e.g. resend) can do with it. */
export interface OtpFormControls {
  /** Whether the code is being checked. */
  verifying: boolean
  /** Shows a line under the field, or clears it with undefined. */
  showNote(note: OtpNote | undefined): void
}

/** Props of {@link OtpCodeForm}. */
export interface OtpCodeFormProps {
  /** The test id of the form (the view's `foyer-view-<View>`). */
  testId: string
  /** Test ids of the code field, its error line and the submit button. */
  partTestIds: { input: string; error: string; submit?: string }
  /** The sentence above the field (where the code was sent). */
  intro: string
  label: string
  submitLabel: string
  /** Checks the code; a throw shows its text under the field and clears it. */
  onCode(code: string): Promise<void>
  /** Another action of the view is under way: a code is not checked meanwhile. */
  busy?: boolean
  /** The view's own actions, under the submit button. */
  actions?(form: OtpFormControls): ReactNode
}

/**
 * The 6-digit code form of the email login and of the email update: the code is checked as
 * soon as its sixth digit is typed (or on submit); a wrong code shows the frame's message and
 * the field empties for another try.
 */
export function OtpCodeForm({
  testId,
  partTestIds,
  intro,
  label,
  submitLabel,
  onCode,
  busy = false,
  actions,
}: OtpCodeFormProps) {
  const messages = useMessages()
  const id = useId()
  const noteId = `${id}-note`
  const [otp, setOtp] = useState('')
  const [note, setNote] = useState<OtpNote | undefined>()
  const [verifying, setVerifying] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const verify = async (code: string) => {
    if (verifying || busy) return
    if (!OTP_PATTERN.test(code)) {
      setNote({ kind: 'error', text: messages.errors.INVALID_OTP })
      return
    }
    setVerifying(true)
    setNote(undefined)
    try {
      await onCode(code)
    } catch (caught) {
      setNote({ kind: 'error', text: errorText(messages, caught) })
      setOtp('')
      input.current?.focus()
    } finally {
      setVerifying(false)
    }
  }

  const onChange = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH)
    setOtp(digits)
    if (digits.length === OTP_LENGTH) void verify(digits)
  }

  return (
    <form
      className="foyer-stack foyer-stack-l"
      data-testid={testId}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        void verify(otp)
      }}
    >
      <p className="foyer-center">{intro}</p>
      <div className="foyer-field">
        <label className="foyer-field-label" htmlFor={id}>
          {label}
        </label>
        <input
          ref={input}
          id={id}
          className="foyer-input foyer-otp-input"
          data-testid={partTestIds.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          value={otp}
          disabled={verifying}
          aria-invalid={note?.kind === 'error' ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {note?.kind === 'error' ? (
          <p id={noteId} className="foyer-field-error" role="alert" data-testid={partTestIds.error}>
            {note.text}
          </p>
        ) : note ? (
          <p id={noteId} className="foyer-muted" role="status">
            {note.text}
          </p>
        ) : null}
      </div>
      <Button type="submit" loading={verifying} fullWidth data-testid={partTestIds.submit}>
        {submitLabel}
      </Button>
      {actions?.({ verifying, showNote: setNote })}
    </form>
  )
}
