import { completeUpdateEmail, pushView, resetView, showToast } from '@foyer/core'
import { useClient } from '../../client/client-context.js'
import { useAccountState } from '../../client/use-client-state.js'
import { useStoreSelector } from '../../client/use-store.js'
import { t, useMessages } from '../../messages/context.js'
import { FrameCodeForm } from '../email/frame-code-form.js'

const UPDATE_EMAIL_OTP_TEST_IDS = {
  slot: 'foyer-update-email-frame-slot',
  error: 'foyer-update-email-error',
}

/**
 * The email update's primary step (SPEC §4): the code sent to the CURRENT email, typed into
 * the embedded wallet's frame laid over this view. A right code makes the frame send a code
 * to the new email and shows the secondary step.
 */
export function UpdateEmailPrimaryOtpView() {
  const client = useClient()
  const messages = useMessages()
  const account = useAccountState(client)
  const newEmail = useStoreSelector(client.stores.router, (state) => state.data.newEmail) ?? ''
  return (
    <FrameCodeForm
      testId="foyer-view-UpdateEmailPrimaryOtp"
      intro={t(messages.updateEmail.primaryIntro, { email: account?.user?.email ?? '' })}
      partTestIds={UPDATE_EMAIL_OTP_TEST_IDS}
      step="updatePrimary"
      label={messages.updateEmail.otpLabel}
      submitLabel={messages.updateEmail.verify}
      onAccepted={async () => {
        pushView(client, 'UpdateEmailSecondaryOtp', { newEmail })
      }}
    />
  )
}

/**
 * The email update's secondary step: the code sent to the NEW email, typed into the frame. A
 * right code makes it the account's email; Account shows it, with a success toast.
 */
export function UpdateEmailSecondaryOtpView() {
  const client = useClient()
  const messages = useMessages()
  const newEmail = useStoreSelector(client.stores.router, (state) => state.data.newEmail) ?? ''
  return (
    <FrameCodeForm
      testId="foyer-view-UpdateEmailSecondaryOtp"
      intro={t(messages.updateEmail.secondaryIntro, { email: newEmail })}
      partTestIds={UPDATE_EMAIL_OTP_TEST_IDS}
      step="updateSecondary"
      label={messages.updateEmail.otpLabel}
      submitLabel={messages.updateEmail.verify}
      onAccepted={async (accepted) => {
        const email = await completeUpdateEmail(client, accepted.newEmail ?? newEmail)
        resetView(client, 'Account')
        showToast(client, 'success', t(messages.updateEmail.updated, { email }))
      }}
    />
  )
}
