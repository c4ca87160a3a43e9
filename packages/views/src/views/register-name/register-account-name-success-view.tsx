import { resetView } from '@foyer/core'
import { Button, Spinner } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { useAccountState } from '../../client/use-client-state.js'
import { useStoreSelector } from '../../client/use-store.js'
import { t, useMessages } from '../../messages/context.js'

/**
 * RegisterAccountNameSuccess (SPEC §4): shown as soon as Register is pressed, while the
 * wallet signs and the registry registers; once the account's profile name is the new name,
 * it says so and leads back to Account. A failure leaves this view for RegisterAccountName.
 */
export function RegisterAccountNameSuccessView() {
  const client = useClient()
  const messages = useMessages()
  const account = useAccountState(client, 'eip155')
  const name = useStoreSelector(client.stores.router, (state) => state.data.nameRegistration?.name)
  const done = name !== undefined && account?.profileName?.toLowerCase() === name.toLowerCase()
  return (
    <div
      className="foyer-stack foyer-center"
      data-testid="foyer-view-RegisterAccountNameSuccess"
      aria-busy={done ? undefined : true}
    >
      {done ? (
        <>
          <p className="foyer-title" data-testid="foyer-name-registered" role="status">
            {t(messages.names.registered, { name })}
          </p>
          <Button data-testid="foyer-name-done" onClick={() => resetView(client, 'Account')}>
            {messages.names.backToAccount}
          </Button>
        </>
      ) : (
        <>
          <Spinner size={40} decorative />
          <p className="foyer-muted" role="status" data-testid="foyer-name-registering">
            {t(messages.names.registering, { name: name ?? '' })}
          </p>
        </>
      )}
    </div>
  )
}
