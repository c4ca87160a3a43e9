import type { Network } from '@foyer/common'
import type { AccountState, FoyerClient, TokenBalance } from '@foyer/core'
import { NetworkImage } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { formatAmount } from '../../internal/format-amount.js'
import { useMessages } from '../../messages/context.js'
import { useTokenBalances } from './use-token-balances.js'

interface TokenRow {
  key: string
  name: string
  symbol: string
  amount: string | undefined
  iconUrl: string | undefined
}

function tokenRows(
  account: AccountState,
  network: Network | undefined,
  balances: readonly TokenBalance[],
): TokenRow[] {
  const rows: TokenRow[] = []
  const nativeListed = balances.some((balance) => balance.address === undefined)
  if (network && !nativeListed && account.balance !== undefined) {
    rows.push({
      key: 'native',
      name: network.nativeCurrency.name,
      symbol: account.balanceSymbol ?? network.nativeCurrency.symbol,
      amount: formatAmount(account.balance),
      iconUrl: network.imageUrl,
    })
  }
  for (const balance of balances) {
    rows.push({
      key: balance.address ?? `native:${balance.chainId}`,
      name: balance.name,
      symbol: balance.symbol,
      amount: formatAmount(balance.quantity.numeric),
      iconUrl: balance.iconUrl || undefined,
    })
  }
  return rows
}

/** Balances the account state holds, else the service's (service first when it answered). */
function useBalances(client: FoyerClient, account: AccountState, network: Network | undefined) {
  const service = useTokenBalances(
    client,
    network?.chainNamespace,
    account.address,
    network?.caipNetworkId,
  )
  if (service.status === 'loaded') return { service, balances: service.balances }
  return { service, balances: account.tokenBalance }
}

/**
 * The Tokens tab: the native balance as a token row (what every adapter with `getBalance`
 * provides), then the token balances of the blockchain-data service when one is configured.
 */
export function TokensTab({
  account,
  network,
}: {
  account: AccountState
  network: Network | undefined
}) {
  const client = useClient()
  const messages = useMessages()
  const { service, balances } = useBalances(client, account, network)
  const rows = tokenRows(account, network, balances)
  return (
    <div className="foyer-stack" data-testid="foyer-tokens">
      {rows.map((row) => (
        <div key={row.key} className="foyer-token-row" data-testid={`foyer-token-${row.symbol}`}>
          <NetworkImage src={row.iconUrl} name={row.symbol} size={32} decorative />
          <span className="foyer-token-name">{row.name}</span>
          <span className="foyer-token-amount">
            {row.amount === undefined ? '—' : `${row.amount} ${row.symbol}`}
          </span>
        </div>
      ))}
      {service.status === 'failed' && (
        <p className="foyer-muted" role="status">
          {messages.errors.TOKEN_BALANCE_UNAVAILABLE}
        </p>
      )}
      {rows.length === 0 && service.status !== 'failed' && (
        <p className="foyer-muted foyer-center">{messages.account.noTokens}</p>
      )}
    </div>
  )
}
