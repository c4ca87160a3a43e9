import type { Network } from '@foyer/common'
import type { Nft } from '@foyer/core'
import { Button, NetworkImage, Spinner } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { safeImageUrl } from '../../internal/safe-image-url.js'
import { t, useMessages } from '../../messages/context.js'
import { useNfts } from './use-nfts.js'

function NftCard({ nft, origin }: { nft: Nft; origin: string | undefined }) {
  const messages = useMessages()
  const image = safeImageUrl(nft.imageUrl, origin)
  const name = nft.name || t(messages.account.nftTokenId, { tokenId: nft.tokenId })
  return (
    <li className="foyer-nft-card" data-testid="foyer-nft">
      <div className="foyer-nft-image">
        {image ? (
          <img src={image} alt="" loading="lazy" decoding="async" />
        ) : (
          <NetworkImage name={nft.collection.symbol || name} size={48} decorative />
        )}
      </div>
      <span className="foyer-nft-name" title={name}>
        {name}
      </span>
      <span className="foyer-muted foyer-small foyer-nft-collection" title={nft.collection.name}>
        {nft.collection.name}
      </span>
    </li>
  )
}

/**
 * The NFTs tab: a grid of the account's NFTs on the active EVM network (image, name,
 * collection) from the data service, with an empty state, or an honest note when there is
 * no service or the network has none. Images only from the service's origin or `data:`.
 */
export default function NftsTab({
  address,
  network,
}: {
  address: string | undefined
  network: Network | undefined
}) {
  const client = useClient()
  const messages = useMessages()
  const nfts = useNfts(client, address, network)
  if (nfts.status === 'unavailable') {
    return <p className="foyer-muted foyer-center">{messages.account.nftsUnavailable}</p>
  }
  if (nfts.status === 'unsupported') {
    return <p className="foyer-muted foyer-center">{messages.account.nftsNotOnNetwork}</p>
  }
  return (
    <div className="foyer-stack" data-testid="foyer-nfts">
      {nfts.nfts.length > 0 && (
        <ul className="foyer-plain-list foyer-nft-grid" aria-label={messages.account.nftsList}>
          {nfts.nfts.map((nft) => (
            <NftCard
              key={`${nft.contract}:${nft.tokenId}`}
              nft={nft}
              origin={client.blockchainData?.origin}
            />
          ))}
        </ul>
      )}
      {nfts.status === 'loading' && (
        <div className="foyer-center">
          <Spinner label={messages.modal.loading} />
        </div>
      )}
      {nfts.status === 'empty' && (
        <p className="foyer-muted foyer-center">{messages.account.noNfts}</p>
      )}
      {nfts.status === 'failed' && (
        <p className="foyer-muted foyer-center" role="status">
          {messages.account.nftsFailed}
        </p>
      )}
      {nfts.hasMore && (
        <Button variant="secondary" onClick={nfts.loadMore}>
          {messages.account.loadMore}
        </Button>
      )}
    </div>
  )
}
