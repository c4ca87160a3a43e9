/** Which Coinbase accounts the SDK offers (its `preference.options`). */
export type CoinbaseWalletPreference = 'all' | 'smartWalletOnly' | 'eoaOnly'

/** Options of the Coinbase Wallet SDK connector (`coinbaseWallet` of `createEvmAdapter`). */
export interface CoinbaseWalletOptions {
  /** The app's name shown in Coinbase's popup; default: the page's title, else 'Dapp'. */
  appName?: string
  /** https URL of the app's logo shown in the popup; default: the page's favicon. */
  appLogoUrl?: string
  /**
   * `'smartWalletOnly'` (passkey smart wallet, no extension or app needed), `'eoaOnly'`
   * (the Coinbase Wallet app or extension, a plain account), or `'all'` (the user picks;
   * default).
   */
  preference?: CoinbaseWalletPreference
  /** The keys popup URL (Coinbase's own by default; their development one for testing). */
  keysUrl?: string
}

const PREFERENCES: readonly string[] = ['all', 'smartWalletOnly', 'eoaOnly']
const KNOWN_KEYS: readonly string[] = ['appName', 'appLogoUrl', 'preference', 'keysUrl']
const isHttpsUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/\S+$/.test(value)

/**
 * The options checked (by hand, like the app's other connectors: this runs in the initial
 * bundle); a wrong one throws a TypeError naming every problem.
 */
export function parseCoinbaseWalletOptions(options: unknown): CoinbaseWalletOptions {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('Invalid coinbaseWallet options: options: expected an object')
  }
  const o = options as Record<string, unknown>
  const problems = Object.keys(o)
    .filter((key) => !KNOWN_KEYS.includes(key))
    .map((key) => `${key}: unknown option`)
  if (o.appName !== undefined && (typeof o.appName !== 'string' || o.appName === '')) {
    problems.push('appName: expected a non-empty string')
  }
  if (o.appLogoUrl !== undefined && !isHttpsUrl(o.appLogoUrl)) {
    problems.push('appLogoUrl: must be an https URL')
  }
  if (o.preference !== undefined && !PREFERENCES.includes(o.preference as string)) {
    problems.push(`preference: expected one of ${PREFERENCES.join(', ')}`)
  }
  if (o.keysUrl !== undefined && !isHttpsUrl(o.keysUrl))
    problems.push('keysUrl: must be an https URL')
  if (problems.length > 0)
    throw new TypeError(`Invalid coinbaseWallet options: ${problems.join('; ')}`)
  return o as CoinbaseWalletOptions
}
