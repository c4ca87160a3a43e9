import { closeModal } from '@foyer/core'
import { WarningIcon } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { DisconnectButton } from '../../internal/disconnect-button.js'
import { useMessages } from '../../messages/context.js'
import { NetworkList } from '../networks/network-list.js'

/**
 * The UnsupportedChain view (SPEC §2, §4): the wallet is on a network the app does not
 * support; the user switches to a configured network (the modal then closes) or disconnects.
 */
export function UnsupportedChainView() {
  const client = useClient()
  const messages = useMessages()
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
      <DisconnectButton label={messages.unsupportedChain.disconnect} />
    </div>
  )
}
