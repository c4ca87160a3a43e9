import { isValidEmail } from '@foyer/common'
import { pushView, updateEmail } from '@foyer/core'
import { Button } from '@foyer/ui'
import { type FormEvent, useId, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { useAccountState } from '../../client/use-client-state.js'
import { errorText, useMessages } from '../../messages/context.js'

/**
 * UpdateEmailWallet (SPEC §4 "Email update"): the new email. Submitting asks the frame to send
 * a code to the current email, then the primary code step shows.
 */
export function UpdateEmailWalletView() {
  const client = useClient()
  const messages = useMessages()
  const account = useAccountState(client)
  const id = useId()
  const errorId = `${id}-error`
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
      <div className="foyer-field">
        <label className="foyer-field-label" htmlFor={id}>
          {messages.updateEmail.label}
        </label>
        <input
          id={id}
          className="foyer-input"
          data-testid="foyer-update-email-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={messages.email.placeholder}
          value={email}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
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
      <Button type="submit" loading={busy} fullWidth data-testid="foyer-update-email-submit">
        {messages.updateEmail.submit}
      </Button>
    </form>
  )
}
