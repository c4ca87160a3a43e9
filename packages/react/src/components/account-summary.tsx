import { shortenAddress } from '@foyer/common'
import { Avatar } from '@foyer/ui'
import { formatAmountWithSymbol, useLocale } from '@foyer/views/base'
import type { UseFoyerAccountReturn } from '../hooks/use-foyer-account.js'

const SUMMARY_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 8 } as const

/** Avatar, profile name or short address, and balance with symbol (3 decimals) of an account. */
export function AccountSummary({
  account,
  showBalance,
}: {
  account: UseFoyerAccountReturn & { address: string }
  showBalance: boolean
}) {
  const locale = useLocale()
  const balance = showBalance
    ? formatAmountWithSymbol(account.balance, account.balanceSymbol, locale)
    : undefined
  return (
    <span style={SUMMARY_STYLE}>
      {balance && (
        <span className="foyer-account-button-balance" data-testid="foyer-button-balance">
          {balance}
        </span>
      )}
      <Avatar address={account.address} src={account.profileImage} size={24} />
      <span className="foyer-account-button-name" data-testid="foyer-button-account">
        {account.profileName || shortenAddress(account.address)}
      </span>
    </span>
  )
}
