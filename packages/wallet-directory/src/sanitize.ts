/**
 * Guards for untrusted directory data (DESIGN: "names rendered as text; links limited to
 * https and the wallet's own deep-link scheme; images from the directory's origin or
 * `data:` only"). Each returns a safe value or `null`; none throws.
 */

import { isWalletAppScheme, sanitizeDisplayName } from '@foyer/common'

/** The longest link kept. */
const MAX_LINK_LENGTH = 2048
/** The longest `data:` image URL kept (256 KiB). */
const MAX_DATA_URL_LENGTH = 262_144
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i
/** The longest wallet name kept; longer names are cut. */
export const MAX_WALLET_NAME_LENGTH = 100

/** Characters never valid in a link we pass on: whitespace, controls, quotes, angle brackets. */
const UNSAFE_LINK_CHARS = /[\s\p{Cc}<>"'`\\]/u
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/

/** `value` when it is an absolute `https:` URL, else `null`. */
export function sanitizeHttpsUrl(value: unknown): string | null {
  const text = linkText(value)
  if (text === null) return null
  try {
    return new URL(text).protocol === 'https:' ? text : null
  } catch {
    return null
  }
}

/**
 * `value` when it is an `https:` URL or a deep link in the wallet's own app scheme
 * (`metamask://`, `trust://wc`), else `null`: an allowlist. A wallet scheme must have the
 * registered shape and the `scheme://` form (`isWalletAppScheme` of `@foyer/common`); script,
 * data, file, plain http, operating-system and other apps' schemes (`ms-msdt:`,
 * `search-ms:`, `itms-services:`) are refused.
 */
export function sanitizeDeepLink(value: unknown): string | null {
  const text = linkText(value)
  if (text === null) return null
  const scheme = SCHEME.exec(text)?.[1]
  if (scheme === undefined) return null
  if (scheme.toLowerCase() === 'https') return sanitizeHttpsUrl(text)
  if (!isWalletAppScheme(scheme) || !text.startsWith(`${scheme}://`)) return null
  return text
}

/**
 * Whether an image URL may be shown: same origin as the directory, or a `data:` URL of a
 * raster or SVG image (an SVG in an `<img>` runs no script).
 */
export function isAllowedImageUrl(value: unknown, directoryOrigin: string): value is string {
  if (typeof value !== 'string') return false
  if (DATA_IMAGE.test(value)) return value.length <= MAX_DATA_URL_LENGTH
  const text = linkText(value)
  if (text === null) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === directoryOrigin
  } catch {
    return false
  }
}

/**
 * A wallet name as plain display text: controls and direction overrides removed, runs of
 * spaces collapsed, cut to {@link MAX_WALLET_NAME_LENGTH}; `null` when nothing is left.
 * The result is text, never markup: render it as a text node.
 */
export function sanitizeWalletName(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = sanitizeDisplayName(value, MAX_WALLET_NAME_LENGTH)
  return text === '' ? null : text
}

function linkText(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '' || text.length > MAX_LINK_LENGTH || UNSAFE_LINK_CHARS.test(text)) return null
  return text
}
