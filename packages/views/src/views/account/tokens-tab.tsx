import type { Network } from '@foyer/common'
import { type AccountState, type FoyerClient, type TokenBalance, tokenImageUrl } from '@foyer/core'
import { NetworkImage } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { formatAmount } from '../../internal/format-amount.js'
import { formatMoney } from '../../internal/format-money.js'
import { safeImageUrl } from '../../internal/safe-image-url.js'
import { useFormat, useLocale, useMessages } from '../../messages/context.js'
import { useTokenBalances } from './use-token-balances.js'

interface TokenRow {
  key: string
  name: string
  symbol: string
  amount: string | undefined
  /** US-dollar value, 2 decimals. */
  money: string | undefined
  value: number | undefined
  iconUrl: string | undefined
}

/**
 * The rows of the Tokens tab: the service's balances sorted by value, highest first (no
 * value last), with the native balance of the account state first when the service did
 * not list it. Amounts show 3 decimals, money 2 (SPEC §9); icons only from the service's
 * origin or `data:`.
 */
export function tokenRows(
  account: AccountState,
  network: Network | undefined,
  balances: readonly TokenBalance[],
  serviceOrigin: string | undefined,
  locale = 'en-US',
): TokenRow[] {
  const rows: TokenRow[] = []
  const nativeListed = balances.some((balance) => balance.address === undefined)
  if (network && !nativeListed && account.balance !== undefined) {
    rows.push({
      key: 'native',
      name: network.nativeCurrency.name,
      symbol: account.balanceSymbol ?? network.nativeCurrency.symbol,
      amount: formatAmount(account.balance, locale),
      money: undefined,
      value: undefined,
      iconUrl: network.imageUrl,
    })
  }
  const sorted = balances
    .map((balance, index) => ({ balance, index }))
    .sort(
      (a, b) =>
        (b.balance.value ?? Number.NEGATIVE_INFINITY) -
          (a.balance.value ?? Number.NEGATIVE_INFINITY) || a.index - b.index,
    )
  for (const { balance } of sorted) {
    rows.push({
      key: balance.address ?? `native:${balance.chainId}`,
      name: balance.name,
      symbol: balance.symbol,
      amount: formatAmount(balance.quantity.numeric, locale),
      money: formatMoney(balance.value, locale),
      value: balance.value,
      iconUrl: safeImageUrl(balance.iconUrl, serviceOrigin),
    })
  }
  return rows
}

/**
 * The account state's token balances: the service's answer goes there, and so does the
 * fresh read after the user's own transaction is mined (core's `refreshAfterTransaction`),
 * so the tab shows the new amounts at once, whatever the cache held.
 */
function useBalances(client: FoyerClient, account: AccountState, network: Network | undefined) {
  const service = useTokenBalances(
    client,
    network?.chainNamespace,
    account.caipAddress,
    network?.caipNetworkId,
  )
  return { service, balances: account.tokenBalance }
}

/**
 * The Tokens tab: the token balances of the blockchain-data service when one is configured
 * (sorted by value, with icon, amount and dollar value), else the native balance the
 * adapter provides as one row.
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
  const locale = useLocale()
  const format = useFormat()
  const { service, balances } = useBalances(client, account, network)
  const rows = tokenRows(account, network, balances, client.blockchainData?.origin, locale)
  return (
    <div className="foyer-stack" data-testid="foyer-tokens">
      {rows.length > 0 && (
        <ul className="foyer-plain-list foyer-stack">
          {rows.map((row) => (
            <li key={row.key} className="foyer-token-row" data-testid={`foyer-token-${row.symbol}`}>
              <NetworkImage
                src={tokenImageUrl(client, row)}
                name={row.symbol}
                size={32}
                decorative
              />
              <span className="foyer-token-name">
                {row.name}
                {row.money !== undefined && (
                  <span className="foyer-muted foyer-small" data-testid="foyer-token-value">
                    {format(messages.account.tokenValue, { value: row.money })}
                  </span>
                )}
              </span>
              <span className="foyer-token-amount">
                {row.amount === undefined ? '—' : `${row.amount} ${row.symbol}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {service.status === 'failed' && (
        <p className="foyer-muted" role="status" data-testid="foyer-tokens-unavailable">
          {messages.errors.TOKEN_BALANCE_UNAVAILABLE}
        </p>
      )}
      {rows.length === 0 && service.status !== 'failed' && service.status !== 'loading' && (
        <p className="foyer-muted foyer-center">{messages.account.noTokens}</p>
      )}
    </div>
  )
}
