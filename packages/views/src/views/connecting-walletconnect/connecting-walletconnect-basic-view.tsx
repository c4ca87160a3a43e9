import { entryOption } from '@foyer/core'
import { useMemo } from 'react'
import { useClient } from '../../client/client-context.js'
import { useStoreSelector } from '../../client/use-store.js'
import { useMessages } from '../../messages/context.js'
import { AllWalletsRow } from '../../wallets/all-wallets-row.js'
import { ConnectionFailed } from '../../wallets/connection-failed.js'
import { selectWallet } from '../../wallets/select-wallet.js'
import { useRecommendedWallets } from '../../wallets/use-recommended-wallets.js'
import { WalletOptionRow } from '../../wallets/wallet-option-row.js'
import { finishPairing } from './connecting-walletconnect-view.js'
import { useWalletConnectPairing } from './use-walletconnect-pairing.js'
import { useWalletConnectConnector } from './walletconnect-connector.js'
import { WalletConnectQr } from './walletconnect-qr.js'

const NO_EXCLUSIONS: readonly string[] = []

/**
 * The ConnectingWalletConnectBasic view (SPEC §2), what a desktop visitor sees when the app
 * has no adapter wallets to list (rule 4): the WalletConnect QR code at once — through the
 * first WalletConnect connector an adapter offers — and below it the directory's wallets,
 * each opening ConnectingWalletConnect with its own links. Without any WalletConnect
 * connector it says so and still lists the wallets.
 */
export default function ConnectingWalletConnectBasicView() {
  const client = useClient()
  const messages = useMessages()
  const connector = useWalletConnectConnector(client)
  const uri = useStoreSelector(client.stores.walletConnect, (state) => state.uri)
  const { attempt, canRetry, retry } = useWalletConnectPairing(client, connector, undefined, () =>
    finishPairing(client, 'ConnectingWalletConnectBasic'),
  )
  const recommended = useRecommendedWallets(client, NO_EXCLUSIONS)
  const options = useMemo(
    () =>
      recommended.status === 'loaded'
        ? recommended.result.data.map((entry) => entryOption(client, entry, []))
        : [],
    [client, recommended],
  )
  const showAllWallets = client.options.features.allWallets && client.directory !== undefined

  return (
    <div
      className="foyer-stack foyer-stack-l"
      data-testid="foyer-view-ConnectingWalletConnectBasic"
      data-status={connector ? attempt.status : 'unavailable'}
    >
      {!connector ? (
        <p className="foyer-muted" role="note">
          {messages.walletConnect.notConfigured}
        </p>
      ) : attempt.status === 'failed' ? (
        <div className="foyer-stack foyer-center">
          <ConnectionFailed
            error={attempt.error}
            retryLabel={messages.walletConnect.retry}
            canRetry={canRetry}
            onRetry={retry}
          />
        </div>
      ) : (
        <div className="foyer-stack foyer-center">
          <WalletConnectQr client={client} uri={uri} />
          <p className="foyer-muted">{messages.walletConnect.scan}</p>
        </div>
      )}
      {(options.length > 0 || showAllWallets) && (
        <section className="foyer-stack" aria-label={messages.walletConnect.wallets}>
          <p className="foyer-muted">{messages.walletConnect.wallets}</p>
          {options.map((option) => (
            <WalletOptionRow
              key={option.id}
              option={option}
              onClick={() => selectWallet(client, option)}
            />
          ))}
          {showAllWallets && <AllWalletsRow client={client} />}
        </section>
      )}
    </div>
  )
}
