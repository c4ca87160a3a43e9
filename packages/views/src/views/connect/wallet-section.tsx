import {
  connectWalletOptions,
  getRecentWallets,
  recommendedExclusions,
  type WalletListEntry,
} from '@foyer/core'
import { Spinner } from '@foyer/ui'
import { useMemo } from 'react'
import { useClient } from '../../client/client-context.js'
import { useLocale, useMessages } from '../../messages/context.js'
import { AllWalletsRow } from '../../wallets/all-wallets-row.js'
import { selectWallet } from '../../wallets/select-wallet.js'
import { useConnectors } from '../../wallets/use-connectors.js'
import { useDirectoryCount } from '../../wallets/use-directory-count.js'
import { useRecommendedWallets } from '../../wallets/use-recommended-wallets.js'
import { WalletOptionRow } from '../../wallets/wallet-option-row.js'

/**
 * The Connect view's wallet section (SPEC §2): recent wallets, then announced and injected
 * wallets, then four recommended directory wallets, then "All wallets" with the directory's
 * wallet count (all its wallets: {@link useDirectoryCount}).
 */
export function WalletSection() {
  const client = useClient()
  const messages = useMessages()
  const locale = useLocale()
  const connectors = useConnectors(client)
  const recent = useMemo<WalletListEntry[]>(() => getRecentWallets(client), [client])
  const exclude = useMemo(() => recommendedExclusions(recent, connectors), [recent, connectors])
  const recommended = useRecommendedWallets(client, exclude)
  const options = useMemo(
    () =>
      connectWalletOptions(client, {
        recent,
        connectors,
        recommended: recommended.status === 'loaded' ? recommended.result.data : [],
      }),
    [client, recent, connectors, recommended],
  )
  // All wallets comes once the recommended wallets are in: appearing earlier, it would move
  // down under the visitor's pointer as they arrive.
  const showAllWallets =
    client.options.features.allWallets &&
    client.directory !== undefined &&
    recommended.status === 'loaded'
  // The directory's whole count, as All Wallets shows it (not the recommended request's,
  // which leaves out the wallets listed above).
  const count = useDirectoryCount(client, showAllWallets)
  return (
    <div className="foyer-stack">
      {options.map((option) => (
        <WalletOptionRow
          key={option.id}
          option={option}
          onClick={() => selectWallet(client, option)}
        />
      ))}
      {recommended.status === 'loading' && options.length === 0 && (
        <div className="foyer-center">
          <Spinner label={messages.modal.loading} />
        </div>
      )}
      {recommended.status === 'failed' && (
        <p className="foyer-muted" data-testid="foyer-recommended-failed">
          {messages.connect.recommendedFailed}
        </p>
      )}
      {options.length === 0 && recommended.status !== 'loading' && (
        <p className="foyer-muted" data-testid="foyer-no-wallets">
          {messages.connect.noWallets}
        </p>
      )}
      {showAllWallets && (
        <AllWalletsRow
          client={client}
          count={count === undefined ? undefined : formatCount(count, locale)}
        />
      )}
    </div>
  )
}

/**
 * The wallet count as the All wallets row shows it: the exact number in the locale's digits,
 * the same that All Wallets announces ("114 wallets"), so the two never disagree.
 */
export function formatCount(count: number, locale?: string): string {
  return locale ? new Intl.NumberFormat(locale).format(count) : String(count)
}
