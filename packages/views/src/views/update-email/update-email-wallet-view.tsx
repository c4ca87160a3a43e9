import { isValidEmail } from '@foyer/common'
import { pushView, updateEmail } from '@foyer/core'
import { Button } from '@foyer/ui'
import { type FormEvent, useId, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { useAccountState } from '../../client/use-client-state.js'
import { errorText, useMessages } from '../../messages/context.js'
import { EmailField } from '../email/email-field.js'

/**
 * UpdateEmailWallet (SPEC §4 "Email update"): the new email. Submitting asks the frame to send
 * a code to the current email, then the primary code step shows.
 */
export function UpdateEmailWalletView() {
  const client = useClient()
  const messages = useMessages()
  const account = useAccountState(client)
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const current = account?.user?.email ?? undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim().toLowerCase()
    if (!isValidEmail(value)) return setError(messages.errors.INVALID_EMAIL)
    if (value === current?.toLowerCase()) return setError(messages.updateEmail.sameEmail)
    setError(undefined)
    setBusy(true)
    try {
      await updateEmail(client, value)
      pushView(client, 'UpdateEmailPrimaryOtp', { newEmail: value })
    } catch (caught) {
      setError(errorText(messages, caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="foyer-stack foyer-stack-l"
      data-testid="foyer-view-UpdateEmailWallet"
      noValidate
      onSubmit={submit}
    >
      <p className="foyer-muted">{messages.updateEmail.intro}</p>
      <EmailField
        id={id}
        label={messages.updateEmail.label}
        placeholder={messages.email.placeholder}
        value={email}
        onChange={setEmail}
        busy={busy}
        error={error}
        testIdPrefix="foyer-update-email"
      />
      <Button type="submit" loading={busy} fullWidth data-testid="foyer-update-email-submit">
        {messages.updateEmail.submit}
      </Button>
    </form>
  )
}
