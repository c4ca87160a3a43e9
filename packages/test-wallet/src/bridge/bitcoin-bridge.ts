import * as z from 'zod/mini'

/**
 * The bridge methods of the extension's Bitcoin side: the page's Wallet Standard wallet
 * sends them through the same page ↔ content script ↔ worker bridge as EVM requests.
 */
export const BITCOIN_BRIDGE_METHODS = {
  connect: 'foyer_bitcoin_connect',
  disconnect: 'foyer_bitcoin_disconnect',
  signMessage: 'foyer_bitcoin_signMessage',
  signPsbt: 'foyer_bitcoin_signPsbt',
  sendTransfer: 'foyer_bitcoin_sendTransfer',
  /** Whether the Bitcoin side was configured (`configureTestWalletExtensionBitcoin`). */
  enabled: 'foyer_bitcoin_enabled',
} as const

/** Whether a bridged request is for the Bitcoin side (not the EVM engine). */
export function isBitcoinBridgeMethod(method: string): boolean {
  return method.startsWith('foyer_bitcoin_')
}

/** The `chrome.storage.local` key of the Bitcoin side's settings and granted sites. */
export const BITCOIN_SETTINGS_KEY = 'foyerTestWallet.bitcoin'

/** The esplora API of `pnpm devstack`'s local Bitcoin chain (its fixed port). */
export const DEFAULT_BITCOIN_ESPLORA_URL = 'http://127.0.0.1:4400'

/** The Bitcoin side's settings as stored: the chain's esplora API and the granted sites. */
export const bitcoinSettingsSchema = z.object({
  esploraUrl: z.string().check(z.regex(/^https?:\/\/[^\s]+$/)),
  approvedOrigins: z.array(z.string()),
})
/** The Bitcoin side's settings as stored. */
export type BitcoinSettings = z.infer<typeof bitcoinSettingsSchema>

/** What a test may change of the Bitcoin side (`configureTestWalletExtensionBitcoin`). */
export const bitcoinConfigSchema = z.object({
  esploraUrl: z.optional(bitcoinSettingsSchema.shape.esploraUrl),
  /** Forget every granted site. */
  reset: z.optional(z.boolean()),
})
/** What a test may change of the Bitcoin side. */
export type BitcoinExtensionConfig = z.infer<typeof bitcoinConfigSchema>

/** The global name of the Bitcoin side's test hooks in the service worker. */
export const BITCOIN_WORKER_CONTROLS = 'foyerTestWalletBitcoin'
