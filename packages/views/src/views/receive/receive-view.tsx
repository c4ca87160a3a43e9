import { shortenAddress } from '@foyer/common'
import { networkImageUrl } from '@foyer/core'
import { Button, CopyIcon, NetworkImage, QrCode, Spinner } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { useAccountState, useActiveNetwork, useNetworks } from '../../client/use-client-state.js'
import { copyText } from '../../internal/copy-text.js'
import { useMessages } from '../../messages/context.js'

/**
 * The receive view: the connected address as text and as a QR code (the plain address, so
 * any wallet's scanner reads it), a copy button, and the networks the account can receive
 * on (the app's networks of the account's namespace). Its own chunk, loaded only when the
 * receive feature is on.
 */
export default function ReceiveView() {
  const client = useClient()
  const messages = useMessages()
  const account = useAccountState(client)
  const active = useActiveNetwork(client)
  const networks = useNetworks(client)
  const address = account?.address
  if (!address || !active) {
    return (
      <div className="foyer-center" data-testid="foyer-view-WalletReceive">
        <Spinner label={messages.modal.loading} />
      </div>
    )
  }
  const receivable = networks.filter((network) => network.chainNamespace === active.chainNamespace)
  const copy = () =>
    copyText(client, address, {
      copied: messages.account.addressCopied,
      failed: messages.account.copyFailed,
    })
  return (
    <div className="foyer-stack foyer-stack-l" data-testid="foyer-view-WalletReceive">
      <div className="foyer-stack foyer-center">
        <QrCode
          value={address}
          label={messages.receive.qrLabel}
          size={220}
          data-testid="foyer-receive-qr"
          data-address={address}
        />
        <p className="foyer-muted">{messages.receive.address}</p>
        <p
          className="foyer-receive-address"
          data-testid="foyer-receive-address"
          title={shortenAddress(address)}
        >
          {address}
        </p>
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<CopyIcon />}
          onClick={copy}
          data-testid="foyer-receive-copy"
        >
          {messages.receive.copy}
        </Button>
      </div>
      <section className="foyer-stack" aria-labelledby="foyer-receive-networks">
        <h3 id="foyer-receive-networks" className="foyer-title">
          {messages.receive.networks}
        </h3>
        <p className="foyer-muted">{messages.receive.networksHint}</p>
        <ul className="foyer-plain-list foyer-stack" data-testid="foyer-receive-networks">
          {receivable.map((network) => (
            <li key={network.caipNetworkId} className="foyer-token-row">
              <NetworkImage
                src={networkImageUrl(client, network)}
                name={network.name}
                size={24}
                decorative
              />
              <span className="foyer-token-name">{network.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
