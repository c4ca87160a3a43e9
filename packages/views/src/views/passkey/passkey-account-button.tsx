import { Button } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { useMessages } from '../../messages/context.js'
import { PasskeyStatus } from './passkey-status.js'
import { usePasskeyPopup } from './use-passkey-popup.js'

/**
 * One of Account's passkey actions: "Add a passkey" (an email or social login's next login can
 * use it) or "Export private key" (the wallet frame's popup shows the key after a fresh
 * passkey check; never this page).
 */
export function PasskeyAccountButton({ action }: { action: 'add' | 'export' }) {
  const client = useClient()
  const messages = useMessages()
  const { state, start } = usePasskeyPopup(client)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        data-testid={action === 'add' ? 'foyer-account-add-passkey' : 'foyer-account-export-key'}
        onClick={() => start(action)}
      >
        {action === 'add' ? messages.passkey.add : messages.passkey.exportKey}
      </Button>
      {(action === 'add' || state.status !== 'added') && <PasskeyStatus state={state} />}
    </>
  )
}
