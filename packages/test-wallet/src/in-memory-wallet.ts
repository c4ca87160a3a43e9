import { type AccountDeriver, createAccountDeriver } from './accounts.js'
import type { DecisionPolicy } from './decisions.js'
import { createWalletEngine, type WalletEngine } from './engine.js'
import type { Decision, PermissionGrant, WalletState } from './state.js'
import { createMemoryStateStore, type MemoryStateStore } from './state-store.js'
import { applyWalletConfig, type ChainConfig, defaultWalletState } from './wallet-config.js'
import { createWalletControls, type TestWalletControls } from './wallet-controls.js'

/** The settings a wallet that keeps its state in memory starts from. */
export interface InMemoryWalletOptions {
  mnemonic?: string | undefined
  accountIndex?: number | undefined
  chains: readonly ChainConfig[]
  initialChainId?: number | undefined
  decide?: DecisionPolicy | undefined
  defaultDecision?: Decision | undefined
  fetch?: typeof fetch | undefined
  /** Sites granted before (remembered across page loads); none by default. */
  permissions?: readonly PermissionGrant[] | undefined
}

/** A wallet's parts: its state store, the engine that answers requests, and its test hooks. */
export interface InMemoryWallet {
  /** The state it started with. */
  initial: WalletState
  deriveAccount: AccountDeriver
  store: MemoryStateStore
  engine: WalletEngine
  controls: TestWalletControls
}

/**
 * The parts of a test wallet whose state lives in memory (the injected provider and the
 * WalletConnect wallet). Throws `TestWalletConfigError` for invalid settings.
 */
export function createInMemoryWallet(options: InMemoryWalletOptions): InMemoryWallet {
  const deriveAccount = createAccountDeriver()
  const configured = applyWalletConfig(
    defaultWalletState(deriveAccount),
    {
      mnemonic: options.mnemonic,
      accountIndex: options.accountIndex,
      chains: options.chains,
      chainId: options.initialChainId,
      defaultDecision: options.defaultDecision,
    },
    deriveAccount,
  )
  const initial = options.permissions?.length
    ? { ...configured, permissions: [...options.permissions] }
    : configured
  const store = createMemoryStateStore(initial)
  const engine = createWalletEngine({
    store,
    decide: options.decide,
    deriveAccount,
    fetch: options.fetch,
  })
  const controls = createWalletControls(store, deriveAccount)
  return { initial, deriveAccount, store, engine, controls }
}
