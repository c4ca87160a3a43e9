import { shortenAddress } from '@foyer/common'
import { fetchBalance, networkImageUrl, pushView } from '@foyer/core'
import {
  ActionGrid,
  ActionGridItem,
  Avatar,
  Button,
  BuyIcon,
  CopyIcon,
  ExternalLinkIcon,
  IconButton,
  ListItem,
  NetworkImage,
  ReceiveIcon,
  SendIcon,
  Spinner,
  SwapIcon,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@foyer/ui'
import { lazy, Suspense, useEffect } from 'react'
import { useClient } from '../../client/client-context.js'
import { useAccountState, useActiveNetwork } from '../../client/use-client-state.js'
import { copyText } from '../../internal/copy-text.js'
import { DisconnectButton } from '../../internal/disconnect-button.js'
import { explorerAddressUrl } from '../../internal/explorer.js'
import { formatAmountWithSymbol } from '../../internal/format-amount.js'
import { t, useLocale, useMessages } from '../../messages/context.js'
import { AccountCustody } from './account-custody.js'
import { AccountLoginInfo } from './account-login-info.js'
import { AccountTypeSwitch } from './account-type-switch.js'
import { TokensTab } from './tokens-tab.js'
import { useOnrampAvailable } from './use-onramp-available.js'
import { useSwapAvailable } from './use-swap-available.js'

/** The Activity tab is the optional history module: its own chunk, loaded when shown. */
const ActivityTab = lazy(() => import('./activity-tab.js'))
/** The NFTs tab: its own chunk, loaded when shown. */
const NftsTab = lazy(() => import('./nfts-tab.js'))

/**
 * The Account view (SPEC §2): avatar, profile name or short address, copy and explorer
 * link, native balance with its symbol (3 decimals), the account type (smart account or EOA,
 * for a wallet that has both), Send and Receive (when those features are on), network,
 * disconnect; tabs Tokens,
 * NFTs and Activity.
 */
export function AccountView() {
  const client = useClient()
  const messages = useMessages()
  const locale = useLocale()
  const account = useAccountState(client)
  const network = useActiveNetwork(client)
  // SPEC §1, §6: Buy when the on-ramp is on, outside the restricted time zones, with a provider.
  const canBuy = useOnrampAvailable(client, network?.caipNetworkId)
  // SPEC §1, §6: Swap on the data service's swap networks, outside the restricted time zones.
  const showSwap = useSwapAvailable(client, network)
  const address = account?.address
  const caipAddress = account?.caipAddress

  useEffect(() => {
    if (!caipAddress) return
    fetchBalance(client).catch((error: unknown) => {
      console.warn('[foyer] balance not loaded', error)
    })
  }, [client, caipAddress])

  if (!account || !address) {
    return (
      <div className="foyer-center" data-testid="foyer-view-Account">
        <Spinner label={messages.modal.loading} />
      </div>
    )
  }

  const displayName = account.profileName || shortenAddress(address)
  const balance = formatAmountWithSymbol(account.balance, account.balanceSymbol, locale)
  const explorer = explorerAddressUrl(network, address)
  const { features, enableNetworkSwitch } = client.options
  // Names are registered for EVM accounts through the data service's names registry.
  const canChooseName =
    !account.profileName &&
    network?.chainNamespace === 'eip155' &&
    typeof client.blockchainData?.registerName === 'function'

  const copy = () =>
    copyText(client, address, {
      copied: messages.account.addressCopied,
      failed: messages.account.copyFailed,
    })

  return (
    <div className="foyer-stack foyer-stack-l" data-testid="foyer-view-Account">
      <div className="foyer-account-header">
        <Avatar address={address} src={account.profileImage ?? undefined} size={72} />
        <div className="foyer-account-name">
          <span className="foyer-title" data-testid="foyer-account-name" title={address}>
            {displayName}
          </span>
          <IconButton
            size="sm"
            label={messages.account.copyAddress}
            icon={<CopyIcon />}
            onClick={copy}
          />
        </div>
        <AccountLoginInfo account={account} />
        <span className="foyer-muted" data-testid="foyer-account-balance">
          {balance ?? messages.account.balanceUnavailable}
        </span>
        {explorer && (
          <a
            className="foyer-inline-link"
            href={explorer.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(messages.account.viewOnExplorer, { explorer: explorer.name })}
            <ExternalLinkIcon />
          </a>
        )}
      </div>
      <AccountTypeSwitch account={account} />
      <AccountCustody account={account} />
      {(features.send || features.receive || showSwap || canBuy) && (
        <ActionGrid label={messages.account.actions} className="foyer-account-actions">
          {canBuy && (
            <ActionGridItem
              icon={<BuyIcon />}
              label={messages.onramp.buy}
              data-testid="foyer-account-buy"
              onClick={() => pushView(client, 'OnRampProviders')}
            />
          )}
          {features.send && (
            <ActionGridItem
              icon={<SendIcon />}
              label={messages.account.send}
              data-testid="foyer-account-send"
              onClick={() => pushView(client, 'WalletSend')}
            />
          )}
          {features.receive && (
            <ActionGridItem
              icon={<ReceiveIcon />}
              label={messages.account.receive}
              data-testid="foyer-account-receive"
              onClick={() => pushView(client, 'WalletReceive')}
            />
          )}
          {showSwap && (
            <ActionGridItem
              icon={<SwapIcon />}
              label={messages.account.swap}
              data-testid="foyer-account-swap"
              onClick={() => pushView(client, 'Swap')}
            />
          )}
        </ActionGrid>
      )}
      {canChooseName && (
        <Button
          variant="ghost"
          size="sm"
          className="foyer-account-choose-name"
          data-testid="foyer-account-choose-name"
          onClick={() => pushView(client, 'RegisterAccountName', { nameRegistration: undefined })}
        >
          {messages.names.chooseName}
        </Button>
      )}
      {network && (
        <ListItem
          label={network.name}
          description={messages.account.switchNetwork}
          leading={
            <NetworkImage src={networkImageUrl(client, network)} name={network.name} decorative />
          }
          chevron={enableNetworkSwitch}
          disabled={!enableNetworkSwitch}
          data-testid="foyer-account-network"
          onClick={() => pushView(client, 'Networks')}
        />
      )}
      <Tabs defaultValue="tokens">
        <TabsList aria-label={messages.account.tabs}>
          <TabsTrigger value="tokens">{messages.account.tokens}</TabsTrigger>
          <TabsTrigger value="nfts">{messages.account.nfts}</TabsTrigger>
          {features.history && (
            <TabsTrigger value="activity">{messages.account.activity}</TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="tokens">
          <TokensTab account={account} network={network} />
        </TabsContent>
        <TabsContent value="nfts">
          <Suspense fallback={<Spinner label={messages.modal.loading} />}>
            <NftsTab address={address} network={network} />
          </Suspense>
        </TabsContent>
        {features.history && (
          <TabsContent value="activity">
            <Suspense fallback={<Spinner label={messages.modal.loading} />}>
              <ActivityTab address={address} network={network} />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>
      <DisconnectButton label={messages.account.disconnect} />
    </div>
  )
}
