import type { SolanaWalletEngine } from './solana-engine.js'

/** A Wallet Standard account of the test wallet's Solana side. */
export interface StandardSolanaAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly `${string}:${string}`[]
  readonly features: readonly `${string}:${string}`[]
  readonly label: string
}

/** The Wallet Standard wallet object of the test wallet's Solana side. */
export interface StandardSolanaWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/${string}`
  readonly chains: readonly `${string}:${string}`[]
  readonly accounts: readonly StandardSolanaAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

/** The Wallet Standard features the test wallet's Solana side implements. */
export const SOLANA_WALLET_FEATURES = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

type ChangeListener = (properties: { accounts?: readonly StandardSolanaAccount[] }) => void

/**
 * Wraps the engine as a Wallet Standard wallet: `standard:connect` (silent connects only for
 * sites granted before), `standard:disconnect`, `standard:events`, `solana:signMessage`,
 * `solana:signTransaction` and `solana:signAndSendTransaction` (legacy and v0 transactions).
 */
export function createStandardSolanaWallet(
  engine: SolanaWalletEngine,
  meta: { name: string; icon: `data:image/${string}`; origin: () => string },
): StandardSolanaWallet {
  let accounts: StandardSolanaAccount[] = []
  const listeners = new Set<ChangeListener>()
  const chains = engine.chains as readonly `${string}:${string}`[]
  const account: StandardSolanaAccount = {
    address: engine.key.address,
    publicKey: engine.key.publicKey,
    chains,
    features: SOLANA_WALLET_FEATURES.filter((feature) => feature.startsWith('solana:')),
    label: 'Solana',
  }
  const setAccounts = (next: StandardSolanaAccount[]) => {
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
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          const granted = await engine.connect(input, meta.origin())
          if (granted.length > 0 && accounts.length === 0) setAccounts([account])
          return { accounts: granted.length > 0 ? [account] : [] }
        },
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
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: unknown[]) =>
          (await engine.signMessage(inputs, meta.origin())).map((output) => ({
            ...output,
            signatureType: 'ed25519',
          })),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: unknown[]) => engine.signTransaction(inputs, meta.origin()),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs: unknown[]) =>
          engine.signAndSendTransaction(inputs, meta.origin()),
      },
    },
  }
}

const REGISTER_EVENT = 'wallet-standard:register-wallet'
const APP_READY_EVENT = 'wallet-standard:app-ready'

/**
 * Registers `wallet` with every Wallet Standard app on `target` (a window): now, and with
 * apps that start later (their `wallet-standard:app-ready` event). Returns a function that
 * stops answering later apps.
 */
export function registerSolanaWallet(
  target: EventTarget,
  wallet: StandardSolanaWallet,
): () => void {
  const callback = ({ register }: { register(...wallets: StandardSolanaWallet[]): unknown }) => {
    register(wallet)
  }
  target.dispatchEvent(new CustomEvent(REGISTER_EVENT, { detail: callback }))
  const onAppReady = (event: Event) => {
    const detail = (event as CustomEvent<Parameters<typeof callback>[0] | undefined>).detail
    if (detail && typeof detail.register === 'function') callback(detail)
  }
  target.addEventListener(APP_READY_EVENT, onAppReady)
  return () => target.removeEventListener(APP_READY_EVENT, onAppReady)
}
