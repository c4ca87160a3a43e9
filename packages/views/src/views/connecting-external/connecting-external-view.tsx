import { closeModal, directoryImageUrl, type FoyerClient, getNetworkState } from '@foyer/core'
import { ExternalLinkIcon, Spinner, WalletImage } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { useStoreSelector } from '../../client/use-store.js'
import { safeHttpsUrl } from '../../internal/safe-url.js'
import { usePreloadedImage } from '../../internal/use-preloaded-image.js'
import { t, useMessages } from '../../messages/context.js'
import { ConnectionFailed } from '../../wallets/connection-failed.js'
import { useConnectionAttempt } from './use-connection-attempt.js'

/**
 * After a wallet connected: the modal closes, unless core has moved on to another view
 * (UnsupportedChain when the wallet is on a network the app does not support).
 */
function finishConnection(client: FoyerClient): void {
  const { view } = client.stores.router.getState()
  if (view !== 'ConnectingExternal') return
  if (getNetworkState(client)?.unsupportedCaipNetworkId) return
  closeModal(client)
}

/**
 * The ConnectingExternal view (SPEC §2): asks the picked wallet to connect and waits, shows
 * the mapped error (e.g. 'User rejected the request.' on 4001) with a retry button, and
 * closes the modal once connected. A directory wallet that is not installed gets a link to
 * get it instead.
 */
export function ConnectingExternalView() {
  const client = useClient()
  const messages = useMessages()
  const data = useStoreSelector(client.stores.router, (state) => state.data)
  const { connector, wallet, otherConnectors } = data
  const name = connector?.name ?? wallet?.name ?? ''
  const imageUrl = connector?.imageUrl ?? (wallet ? directoryImageUrl(client, wallet) : undefined)
  const imageStatus = usePreloadedImage(imageUrl)
  const { attempt, canRetry, retry } = useConnectionAttempt(
    client,
    connector,
    wallet,
    () => finishConnection(client),
    otherConnectors,
  )

  const logo = (
    <WalletImage
      src={imageStatus === 'loaded' ? imageUrl : undefined}
      name={name}
      size={80}
      decorative
    />
  )

  if (!connector) {
    const link = safeHttpsUrl(wallet?.webapp_link) ?? safeHttpsUrl(wallet?.desktop_link)
    return (
      <div className="foyer-stack foyer-center" data-testid="foyer-view-ConnectingExternal">
        {logo}
        <p>{t(messages.connecting.notInstalled, { name })}</p>
        {link && (
          <a
            className="foyer-button foyer-link-button"
            data-variant="secondary"
            data-size="md"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="foyer-button-label">
              {t(messages.connecting.openWebsite, { name })}
            </span>
            <ExternalLinkIcon />
          </a>
        )}
      </div>
    )
  }

  return (
    <div
      className="foyer-stack foyer-center"
      data-testid="foyer-view-ConnectingExternal"
      data-status={attempt.status}
    >
      <div className="foyer-connecting-logo" data-failed={attempt.status === 'failed' || undefined}>
        {logo}
      </div>
      {attempt.status === 'failed' ? (
        <ConnectionFailed
          error={attempt.error}
          note={messages.connecting.failedTitle}
          retryLabel={messages.connecting.retry}
          canRetry={canRetry}
          onRetry={retry}
        />
      ) : (
        <>
          <p className="foyer-title">{t(messages.connecting.waiting, { name })}</p>
          <p className="foyer-muted">{messages.connecting.waitingDescription}</p>
          <Spinner label={messages.modal.loading} />
        </>
      )}
    </div>
  )
}
