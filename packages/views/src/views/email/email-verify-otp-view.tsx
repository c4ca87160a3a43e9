import { connectEmail, resetView, verifyEmailOtp } from '@foyer/core'
import { Button } from '@foyer/ui'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { errorText, t, useMessages } from '../../messages/context.js'
import { useResendCooldown } from './use-resend-cooldown.js'

const OTP_LENGTH = 6

/**
 * The email code step (SPEC §4): the 6-digit code sent to the email. A right code connects
 * the embedded wallet and shows Account; a wrong one shows the frame's message. A new code
 * can be asked for once the 30 s cooldown is over; before that the button counts down.
 */
export function EmailVerifyOtpView() {
  const client = useClient()
  const messages = useMessages()
  const id = useId()
  const noteId = `${id}-note`
  const email = client.storage.get('email') ?? ''
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [notice, setNotice] = useState<string | undefined>()
  const [busy, setBusy] = useState<'verify' | 'resend' | undefined>()
  const [cooldown, restartCooldown] = useResendCooldown(client)
  const input = useRef<HTMLInputElement>(null)

  const verify = async (code: string) => {
    if (busy) return
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(messages.errors.INVALID_OTP)
      return
    }
    setBusy('verify')
    setError(undefined)
    setNotice(undefined)
    try {
      await verifyEmailOtp(client, code)
      resetView(client, 'Account')
    } catch (caught) {
      setError(errorText(messages, caught))
      setOtp('')
      input.current?.focus()
    } finally {
      setBusy(undefined)
    }
  }

  const resend = async () => {
    setBusy('resend')
    setError(undefined)
    setNotice(undefined)
    try {
      await connectEmail(client, email)
      setNotice(messages.email.codeSent)
    } catch (caught) {
      setError(errorText(messages, caught))
    } finally {
      restartCooldown()
      setBusy(undefined)
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
      data-testid="foyer-view-EmailVerifyOtp"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        void verify(otp)
      }}
    >
      <p className="foyer-center">{t(messages.email.otpIntro, { email })}</p>
      <div className="foyer-field">
        <label className="foyer-field-label" htmlFor={id}>
          {messages.email.otpLabel}
        </label>
        <input
          ref={input}
          id={id}
          className="foyer-input foyer-otp-input"
          data-testid="foyer-otp-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          value={otp}
          disabled={busy === 'verify'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || notice ? noteId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {error ? (
          <p id={noteId} className="foyer-field-error" role="alert" data-testid="foyer-otp-error">
            {error}
          </p>
        ) : notice ? (
          <p id={noteId} className="foyer-muted" role="status">
            {notice}
          </p>
        ) : null}
      </div>
      <Button type="submit" loading={busy === 'verify'} fullWidth data-testid="foyer-otp-submit">
        {messages.email.verify}
      </Button>
      <Button
        type="button"
        variant="ghost"
        fullWidth
        loading={busy === 'resend'}
        disabled={cooldown > 0 || busy !== undefined}
        data-testid="foyer-otp-resend"
        onClick={() => void resend()}
      >
        {cooldown > 0 ? t(messages.email.resendIn, { seconds: cooldown }) : messages.email.resend}
      </Button>
    </form>
  )
}
