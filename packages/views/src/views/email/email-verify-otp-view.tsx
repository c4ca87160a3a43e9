import { completeEmailLogin, connectEmail, showAccountAfterLogin } from '@foyer/core'
import { Button } from '@foyer/ui'
import { useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { errorText, t, useMessages } from '../../messages/context.js'
import { FrameCodeForm, type OtpFormControls } from './frame-code-form.js'
import { useResendCooldown } from './use-resend-cooldown.js'

/**
 * The email code step (SPEC §4): the 6-digit code sent to the email, typed into the embedded
 * wallet's frame laid over this view (the host page never sees the code). A right code
 * connects the embedded wallet and shows Account; a wrong one shows the frame's message. A
 * new code can be asked for once the 30 s cooldown is over; before that the button counts down.
 */
export function EmailVerifyOtpView() {
  const client = useClient()
  const messages = useMessages()
  const email = client.storage.get('email') ?? ''
  const [resending, setResending] = useState(false)
  const [cooldown, restartCooldown] = useResendCooldown(client)

  const resend = async ({ showNote }: OtpFormControls) => {
    setResending(true)
    showNote(undefined)
    try {
      await connectEmail(client, email)
      showNote({ kind: 'notice', text: messages.email.codeSent })
    } catch (caught) {
      showNote({ kind: 'error', text: errorText(messages, caught) })
    } finally {
      restartCooldown()
      setResending(false)
    }
  }

  return (
    <FrameCodeForm
      testId="foyer-view-EmailVerifyOtp"
      partTestIds={{ slot: 'foyer-otp-frame-slot', error: 'foyer-otp-error' }}
      intro={t(messages.email.otpIntro, { email })}
      step="login"
      label={messages.email.otpLabel}
      submitLabel={messages.email.verify}
      onAccepted={async () => {
        await completeEmailLogin(client)
        showAccountAfterLogin(client)
      }}
      actions={(form) => (
        <Button
          type="button"
          variant="ghost"
          fullWidth
          loading={resending}
          disabled={cooldown > 0 || resending || form.verifying}
          data-testid="foyer-otp-resend"
          onClick={() => void resend(form)}
        >
          {cooldown > 0 ? t(messages.email.resendIn, { seconds: cooldown }) : messages.email.resend}
        </Button>
      )}
    />
  )
}
