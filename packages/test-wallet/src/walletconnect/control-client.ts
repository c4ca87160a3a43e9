import type * as z from 'zod/mini'
import type { Decision } from '../state.js'
import type { ChainBehaviour } from './chain-behaviour.js'
import {
  errorBodySchema,
  pairOutcomeSchema,
  type WalletConnectTestWalletState,
  walletConnectStateSchema,
} from './control-api.js'
import type { PairOutcome } from './wallet.js'

/** Drives a running WalletConnect test wallet through its HTTP API (from tests, say). */
export interface WalletConnectTestWalletClient {
  state(): Promise<WalletConnectTestWalletState>
  /** Pairs with a `wc:` uri; resolves with what became of the proposal. */
  pair(uri: string): Promise<PairOutcome>
  /** Queues decisions for the next proposals or requests. */
  queueDecisions(decisions: readonly Decision[]): Promise<WalletConnectTestWalletState>
  configure(change: {
    defaultDecision?: Decision
    accountIndex?: number
    clearDecisions?: boolean
    chainBehaviour?: Partial<ChainBehaviour>
  }): Promise<WalletConnectTestWalletState>
  /** Ends one session (or all) from the wallet's side. */
  disconnect(topic?: string): Promise<WalletConnectTestWalletState>
}

/**
 * A client of the API `startWalletConnectTestWalletServer` serves at `url`. Answers are
 * validated; an error answer throws with the server's message.
 */
export function walletConnectTestWalletClient(
  url: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): WalletConnectTestWalletClient {
  async function call<Output>(
    path: string,
    schema: z.ZodMiniType<Output>,
    body?: unknown,
  ): Promise<Output> {
    const response = await fetchImpl(
      new URL(path, url),
      body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
    )
    const answer: unknown = await response.json()
    if (!response.ok) {
      const error = errorBodySchema.safeParse(answer)
      throw new Error(
        `${path}: HTTP ${response.status} ${error.success ? error.data.error : ''}`.trim(),
      )
    }
    return schema.parse(answer)
  }
  return {
    state: () => call('/api/state', walletConnectStateSchema),
    pair: (uri) => call('/api/pair', pairOutcomeSchema, { uri }),
    queueDecisions: (decisions) => call('/api/decisions', walletConnectStateSchema, { decisions }),
    configure: (change) => call('/api/configure', walletConnectStateSchema, change),
    disconnect: (topic) =>
      call('/api/disconnect', walletConnectStateSchema, topic ? { topic } : {}),
  }
}
