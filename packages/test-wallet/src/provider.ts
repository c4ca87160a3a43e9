import type { DecisionPolicy } from './decisions.js'
import { createProviderEventEmitter, type ProviderEventMap } from './event-emitter.js'
import { createInMemoryWallet } from './in-memory-wallet.js'
import type { PermissionStorage } from './permission-storage.js'
import { chainIdToHex, type Decision } from './state.js'
import { diffWalletEvents } from './state-events.js'
import type { ChainConfig } from './wallet-config.js'
import type { TestWalletControls } from './wallet-controls.js'

/** Options of `createTestWalletProvider`. */
export interface TestWalletProviderOptions {
  /** BIP-39 mnemonic; defaults to anvil's public test mnemonic. */
  mnemonic?: string
  /** Which account of the mnemonic (BIP-44 address index); defaults to 0. */
  accountIndex?: number
  /** The chains the wallet knows, each with its node's RPC URL. */
  chains: readonly ChainConfig[]
  /** The chain to start on; defaults to the first. */
  initialChainId?: number
  /** Decides requests that need approval when no decision is queued. */
  decide?: DecisionPolicy
  /** The decision when neither the queue nor `decide` decides; defaults to `'approve'`. */
  defaultDecision?: Decision
  /** The site origin requests are attributed to; defaults to `location.origin`. */
  origin?: string
  /** The fetch used to reach the nodes; defaults to the global one. */
  fetch?: typeof fetch
  /**
   * Where the sites granted `eth_accounts` are remembered across page loads (e.g.
   * `createPermissionStorage(localStorage, location.origin)`); in memory only by default.
   */
  permissionStorage?: PermissionStorage
}

/** The argument of an EIP-1193 `request`. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/**
 * An EIP-1193 provider backed by a local test account, with the wallet's test hooks
 * (`setNextDecision`, `switchAccount`, `disconnect`, …) on the same object.
 */
export interface TestWalletProvider extends TestWalletControls {
  /** Marks the Foyer test wallet, as `isMetaMask` marks MetaMask. */
  readonly isFoyerTestWallet: true
  /** Sends an EIP-1193 request; rejects with a `ProviderRpcError`. */
  request(args: RequestArguments): Promise<unknown>
  on<E extends keyof ProviderEventMap>(event: E, listener: ProviderEventMap[E]): void
  removeListener<E extends keyof ProviderEventMap>(event: E, listener: ProviderEventMap[E]): void
}

const defaultOrigin = () => globalThis.location?.origin ?? 'local'

/**
 * Creates a test wallet provider that keeps its key in memory and signs with viem's local
 * account. Emits `connect` once listeners had a chance to subscribe (next microtask).
 * Throws `TestWalletConfigError` for invalid options.
 */
export function createTestWalletProvider(options: TestWalletProviderOptions): TestWalletProvider {
  const { permissionStorage, ...walletOptions } = options
  const { initial, store, engine, controls } = createInMemoryWallet({
    ...walletOptions,
    permissions: permissionStorage?.load(),
  })
  const origin = options.origin ?? defaultOrigin()
  if (permissionStorage) {
    store.subscribe(({ before, after }) => {
      if (before.permissions !== after.permissions) permissionStorage.save(after.permissions)
    })
  }
  const events = createProviderEventEmitter()
  store.subscribe(({ before, after }) => {
    for (const { event, data } of diffWalletEvents(before, after, origin)) {
      events.emit(event, data as never)
    }
  })
  queueMicrotask(() => events.emit('connect', { chainId: chainIdToHex(initial.chainId) }))

  const provider: TestWalletProvider = {
    isFoyerTestWallet: true,
    ...controls,
    request: (args) => engine.request(args, { origin }),
    on: events.on,
    removeListener: events.removeListener,
  }
  return provider
}
