import { isValidEmail } from '@foyer/common'
import { connectEmail, prepareEmbeddedWallet, pushView } from '@foyer/core'
import { Button } from '@foyer/ui'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { errorText, useMessages } from '../../messages/context.js'
import { EmailField } from './email-field.js'

/**
 * The Connect view's email field (SPEC §2, §4): a valid email asks the embedded wallet for a
 * login code, then the code (or device) step shows. The frame starts loading as soon as the
 * field shows, so it is ready by the time the user submits.
 */
export function EmailSection() {
  const client = useClient()
  const messages = useMessages()
  const id = useId()
  const [email, setEmail] = useState(() => client.storage.get('email') ?? '')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void prepareEmbeddedWallet(client)
  }, [client])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isValidEmail(value)) {
      setError(messages.errors.INVALID_EMAIL)
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      const { action } = await connectEmail(client, value)
      pushView(client, action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp')
    } catch (caught) {
      setError(errorText(messages, caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="foyer-stack" noValidate onSubmit={submit} data-testid="foyer-email-form">
      <EmailField
        id={id}
        label={messages.email.label}
        placeholder={messages.email.placeholder}
        value={email}
        onChange={setEmail}
        busy={busy}
        error={error}
        testIdPrefix="foyer-email"
      />
      <Button type="submit" loading={busy} fullWidth data-testid="foyer-email-submit">
        {messages.email.submit}
      </Button>
    </form>
  )
}
