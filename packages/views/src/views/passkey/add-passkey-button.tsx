import { Button } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { useMessages } from '../../messages/context.js'
import { PasskeyStatus } from './passkey-status.js'
import { usePasskeyPopup } from './use-passkey-popup.js'

/** Account's "Add a passkey" for an email or social login: its next login can use the passkey. */
export function AddPasskeyButton() {
  const client = useClient()
  const messages = useMessages()
  const { state, start } = usePasskeyPopup(client)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        data-testid="foyer-account-add-passkey"
        onClick={() => start('add')}
      >
        {messages.passkey.add}
      </Button>
      <PasskeyStatus state={state} />
    </>
  )
}
