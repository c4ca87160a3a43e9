/**
 * Guards for untrusted directory data (DESIGN: "names rendered as text; links limited to
 * https and the wallet's own deep-link scheme; images from the directory's origin or
 * `data:` only"). Each returns a safe value or `null`; none throws.
 */

/** The longest link kept. */
const MAX_LINK_LENGTH = 2048
/** The longest `data:` image URL kept (256 KiB). */
const MAX_DATA_URL_LENGTH = 262_144
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i
/** The longest wallet name kept; longer names are cut. */
export const MAX_WALLET_NAME_LENGTH = 100

/**
 * Schemes a deep link may never use: script and data carriers, local files, browser
 * internals, plain http, and schemes that open other apps than the wallet's own.
 */
const BLOCKED_SCHEMES = new Set([
  'javascript',
  'vbscript',
  'livescript',
  'data',
  'blob',
  'file',
  'filesystem',
  'about',
  'view-source',
  'jar',
  'mhtml',
  'http',
  'ftp',
  'ws',
  'wss',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'safari-extension',
  'ms-browser-extension',
  'edge',
  'resource',
  'intent',
  'mailto',
  'tel',
  'sms',
  'ms-settings',
  'shell',
])

/** Characters never valid in a link we pass on: whitespace, controls, quotes, angle brackets. */
const UNSAFE_LINK_CHARS = /[\s\p{Cc}<>"'`\\]/u
/** Control characters and bidirectional overrides that could disguise a name. */
const UNSAFE_NAME_CHARS = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu
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
 * `value` when it is an `https:` URL or a deep link in the wallet's own custom scheme
 * (`metamask://`, `trust://wc`), else `null`. Script, data, file, browser-internal, plain
 * http and other apps' schemes are refused.
 */
export function sanitizeDeepLink(value: unknown): string | null {
  const text = linkText(value)
  if (text === null) return null
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
  if (scheme === undefined) return null
  if (scheme === 'https') return sanitizeHttpsUrl(text)
  return BLOCKED_SCHEMES.has(scheme) ? null : text
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
  const text = value.replace(/\s+/g, ' ').replace(UNSAFE_NAME_CHARS, '').trim()
  if (text === '') return null
  return [...text].slice(0, MAX_WALLET_NAME_LENGTH).join('')
}

function linkText(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '' || text.length > MAX_LINK_LENGTH || UNSAFE_LINK_CHARS.test(text)) return null
  return text
}
