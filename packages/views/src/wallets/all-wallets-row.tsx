import { type FoyerClient, pushView } from '@foyer/core'
import { ListItem, WalletIcon } from '@foyer/ui'
import { useMessages } from '../messages/context.js'

/** The "All wallets" row that opens AllWallets, with the directory's wallet count as a tag. */
export function AllWalletsRow({ client, count }: { client: FoyerClient; count?: string }) {
  const messages = useMessages()
  return (
    <ListItem
      label={messages.connect.allWallets}
      leading={
        <span className="foyer-all-wallets-icon" aria-hidden="true">
          <WalletIcon />
        </span>
      }
      tag={count}
      tagVariant="accent"
      data-testid="wallet-option-all-wallets"
      onClick={() => pushView(client, 'AllWallets')}
    />
  )
}
