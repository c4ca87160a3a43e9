import { ListItem, WalletIcon } from '@foyer/ui'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { useMessages } from '../../messages/context.js'

/**
 * Collapse wallets (SPEC §1, `features.collapseWallets`): one "Continue with a wallet" entry
 * in place of the wallet list, which it expands in place (focus moves into the list).
 */
export function CollapsedWallets({ Section }: { Section: ComponentType }) {
  const messages = useMessages()
  const [expanded, setExpanded] = useState(false)
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (expanded) list.current?.focus()
  }, [expanded])
  if (expanded) {
    return (
      <div tabIndex={-1} ref={list} data-testid="foyer-wallets-expanded">
        <Section />
      </div>
    )
  }
  return (
    <ListItem
      label={messages.connect.continueWithWallet}
      leading={
        <span className="foyer-all-wallets-icon" aria-hidden="true">
          <WalletIcon />
        </span>
      }
      aria-expanded={false}
      data-testid="foyer-continue-with-wallet"
      onClick={() => setExpanded(true)}
    />
  )
}
