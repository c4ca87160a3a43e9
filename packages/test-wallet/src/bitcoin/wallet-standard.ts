import { hex } from '@scure/base'
import type { BitcoinWalletAccount, BitcoinWalletEngine } from './bitcoin-engine.js'

/** A Wallet Standard account, as the test wallet hands it out. */
export interface StandardBitcoinAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly `${string}:${string}`[]
  readonly features: readonly `${string}:${string}`[]
  /** What the account is for (sats-connect's address purpose). */
  readonly purpose: 'payment' | 'ordinals'
  readonly label: string
}

/** The Wallet Standard wallet object of the test wallet's Bitcoin side. */
export interface StandardBitcoinWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/${string}`
  readonly chains: readonly `${string}:${string}`[]
  readonly accounts: readonly StandardBitcoinAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

/** The Wallet Standard features the test wallet's Bitcoin side implements. */
export const BITCOIN_WALLET_FEATURES = [
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:sendTransfer',
  'standard:disconnect',
  'standard:events',
] as const

type ChangeListener = (properties: { accounts?: readonly StandardBitcoinAccount[] }) => void

/**
 * Wraps the engine as a Wallet Standard wallet: `bitcoin:connect` (payment and ordinals
 * accounts), `bitcoin:signMessage` (BIP-322 or ECDSA), `bitcoin:signTransaction` (PSBT),
 * `bitcoin:sendTransfer`, `standard:disconnect` and `standard:events`.
 */
export function createStandardBitcoinWallet(
  engine: BitcoinWalletEngine,
  meta: { name: string; icon: `data:image/${string}`; origin: () => string },
): StandardBitcoinWallet {
  let accounts: StandardBitcoinAccount[] = []
  const listeners = new Set<ChangeListener>()
  const chains = engine.chains as readonly `${string}:${string}`[]
  const toStandard = (account: BitcoinWalletAccount): StandardBitcoinAccount => ({
    address: account.address,
    publicKey: hex.decode(account.publicKey),
    chains,
    features: BITCOIN_WALLET_FEATURES.filter((feature) => feature.startsWith('bitcoin:')),
    purpose: account.purpose,
    label: account.purpose === 'payment' ? 'Payment' : 'Ordinals',
  })
  const setAccounts = (next: StandardBitcoinAccount[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  return {
    version: '1.0.0',
    name: meta.name,
    icon: meta.icon,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input?: unknown) => {
          const result = (await engine.connect(input ?? {}, meta.origin())).map(toStandard)
          setAccounts(result)
          return { accounts: result }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: (input: unknown) => engine.signMessage(input, meta.origin()),
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: (input: unknown) => engine.signPsbt(input, meta.origin()),
      },
      'bitcoin:sendTransfer': {
        version: '1.0.0',
        sendTransfer: (input: unknown) => engine.sendTransfer(input, meta.origin()),
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          engine.disconnect(meta.origin())
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: ChangeListener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }
}

/** Wallet Standard's window events (the wallet side of its registration handshake). */
const REGISTER_EVENT = 'wallet-standard:register-wallet'
const APP_READY_EVENT = 'wallet-standard:app-ready'

/** The `register` API an app hands to wallets. */
interface StandardRegisterApi {
  register(...wallets: StandardBitcoinWallet[]): unknown
}

/**
 * Registers `wallet` with every app on `target` (a window): now, through the
 * `wallet-standard:register-wallet` event, and with apps that start later, through their
 * `wallet-standard:app-ready` event. Returns a function that stops answering later apps.
 */
export function registerStandardWallet(
  target: EventTarget,
  wallet: StandardBitcoinWallet,
): () => void {
  const callback = ({ register }: StandardRegisterApi) => {
    register(wallet)
  }
  target.dispatchEvent(new CustomEvent(REGISTER_EVENT, { detail: callback }))
  const onAppReady = (event: Event) => {
    const detail = (event as CustomEvent<StandardRegisterApi | undefined>).detail
    if (detail && typeof detail.register === 'function') callback(detail)
  }
  target.addEventListener(APP_READY_EVENT, onAppReady)
  return () => target.removeEventListener(APP_READY_EVENT, onAppReady)
}
