import { COLLECTION_SPEC } from './plan.js'

/**
 * The metadata key that flags an NFT as spam. A spam token's `tokenURI` is a data: JSON
 * document with `"spam": true`; a data service reads it to apply SPEC §5's rule
 * "Transactions whose transfers are all spam-flagged NFTs are dropped".
 */
export const DEVSTACK_SPAM_METADATA_KEY = 'spam'

/** The ERC-721 metadata document of a seeded token (ERC-721 metadata JSON schema, plus spam). */
export interface NftMetadata {
  name: string
  description: string
  image: string
  spam?: true
}

const PALETTE = ['#5b5bd6', '#12a594', '#e5484d', '#f76b15', '#3e63dd', '#8e4ec6'] as const

/** The metadata of seeded token `tokenId`. */
export function nftMetadata(tokenId: number, spam: boolean): NftMetadata {
  if (spam) {
    return {
      name: 'Claim your reward',
      description: 'You have been selected! Visit the claim page to receive 10,000 tokens.',
      image: svgDataUri('#000000', '$$$'),
      [DEVSTACK_SPAM_METADATA_KEY]: true,
    }
  }
  return {
    name: `${COLLECTION_SPEC.name} #${tokenId}`,
    description: `Token #${tokenId} of ${COLLECTION_SPEC.name}, a test collection of the Foyer devnets.`,
    image: svgDataUri(PALETTE[tokenId % PALETTE.length]!, `#${tokenId}`),
  }
}

/** `metadata` as the `data:application/json;base64,` URI the contract stores as `tokenURI`. */
export function toTokenUri(metadata: NftMetadata): string {
  return `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`
}

function svgDataUri(background: string, label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" rx="32" fill="${background}"/>` +
    `<text x="128" y="148" font-family="sans-serif" font-size="64" font-weight="700" ` +
    `fill="#ffffff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
