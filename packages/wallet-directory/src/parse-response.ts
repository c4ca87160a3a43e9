import * as z from 'zod/mini'
import { invalidResponseError } from './errors.js'
import { CAIP2_NETWORK_ID_PATTERN, DIRECTORY_ID_PATTERN, type WireWallet } from './protocol.js'
import {
  isAllowedImageUrl,
  sanitizeDeepLink,
  sanitizeHttpsUrl,
  sanitizeWalletName,
} from './sanitize.js'

/**
 * A wallet list entry after validation, safe to render: the wire fields (SPEC §3 plus store
 * links) with unsafe links cleared, and the logo's URL. Render `name` as a text node.
 */
export interface DirectoryWallet extends Omit<WireWallet, 'image_id'> {
  image_id: string | null
  /** The logo's URL on the directory's origin (or a `data:` URL), or `null`. */
  image_url: string | null
}

/** A page of wallets: the entries that passed validation, and the directory's total count. */
export interface WalletsPage {
  data: DirectoryWallet[]
  /** Matching wallets over all pages, as the directory counted them. */
  count: number
}

/** What a parser needs from its client: image URLs and a place for warnings. */
export interface ParseContext {
  /** Origin of the directory; wire `image_url`s must be on it (or `data:`). */
  directoryOrigin: string
  /** The URL of `/getWalletImage/{imageId}`. */
  walletImageUrl(imageId: string): string
  /** Called once for every entry dropped and every unsafe link ignored. */
  warn(message: string): void
}

type LinkField =
  | 'mobile_link'
  | 'desktop_link'
  | 'webapp_link'
  | 'homepage'
  | 'app_store'
  | 'play_store'
  | 'chrome_store'

const RDNS = /^(?=.{3,253}$)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

const walletsEnvelope = z.object({
  data: z.array(z.unknown()),
  count: z.int().check(z.nonnegative()),
})

const entryCore = z.looseObject({
  id: z.string().check(z.regex(DIRECTORY_ID_PATTERN)),
  name: z.string(),
})

const analyticsConfigSchema = z.looseObject({ isAnalyticsEnabled: z.boolean() })

/**
 * Validates a `/getWallets` body. A malformed envelope (not an object, no `data` array,
 * no non-negative integer `count`) throws a `FoyerError` with code `SOMETHING_WENT_WRONG`
 * and nothing else; a malformed entry is dropped with a warning, and a malformed optional
 * field becomes `null`.
 */
export function parseWalletsResponse(body: unknown, context: ParseContext): WalletsPage {
  const envelope = walletsEnvelope.safeParse(body)
  if (!envelope.success) {
    throw invalidResponseError(`getWallets: ${z.prettifyError(envelope.error)}`)
  }
  const seen = new Set<string>()
  const data: DirectoryWallet[] = []
  envelope.data.data.forEach((raw, index) => {
    const wallet = parseWalletEntry(raw, context)
    if (typeof wallet === 'string') {
      context.warn(`Wallet directory: dropped entry ${index}: ${wallet}`)
    } else if (seen.has(wallet.id)) {
      context.warn(`Wallet directory: dropped entry ${index}: duplicate id ${wallet.id}`)
    } else {
      seen.add(wallet.id)
      data.push(wallet)
    }
  })
  return { data, count: envelope.data.count }
}

/** Validates a `/getAnalyticsConfig` body; throws like {@link parseWalletsResponse}. */
export function parseAnalyticsConfig(body: unknown): { isAnalyticsEnabled: boolean } {
  const result = analyticsConfigSchema.safeParse(body)
  if (!result.success) {
    throw invalidResponseError(`getAnalyticsConfig: ${z.prettifyError(result.error)}`)
  }
  return { isAnalyticsEnabled: result.data.isAnalyticsEnabled }
}

/** The entry, or the reason it was dropped. */
function parseWalletEntry(raw: unknown, context: ParseContext): DirectoryWallet | string {
  const core = entryCore.safeParse(raw)
  if (!core.success) return 'missing or malformed id or name'
  const entry = core.data
  const name = sanitizeWalletName(entry.name)
  if (name === null) return `wallet ${entry.id} has an empty name`
  const imageId = idOrNull(entry.image_id)
  const wireImageUrl = entry.image_url
  const image_url = isAllowedImageUrl(wireImageUrl, context.directoryOrigin)
    ? wireImageUrl
    : imageId === null
      ? null
      : context.walletImageUrl(imageId)
  const link = (field: LinkField, sanitize: (value: unknown) => string | null) => {
    const value = entry[field]
    const safe = sanitize(value)
    if (safe === null && value !== null && value !== undefined && value !== '') {
      context.warn(`Wallet directory: wallet ${entry.id}: ignored unsafe or malformed ${field}`)
    }
    return safe
  }
  return {
    id: entry.id,
    name,
    image_id: imageId,
    image_url,
    rdns: typeof entry.rdns === 'string' && RDNS.test(entry.rdns) ? entry.rdns : null,
    chains: Array.isArray(entry.chains)
      ? [...new Set(entry.chains.filter((chain): chain is string => isCaip2(chain)))]
      : [],
    mobile_link: link('mobile_link', sanitizeDeepLink),
    desktop_link: link('desktop_link', sanitizeDeepLink),
    webapp_link: link('webapp_link', sanitizeHttpsUrl),
    homepage: link('homepage', sanitizeHttpsUrl),
    app_store: link('app_store', sanitizeHttpsUrl),
    play_store: link('play_store', sanitizeHttpsUrl),
    chrome_store: link('chrome_store', sanitizeHttpsUrl),
    badge_type: entry.badge_type === 'certified' ? 'certified' : 'none',
  }
}

function idOrNull(value: unknown): string | null {
  return typeof value === 'string' && DIRECTORY_ID_PATTERN.test(value) ? value : null
}

function isCaip2(value: unknown): boolean {
  return typeof value === 'string' && CAIP2_NETWORK_ID_PATTERN.test(value)
}
