import { closeModal, disconnect, showToast } from '@foyer/core'
import { Button, DisconnectIcon } from '@foyer/ui'
import { useState } from 'react'
import { useClient } from '../client/client-context.js'
import { errorText, useMessages } from '../messages/context.js'

/**
 * Disconnects every connected namespace through core, then closes the modal; a failure
 * shows 'Failed to disconnect' as a toast and keeps the modal open.
 * `data-testid="foyer-disconnect"`.
 */
export function DisconnectButton({ label }: { label: string }) {
  const client = useClient()
  const messages = useMessages()
  const [busy, setBusy] = useState(false)
  const onClick = async () => {
    setBusy(true)
    try {
      await disconnect(client)
      closeModal(client)
    } catch (error) {
      showToast(client, 'error', errorText(messages, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="secondary"
      fullWidth
      leadingIcon={<DisconnectIcon />}
      loading={busy}
      onClick={onClick}
      data-testid="foyer-disconnect"
    >
      {label}
    </Button>
  )
}
