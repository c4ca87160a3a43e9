/**
 * Deep links from untrusted sources (a wallet directory, an announcement) may open only
 * `https:` (universal links) or the wallet's own app scheme. A wallet's scheme has the shape
 * wallets register: a lowercase name of 2 to 64 letters, digits, `+`, `.` or `-`, starting
 * with a letter, used as `scheme://…`. Within that shape, schemes that belong to the
 * operating system, the browser or other apps are refused whatever the directory says
 * (`ms-msdt:`, `search-ms:`, `itms-services:`, `javascript:`, `data:`, `file:`, …): their
 * handlers run diagnostics, install apps or open local files.
 */

/** The shape of a wallet's registered app scheme. */
export const WALLET_SCHEME_PATTERN = /^[a-z][a-z0-9+.-]{1,63}$/

/** Exact schemes that are never a wallet's. */
const SYSTEM_SCHEMES = new Set([
  'about',
  'afp',
  'blob',
  'callto',
  'cdl',
  'chrome',
  'content',
  'data',
  'disk',
  'facetime',
  'feed',
  'file',
  'filesystem',
  'ftp',
  'git',
  'gopher',
  'hcp',
  'http',
  'intent',
  'irc',
  'jar',
  'javascript',
  'ldap',
  'livescript',
  'magnet',
  'mailto',
  'market',
  'mhtml',
  'mk',
  'news',
  'nfs',
  'nntp',
  'res',
  'resource',
  'sip',
  'skype',
  'sms',
  'smb',
  'ssh',
  'steam',
  'tel',
  'telnet',
  'vbscript',
  'view-source',
  'vscode',
  'webcal',
  'ws',
  'wss',
  'zoommtg',
])

/** Scheme families of operating systems, browsers and platform services. */
const SYSTEM_SCHEME_PREFIXES = [
  'ms-',
  'microsoft',
  'search',
  'windows',
  'shell',
  'itms',
  'x-apple',
  'apple',
  'prefs',
  'app-settings',
  'android',
  'chrome',
  'moz-',
  'safari',
  'edge',
  'opera',
  'firefox',
  'brave',
  'web+',
  'vnd.',
  'ie.',
  'x-',
  'facetime',
  'vscode',
  'jetbrains',
]

/** Whether `scheme` (without `:`) may be a wallet's own deep-link scheme. */
export function isWalletAppScheme(scheme: string): boolean {
  const lower = scheme.toLowerCase()
  if (!WALLET_SCHEME_PATTERN.test(lower) || SYSTEM_SCHEMES.has(lower)) return false
  return !SYSTEM_SCHEME_PREFIXES.some((prefix) => lower.startsWith(prefix))
}
