import { type ApiContext, servedChain } from './context.js'
import { decodeNftCursor, encodeNftCursor } from './cursor.js'

/** An NFT as the contract between server and client defines it. */
export interface NftBody {
  chainId: string
  contract: string
  tokenId: string
  name: string
  collection: { name: string; symbol: string }
  imageUrl: string | null
  isSpam: boolean
}

/** GET /v1/account/{address}/nfts: the ERC-721 tokens the account owns, keyset-paged. */
export async function getNfts(
  context: ApiContext,
  address: string,
  query: { chainId: string; cursor?: string | undefined; limit: number },
): Promise<{ data: NftBody[]; next: string | null }> {
  const chain = servedChain(context, query.chainId)
  const after = query.cursor === undefined ? null : decodeNftCursor(query.cursor)
  const rows = await context.storage.accounts.nfts(chain.chainId, address, after, query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page[page.length - 1]
  return {
    data: page.map((nft) => ({
      chainId: chain.caipNetworkId,
      contract: `${chain.caipNetworkId}:${nft.contract}`,
      tokenId: nft.tokenId.toString(),
      name: nft.name ?? `${nft.collectionName || 'NFT'} #${nft.tokenId}`,
      collection: { name: nft.collectionName, symbol: nft.collectionSymbol },
      imageUrl: nft.image,
      isSpam: nft.isSpam,
    })),
    next: rows.length > query.limit && last ? encodeNftCursor(last) : null,
  }
}
