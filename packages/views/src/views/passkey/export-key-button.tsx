import { Button } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { useMessages } from '../../messages/context.js'
import { PasskeyStatus } from './passkey-status.js'
import { usePasskeyPopup } from './use-passkey-popup.js'

/**
 * Account's "Export private key": opens the wallet frame's popup, where a fresh passkey check
 * shows the key (never this page).
 */
export function ExportKeyButton() {
  const client = useClient()
  const messages = useMessages()
  const { state, start } = usePasskeyPopup(client)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        data-testid="foyer-account-export-key"
        onClick={() => start('export')}
      >
        {messages.passkey.exportKey}
      </Button>
      {state.status !== 'added' && <PasskeyStatus state={state} />}
    </>
  )
}
