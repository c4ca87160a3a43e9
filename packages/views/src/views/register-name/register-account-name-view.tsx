import { registerAccountName } from '@foyer/core'
import { Button, Spinner } from '@foyer/ui'
import { type FormEvent, useId, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { useStoreSelector } from '../../client/use-store.js'
import { t, useMessages } from '../../messages/context.js'
import { type NameLookupState, useNameSuggestions } from './use-name-suggestions.js'

/** The label of a name (`alice` of `alice.foyer.id`). */
function labelOf(name: string): string {
  const dot = name.indexOf('.')
  return dot === -1 ? name : name.slice(0, dot)
}

/**
 * RegisterAccountName (SPEC §2, §4): a name field checked as the user types (SPEC §5: at
 * least 4 characters; letters, digits or hyphen), its availability and free variants from the
 * data service's names registry, and Register, which runs core's `registerAccountName` (the
 * success view, a signature, the registration). A failed registration comes back here with
 * the service's reason or 'Error registering name {name}'.
 */
export function RegisterAccountNameView() {
  const client = useClient()
  const messages = useMessages()
  const registration = useStoreSelector(
    client.stores.router,
    (state) => state.data.nameRegistration,
  )
  const [text, setText] = useState(() => (registration ? labelOf(registration.name) : ''))
  const lookup = useNameSuggestions(client, text)
  const id = useId()
  const noteId = `${id}-note`
  const rulesId = `${id}-rules`
  // The failure shows until the user changes the name.
  const failure =
    registration?.errorCode && labelOf(registration.name) === text.trim() ? registration : undefined
  const failureText = failure
    ? (failure.reason ??
      t(
        (messages.errors as Record<string, string>)[failure.errorCode ?? ''] ?? failure.error ?? '',
        { name: failure.name },
      ))
    : undefined
  const canRegister = lookup.status === 'done' && !lookup.exact.registered

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (lookup.status !== 'done' || lookup.exact.registered) return
    registerAccountName(client, lookup.exact.name).catch((error: unknown) => {
      // Core has returned to this view with the reason; the log keeps the detail.
      console.warn('[foyer] name registration failed', error)
    })
  }

  return (
    <form
      className="foyer-stack foyer-stack-l"
      data-testid="foyer-view-RegisterAccountName"
      onSubmit={submit}
      noValidate
    >
      <p className="foyer-muted">{messages.names.description}</p>
      <div className="foyer-field">
        <label className="foyer-field-label" htmlFor={id}>
          {messages.names.label}
        </label>
        <input
          id={id}
          className="foyer-input"
          data-testid="foyer-name-input"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={messages.names.placeholder}
          value={text}
          aria-invalid={
            lookup.status === 'invalid' || failure || isTaken(lookup) ? true : undefined
          }
          aria-describedby={`${rulesId} ${noteId}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={rulesId} className="foyer-muted">
          {messages.names.rules}
        </p>
        <div id={noteId} aria-live="polite">
          {failureText ? (
            <p className="foyer-field-error" data-testid="foyer-name-error" role="alert">
              {failureText}
            </p>
          ) : (
            <LookupNote lookup={lookup} />
          )}
        </div>
      </div>
      {lookup.status === 'done' && lookup.others.length > 0 && (
        <div className="foyer-stack">
          <span className="foyer-field-label" id={`${id}-suggestions`}>
            {messages.names.suggestions}
          </span>
          <ul className="foyer-name-suggestions" aria-labelledby={`${id}-suggestions`}>
            {lookup.others.map((suggestion) => (
              <li key={suggestion.name}>
                <Button
                  variant="secondary"
                  size="sm"
                  data-testid="foyer-name-suggestion"
                  onClick={() => setText(labelOf(suggestion.name))}
                >
                  {suggestion.name}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button type="submit" disabled={!canRegister} data-testid="foyer-name-register">
        {canRegister
          ? t(messages.names.register, { name: lookup.exact.name })
          : messages.names.label}
      </Button>
    </form>
  )
}

function isTaken(lookup: NameLookupState): boolean {
  return lookup.status === 'done' && lookup.exact.registered
}

/** The line under the field: the rule broken, the lookup running, or its answer. */
function LookupNote({ lookup }: { lookup: NameLookupState }) {
  const messages = useMessages()
  switch (lookup.status) {
    case 'idle':
      return null
    case 'invalid':
      return (
        <p className="foyer-field-error" data-testid="foyer-name-error">
          {messages.errors.INVALID_ACCOUNT_NAME}
        </p>
      )
    case 'checking':
      return (
        <p className="foyer-field-row foyer-muted" data-testid="foyer-name-checking">
          <Spinner size={16} decorative />
          {t(messages.names.checking, { name: lookup.label })}
        </p>
      )
    case 'failed':
      return (
        <p className="foyer-field-error" data-testid="foyer-name-error">
          {messages.errors.NAME_SUGGESTIONS_FAILED}
        </p>
      )
    case 'done':
      return lookup.exact.registered ? (
        <p className="foyer-field-error" data-testid="foyer-name-error">
          {t(messages.names.taken, { name: lookup.exact.name })}
        </p>
      ) : (
        <p className="foyer-muted" data-testid="foyer-name-available">
          {t(messages.names.available, { name: lookup.exact.name })}
        </p>
      )
  }
}
