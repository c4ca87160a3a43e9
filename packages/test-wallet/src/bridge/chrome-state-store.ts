import { type WalletState, walletStateSchema } from '../state.js'
import { createSerialQueue, type WalletStateStore } from '../state-store.js'
import type { ChromeStorageArea } from './chrome-api.js'

/** The `chrome.storage.local` key of the extension's wallet state. */
export const WALLET_STATE_KEY = 'foyerTestWallet.state'

/**
 * A state store in `chrome.storage.local`, so that the state outlives the service worker
 * (which Chrome stops when idle) and content scripts can watch it. A stored value that
 * fails its schema is replaced by the default state, with a warning.
 */
export function createChromeStateStore(
  area: ChromeStorageArea,
  createDefault: () => WalletState,
): WalletStateStore {
  const enqueue = createSerialQueue()
  const load = async (): Promise<{ state: WalletState; stored: boolean }> => {
    const stored = (await area.get(WALLET_STATE_KEY))[WALLET_STATE_KEY]
    if (stored === undefined) return { state: createDefault(), stored: false }
    const parsed = walletStateSchema.safeParse(stored)
    if (parsed.success) return { state: parsed.data, stored: true }
    console.warn('The stored test wallet state is invalid; starting from the default state.')
    return { state: createDefault(), stored: false }
  }
  return {
    read: () => enqueue(async () => (await load()).state),
    update: (mutate) =>
      enqueue(async () => {
        const { state: before, stored } = await load()
        const after = mutate(before)
        if (after !== before || !stored) await area.set({ [WALLET_STATE_KEY]: after })
        return { before, after }
      }),
  }
}
