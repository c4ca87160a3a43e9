import { isWalletAppScheme } from '@foyer/common'
import type { WalletListEntry } from '@foyer/core'

/** `wc?uri=…` after a link that ends with `/`. */
function withPairingUri(base: string, uri: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodeURIComponent(uri)}`
}

/**
 * The link that opens a wallet's app, or undefined when it is missing or not allowed: an
 * https link (a universal link, without credentials, query or fragment), or only a wallet's
 * own app scheme (`metamask://`, or a bare `metamask:`, becomes `metamask://`) — never
 * `ms-msdt:`, `search-ms:`, `itms-services:`, `javascript:`, `data:`, `file:` and the like.
 */
export function walletAppLink(link: string | null | undefined): string | undefined {
  const value = link?.trim()
  if (!value) return undefined
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  if (!scheme) return undefined
  if (scheme === 'https') {
    try {
      const url = new URL(value)
      if (url.username || url.password) return undefined
      return url.href.split(/[?#]/)[0]!
    } catch {
      return undefined
    }
  }
  if (!isWalletAppScheme(scheme)) return undefined
  const rest = value.slice(scheme.length + 1).replace(/^\/*/, '')
  if (/[\s"'<>\\]/.test(rest)) return undefined
  return `${scheme}://${rest}`
}

/**
 * The link that opens a wallet with a WalletConnect pairing uri (`…/wc?uri=<encoded>`), or
 * undefined when the directory's link is missing or not allowed (see {@link walletAppLink}).
 * An https link stays a universal link; a wallet scheme becomes `scheme://wc?uri=…`.
 */
export function walletConnectLink(
  link: string | null | undefined,
  uri: string,
): string | undefined {
  const base = walletAppLink(link)
  return base === undefined ? undefined : withPairingUri(base, uri)
}

/** The ways to open a wallet with a pairing uri, by platform. */
export interface WalletLinks {
  mobile?: string
  desktop?: string
  web?: string
}

/** The links of a directory wallet for this uri (only the allowed ones; web must be https). */
export function walletLinks(wallet: WalletListEntry | undefined, uri: string): WalletLinks {
  if (!wallet) return {}
  const mobile = walletConnectLink(wallet.mobile_link, uri)
  const desktop = walletConnectLink(wallet.desktop_link, uri)
  const webLink = wallet.webapp_link?.trim()
  const web = webLink?.toLowerCase().startsWith('https:')
    ? walletConnectLink(webLink, uri)
    : undefined
  return {
    ...(mobile ? { mobile } : {}),
    ...(desktop ? { desktop } : {}),
    ...(web ? { web } : {}),
  }
}
