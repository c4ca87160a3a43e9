import { isBitcoinStandardWallet, type StandardWallet } from '../wallet/standard-backend.js'

/** Wallet Standard's window events (the app side of its registration handshake). */
export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
export const APP_READY_EVENT = 'wallet-standard:app-ready'

/**
 * Listens for Wallet Standard wallets on `target` (a window): wallets already there answer
 * the `wallet-standard:app-ready` event, later ones send `wallet-standard:register-wallet`.
 * Only wallets with `bitcoin:connect` reach `onWallet`. Returns the function that stops.
 */
export function startStandardDiscovery(
  target: EventTarget,
  onWallet: (wallet: StandardWallet) => void,
): () => void {
  const register = (...wallets: unknown[]) => {
    for (const wallet of wallets) if (isBitcoinStandardWallet(wallet)) onWallet(wallet)
    return () => {}
  }
  const api = Object.freeze({ register })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      callback(api)
    } catch (error) {
      console.warn('[foyer] a Wallet Standard wallet failed to register', error)
    }
  }
  target.addEventListener(REGISTER_WALLET_EVENT, onRegister)
  target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: api }))
  return () => target.removeEventListener(REGISTER_WALLET_EVENT, onRegister)
}
