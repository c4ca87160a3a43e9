import { Button } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { useMessages } from '../../messages/context.js'
import { PasskeyStatus } from './passkey-status.js'
import { usePasskeyPopup } from './use-passkey-popup.js'

/**
 * The Connect view's passkey entry (issue 30): "Continue with passkey" logs in with a passkey
 * saved for this wallet, "Create a wallet with a passkey" signs up with a passkey alone. Both
 * run in a popup on the wallet frame's origin; the modal never sees the ceremony.
 */
export function PasskeySection() {
  const client = useClient()
  const messages = useMessages()
  const { state, start } = usePasskeyPopup(client)
  return (
    <div className="foyer-stack">
      <Button
        variant="secondary"
        fullWidth
        data-testid="foyer-passkey-sign-in"
        onClick={() => start('signIn')}
      >
        {messages.passkey.continueWith}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        data-testid="foyer-passkey-sign-up"
        onClick={() => start('signUp')}
      >
        {messages.passkey.create}
      </Button>
      <PasskeyStatus state={state} />
    </div>
  )
}
