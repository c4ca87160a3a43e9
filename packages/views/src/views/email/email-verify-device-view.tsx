import { pushView, verifyEmailDevice } from '@foyer/core'
import { Button } from '@foyer/ui'
import { useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { errorText, t, useMessages } from '../../messages/context.js'

/**
 * The verify-device step of an email login (SPEC §4): the user confirms this browser from
 * the email, then continues to the code step.
 */
export function EmailVerifyDeviceView() {
  const client = useClient()
  const messages = useMessages()
  const email = client.storage.get('email') ?? ''
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const next = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await verifyEmailDevice(client)
      pushView(client, 'EmailVerifyOtp')
    } catch (caught) {
      setError(errorText(messages, caught))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="foyer-stack foyer-stack-l" data-testid="foyer-view-EmailVerifyDevice">
      <p className="foyer-center">{t(messages.email.deviceIntro, { email })}</p>
      {error && (
        <p className="foyer-field-error" role="alert">
          {error}
        </p>
      )}
      <Button loading={busy} fullWidth onClick={() => void next()}>
        {messages.email.deviceContinue}
      </Button>
    </div>
  )
}
