import { Button } from '@foyer/ui'
import { type FormEvent, useId, useRef, useState } from 'react'
import { errorText, useMessages } from '../../messages/context.js'

const OTP_LENGTH = 6

/** Props of {@link OtpCodeForm}. */
export interface OtpCodeFormProps {
  /** The test id of the form (the view's `foyer-view-<View>`). */
  testId: string
  /** The sentence above the field (where the code was sent). */
  intro: string
  label: string
  submitLabel: string
  /** Checks the code; a throw shows its text under the field and clears it. */
  onCode(code: string): Promise<void>
}

/**
 * A 6-digit code form: the code is checked as soon as its sixth digit is typed (or on
 * submit); a wrong code shows the frame's message and the field empties for another try.
 */
export function OtpCodeForm({ testId, intro, label, submitLabel, onCode }: OtpCodeFormProps) {
  const messages = useMessages()
  const id = useId()
  const errorId = `${id}-error`
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const verify = async (code: string) => {
    if (busy) return
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(messages.errors.INVALID_OTP)
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      await onCode(code)
    } catch (caught) {
      setError(errorText(messages, caught))
      setOtp('')
      input.current?.focus()
    } finally {
      setBusy(false)
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
          data-testid="foyer-update-email-otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          value={otp}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {error && (
          <p
            id={errorId}
            className="foyer-field-error"
            role="alert"
            data-testid="foyer-update-email-error"
          >
            {error}
          </p>
        )}
      </div>
      <Button type="submit" loading={busy} fullWidth>
        {submitLabel}
      </Button>
    </form>
  )
}
