import { formatMoney, sanitizeDisplayName } from '@foyer/common'
import type { SimulationReader, TokenInfo } from '@foyer/common/decode'
import { type Address, formatUnits } from 'viem'
import * as z from 'zod/mini'
import { currentFrameLocale } from '../../i18n/frame-locale.js'

/**
 * The data service the frame asks for NFT names and prices: from the frame's own
 * `/frame-config.json`, never from the host page.
 */
export type AssetFactsSource = { dataUrl: string; projectId: string }

/** How long one data-service answer may take before its line goes without it. */
const LOOKUP_TIMEOUT_MS = 3_000
/** Pages of the account's NFTs read for names (100 each). */
const NFT_PAGES = 3
/** The longest NFT name shown. */
const NAME_LENGTH = 64

const nftPageSchema = z.object({
  data: z.array(
    z.object({
      contract: z.string(),
      tokenId: z.string(),
      name: z.string(),
      isSpam: z.boolean(),
    }),
  ),
  next: z.nullable(z.string()),
})
const priceSchema = z.object({
  fungibles: z.array(z.object({ address: z.string(), price: z.number() })),
})

/** What {@link assetFacts} reads besides the data service. */
export type AssetFactsOptions = {
  /** A token's decimals (for its money value). */
  tokenInfo: (token: Address) => Promise<TokenInfo | undefined>
  /** The locale money is written in. */
  locale: string
  fetchImpl?: typeof fetch
}

/**
 * The simulated changes' NFT names and money values from the data service (issue 31): an
 * NFT of `owner`'s shows the name the service's metadata gives it, a native or token amount
 * its US-dollar value where the service has a price. What the service does not know (an item
 * the account does not hold, a spam-flagged item, a token it does not price, no answer in
 * time) gets no name or value: nothing is made up.
 */
export function assetFacts(
  source: AssetFactsSource,
  chainId: number,
  owner: Address,
  options: AssetFactsOptions,
): Required<Pick<SimulationReader, 'nftName' | 'moneyValue'>> {
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis)
  const caip2 = `eip155:${chainId}`
  const get = async <T>(path: string, query: Record<string, string>, schema: z.ZodMiniType<T>) => {
    const url = new URL(path, source.dataUrl)
    for (const [name, value] of Object.entries({ ...query, projectId: source.projectId }))
      url.searchParams.set(name, value)
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`${path}: HTTP status code: ${response.status}`)
    return schema.parse(await response.json())
  }
  let names: Promise<Map<string, string>> | undefined
  const ownedNames = async () => {
    const found = new Map<string, string>()
    let cursor: string | null = null
    for (let page = 0; page < NFT_PAGES; page++) {
      const query: Record<string, string> = { chainId: caip2, limit: '100' }
      if (cursor) query.cursor = cursor
      const { data, next } = await get(`/v1/account/${owner}/nfts`, query, nftPageSchema)
      for (const nft of data) {
        const name = sanitizeDisplayName(nft.name, NAME_LENGTH)
        // The service's stand-in for an item without metadata is no name.
        if (nft.isSpam || !name || name === `NFT #${nft.tokenId}`) continue
        found.set(`${nft.contract.toLowerCase()}#${nft.tokenId}`, name)
      }
      if (!next) break
      cursor = next
    }
    return found
  }
  return {
    async nftName(token, id) {
      names ??= ownedNames()
      const found = await names.catch(() => new Map<string, string>())
      return found.get(`${caip2}:${token.toLowerCase()}#${id}`)
    },
    async moneyValue(asset, amount) {
      if (asset.kind === 'nft') return undefined
      const decimals =
        asset.kind === 'native'
          ? 18
          : (await options.tokenInfo(asset.token).catch(() => undefined))?.decimals
      if (decimals === undefined) return undefined
      const id = `${caip2}:${asset.kind === 'native' ? 'native' : asset.token.toLowerCase()}`
      const query = { currency: 'usd', addresses: id }
      const { fungibles } = await get('/v1/fungible/price', query, priceSchema).catch(() => ({
        fungibles: [],
      }))
      const price = fungibles.find((entry) => entry.address.toLowerCase() === id)
      // The service prices a token it does not list at 0: unknown, not worthless.
      if (!price || !Number.isFinite(price.price) || price.price <= 0) return undefined
      return formatMoney(Number(formatUnits(amount, decimals)) * price.price, 'USD', options.locale)
    },
  }
}

/**
 * `reader` with the data service's NFT names and money values added when the frame's config
 * names a data service (else `reader` as it is).
 */
export function withAssetFacts(
  reader: SimulationReader,
  source: AssetFactsSource | undefined,
  chainId: number,
  owner: Address,
  fetchImpl?: typeof fetch,
): SimulationReader {
  if (!source) return reader
  const tokenInfo = (token: Address) => reader.tokenInfo(token)
  const locale = currentFrameLocale()
  return {
    ...reader,
    ...assetFacts(source, chainId, owner, {
      tokenInfo,
      locale,
      ...(fetchImpl ? { fetchImpl } : {}),
    }),
  }
}
