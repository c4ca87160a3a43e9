import { closeModal, disconnect, showToast } from '@foyer/core'
import { Button, DisconnectIcon, WarningIcon } from '@foyer/ui'
import { useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { errorText, useMessages } from '../../messages/context.js'
import { NetworkList } from '../networks/network-list.js'

/**
 * The UnsupportedChain view (SPEC §2, §4): the wallet is on a network the app does not
 * support; the user switches to a configured network (the modal then closes) or disconnects.
 */
export function UnsupportedChainView() {
  const client = useClient()
  const messages = useMessages()
  const [disconnecting, setDisconnecting] = useState(false)
  const onDisconnect = async () => {
    setDisconnecting(true)
    try {
      await disconnect(client)
      closeModal(client)
    } catch (error) {
      showToast(client, 'error', errorText(messages, error))
    } finally {
      setDisconnecting(false)
    }
  }
  return (
    <div className="foyer-stack foyer-stack-l" data-testid="foyer-view-UnsupportedChain">
      <p className="foyer-notice">
        <WarningIcon />
        <span>{messages.unsupportedChain.description}</span>
      </p>
      <NetworkList
        currentId={null}
        onSwitched={() => {
          if (client.stores.modal.getState().open) closeModal(client)
        }}
      />
      <Button
        variant="secondary"
        fullWidth
        leadingIcon={<DisconnectIcon />}
        loading={disconnecting}
        onClick={onDisconnect}
        data-testid="foyer-disconnect"
      >
        {messages.unsupportedChain.disconnect}
      </Button>
    </div>
  )
}
