import {
  closeModal,
  directoryImageUrl,
  type FoyerClient,
  getNetworkState,
  type View,
} from '@foyer/core'
import { WalletImage } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { useStoreSelector } from '../../client/use-store.js'
import { usePreloadedImage } from '../../internal/use-preloaded-image.js'
import { t, useMessages } from '../../messages/context.js'
import { ConnectionFailed } from '../../wallets/connection-failed.js'
import { useWalletConnectPairing } from './use-walletconnect-pairing.js'
import { WalletLinkButtons } from './wallet-link-buttons.js'
import { walletLinks } from './wallet-links.js'
import { useWalletConnectConnector } from './walletconnect-connector.js'
import { WalletConnectQr } from './walletconnect-qr.js'

/**
 * The mobile hand-off while a request waits for the wallet: in this chunk, beside the wallet
 * link checks it shares with this view (see `HandoffGate`).
 */
export { WalletRequestHandoff } from '../../handoff/wallet-request-handoff.js'

/**
 * After the wallet approved: the modal closes, unless core moved on to another view
 * (UnsupportedChain when the wallet is on a network the app does not support).
 */
export function finishPairing(client: FoyerClient, view: View): void {
  if (client.stores.router.getState().view !== view) return
  if (getNetworkState(client)?.unsupportedCaipNetworkId) return
  closeModal(client)
}

/**
 * The ConnectingWalletConnect view (SPEC §2): the pairing uri as a QR code with a copy
 * link and, for a wallet picked from the directory, links that open it (its app on a
 * phone — first there — its desktop app, its web app). An expired pairing is replaced by a
 * fresh one; a declined one shows the mapped error and a retry.
 */
export default function ConnectingWalletConnectView() {
  const client = useClient()
  const messages = useMessages()
  const data = useStoreSelector(client.stores.router, (state) => state.data)
  const connector = useWalletConnectConnector(client, data.connector)
  const { wallet } = data
  const uri = useStoreSelector(client.stores.walletConnect, (state) => state.uri)
  const imageUrl = wallet ? directoryImageUrl(client, wallet) : undefined
  const imageStatus = usePreloadedImage(imageUrl)
  const logo = imageStatus === 'loaded' ? imageUrl : undefined
  const { attempt, canRetry, retry } = useWalletConnectPairing(client, connector, wallet, () =>
    finishPairing(client, 'ConnectingWalletConnect'),
  )
  const mobile = client.environment.isMobile()
  const links = uri ? walletLinks(wallet, uri) : {}
  const name = wallet?.name ?? connector?.name ?? ''

  if (!connector) {
    return (
      <div className="foyer-stack foyer-center" data-testid="foyer-view-ConnectingWalletConnect">
        <p role="alert">{messages.walletConnect.notConfigured}</p>
      </div>
    )
  }

  if (attempt.status === 'failed') {
    return (
      <div
        className="foyer-stack foyer-center"
        data-testid="foyer-view-ConnectingWalletConnect"
        data-status="failed"
      >
        <div className="foyer-connecting-logo" data-failed>
          <WalletImage src={logo} name={name} size={80} decorative />
        </div>
        <ConnectionFailed
          error={attempt.error}
          note={messages.walletConnect.declined}
          retryLabel={messages.walletConnect.retry}
          canRetry={canRetry}
          onRetry={retry}
        />
      </div>
    )
  }

  const qr = (
    <>
      <WalletConnectQr client={client} uri={uri} logoSrc={logo} />
      <p className="foyer-muted">
        {wallet ? t(messages.walletConnect.scanWith, { name }) : messages.walletConnect.scan}
      </p>
    </>
  )
  const buttons = (
    <WalletLinkButtons
      name={name}
      links={links}
      order={mobile ? ['mobile', 'web'] : ['desktop', 'web']}
      primaryFirst={mobile}
    />
  )
  return (
    <div
      className="foyer-stack foyer-stack-l"
      data-testid="foyer-view-ConnectingWalletConnect"
      data-status={attempt.status}
    >
      {mobile ? (
        <>
          {buttons}
          {qr}
        </>
      ) : (
        <>
          {qr}
          {buttons}
        </>
      )}
    </div>
  )
}
