import * as z from 'zod/mini'
import type { AccountDeriver } from './accounts.js'
import { type Decision, decisionSchema, type WalletState, walletChainSchema } from './state.js'
import type { WalletStateStore } from './state-store.js'
import { applyWalletConfig, type WalletConfig } from './wallet-config.js'

/** What a test can see of the wallet's state (everything but the mnemonic). */
export const testWalletStateViewSchema = z.object({
  address: z.string(),
  accountIndex: z.int(),
  chainId: z.int(),
  chains: z.array(walletChainSchema),
  connectedOrigins: z.array(z.string()),
  pendingDecisions: z.array(decisionSchema),
  defaultDecision: decisionSchema,
  disconnected: z.boolean(),
})
/** What a test can see of the wallet's state. */
export type TestWalletStateView = z.infer<typeof testWalletStateViewSchema>

/** The view of a state that tests get. */
export const viewOfState = (state: WalletState): TestWalletStateView => ({
  address: state.address,
  accountIndex: state.accountIndex,
  chainId: state.chainId,
  chains: state.chains,
  connectedOrigins: state.permissions.map((grant) => grant.origin),
  pendingDecisions: state.decisions,
  defaultDecision: state.defaultDecision,
  disconnected: state.disconnected,
})

/**
 * The wallet's test hooks: what a person would do in a wallet's own window (approve or
 * reject, switch account, disconnect), plus configuration.
 */
export interface TestWalletControls {
  /** Applies a configuration change (chains, account, decisions); returns the new view. */
  configure(config: WalletConfig): Promise<TestWalletStateView>
  /** The current state, without the mnemonic. */
  getState(): Promise<TestWalletStateView>
  /** Queues the decision for the next request that needs approval and has none queued. */
  setNextDecision(decision: Decision): Promise<void>
  /** Queues several decisions, in order. */
  queueDecisions(decisions: readonly Decision[]): Promise<void>
  /** Empties the decision queue. */
  clearDecisions(): Promise<void>
  /** Switches to another account of the mnemonic; connected sites hear `accountsChanged`. */
  switchAccount(accountIndex: number): Promise<`0x${string}`>
  /**
   * A wallet-side disconnect: every site loses its accounts (`accountsChanged` with `[]`)
   * and hears `disconnect` (4900), until it calls `eth_requestAccounts` again.
   */
  disconnect(): Promise<void>
}

/** The test hooks over a state store. */
export function createWalletControls(
  store: WalletStateStore,
  deriveAccount: AccountDeriver,
): TestWalletControls {
  const configure = async (config: WalletConfig) => {
    const { after } = await store.update((state) => applyWalletConfig(state, config, deriveAccount))
    return viewOfState(after)
  }
  const queueDecisions = async (decisions: readonly Decision[]) => {
    const parsed = z.array(decisionSchema).parse(decisions)
    await store.update((state) => ({ ...state, decisions: [...state.decisions, ...parsed] }))
  }
  return {
    configure,
    getState: async () => viewOfState(await store.read()),
    setNextDecision: (decision) => queueDecisions([decision]),
    queueDecisions,
    clearDecisions: async () => {
      await store.update((state) => ({ ...state, decisions: [] }))
    },
    switchAccount: async (accountIndex) =>
      (await configure({ accountIndex })).address as `0x${string}`,
    disconnect: async () => {
      await store.update((state) => ({ ...state, disconnected: true, permissions: [] }))
    },
  }
}
