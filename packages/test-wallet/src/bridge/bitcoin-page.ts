import type { BitcoinWalletAccount, BitcoinWalletEngine } from '../bitcoin/bitcoin-engine.js'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '../bitcoin/network.js'
import { createBitcoinRequestProvider } from '../bitcoin/request-provider.js'
import { createStandardBitcoinWallet, registerStandardWallet } from '../bitcoin/wallet-standard.js'
import { TEST_WALLET_NAME } from '../constants.js'
import { testWalletIcon } from '../icon.js'
import { BITCOIN_BRIDGE_METHODS } from './bitcoin-bridge.js'
import type { BridgedProvider } from './page-provider.js'

/** Request params as the bridge carries them: an object (absent input is `{}`). */
const asParams = (input: unknown): Record<string, unknown> =>
  input !== null && typeof input === 'object' && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {}

/**
 * The Bitcoin engine as the page sees it in the extension: every call goes over the
 * bridge to the service worker, which holds the keys, asks for approval, and knows the
 * page's origin from Chrome (the `origin` argument is ignored here). The worker's answers
 * are checked by the same code the injected wallet uses (Wallet Standard and sats-connect faces).
 */
export function createBridgedBitcoinEngine(provider: BridgedProvider): BitcoinWalletEngine {
  const call = (method: string, input: unknown) =>
    provider.request({ method, params: asParams(input) })
  return {
    chains: [BITCOIN_REGTEST_CAIP_NETWORK_ID],
    connect: async (input) =>
      (await call(BITCOIN_BRIDGE_METHODS.connect, input)) as BitcoinWalletAccount[],
    disconnect: () => {
      call(BITCOIN_BRIDGE_METHODS.disconnect, {}).catch((error: unknown) => {
        console.warn('The test wallet did not forget the site:', error)
      })
    },
    signMessage: async (input) =>
      (await call(BITCOIN_BRIDGE_METHODS.signMessage, input)) as Awaited<
        ReturnType<BitcoinWalletEngine['signMessage']>
      >,
    signPsbt: async (input) =>
      (await call(BITCOIN_BRIDGE_METHODS.signPsbt, input)) as Awaited<
        ReturnType<BitcoinWalletEngine['signPsbt']>
      >,
    sendTransfer: async (input) =>
      (await call(BITCOIN_BRIDGE_METHODS.sendTransfer, input)) as { txid: string },
  }
}

/**
 * Puts the extension's Bitcoin side into the page (MAIN world): a Wallet Standard wallet
 * with the bitcoin features and, if no other wallet set one, `window.BitcoinProvider`
 * (sats-connect style), both over the bridged provider.
 */
export function injectBridgedBitcoinWallet(win: Window, provider: BridgedProvider): void {
  const engine = createBridgedBitcoinEngine(provider)
  const origin = () => win.location.origin
  const wallet = createStandardBitcoinWallet(engine, {
    name: TEST_WALLET_NAME,
    icon: testWalletIcon as `data:image/${string}`,
    origin,
  })
  registerStandardWallet(win, wallet)
  const holder = win as unknown as { BitcoinProvider?: unknown }
  if (holder.BitcoinProvider === undefined) {
    holder.BitcoinProvider = createBitcoinRequestProvider(engine, origin)
  }
}
