import type { CaipNetworkId, ChainNamespace } from '@foyer/common'
import { hasCapability, type TransactionOutcome } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import { reportError } from '../events/report-error.js'
import { getAccountState, getNetworkState } from '../selectors.js'
import { fetchBalance } from './fetch-balance.js'

/**
 * The least time between two balance reads caused by new blocks: on a chain with fast
 * blocks, an open modal reads the balance at most this often.
 */
export const BLOCK_REFRESH_MIN_INTERVAL_MS = 2000

/** Forgets the cached balance of the namespace's account and reads it again (no throw). */
async function refreshNow(client: FoyerClient, namespace: ChainNamespace): Promise<void> {
  try {
    await fetchBalance(client, { namespace, force: true })
  } catch (error) {
    console.warn('[foyer] balance not refreshed', error)
    reportError(client, error, 'balance not refreshed')
  }
}

/**
 * Forgets the cached token balances of the namespace's account and reads them again into the
 * account state, which the Tokens tab shows (no throw: a failure keeps the old ones).
 */
async function refreshTokensNow(client: FoyerClient, namespace: ChainNamespace): Promise<void> {
  try {
    // Loaded on the first refresh: an app only needs token balances once an account has some.
    const { fetchTokenBalances } = await import('./fetch-token-balances.js')
    await fetchTokenBalances(client, { namespace, force: true })
  } catch (error) {
    console.warn('[foyer] token balances not refreshed', error)
  }
}

function connectedNetwork(
  client: FoyerClient,
  namespace: ChainNamespace,
): CaipNetworkId | undefined {
  const account = getAccountState(client, namespace)
  const network = getNetworkState(client, namespace)
  if (account?.status !== 'connected' || network?.unsupportedCaipNetworkId) return undefined
  return network?.caipNetwork?.caipNetworkId
}

/**
 * After the user's own transaction: reads the balance again at once (a node that mines on
 * send has it already), then once the adapter reports the transaction mined
 * (`waitForTransaction`) the balance and the token balances, so that the header button, the
 * status, the Account view and its Tokens tab show the new amounts within a block, whatever
 * the 30 s caches (SPEC §9) held. Resolves with the
 * outcome, or undefined when the adapter cannot wait or the wait failed (a warning).
 */
export async function refreshAfterTransaction(
  client: FoyerClient,
  params: { hash: string; namespace?: ChainNamespace; signal?: AbortSignal },
): Promise<TransactionOutcome | undefined> {
  const namespace = params.namespace ?? client.stores.account.getState().activeNamespace
  if (!namespace) return undefined
  const caipNetworkId = connectedNetwork(client, namespace)
  const adapter = client.adapters.get(namespace)
  if (!caipNetworkId || !adapter) return undefined
  await refreshNow(client, namespace)
  if (!hasCapability(adapter, 'waitForTransaction')) return undefined
  try {
    const outcome = await adapter.waitForTransaction({
      hash: params.hash,
      caipNetworkId,
      ...(params.signal ? { signal: params.signal } : {}),
    })
    if (!client.runtime.destroyed) {
      await Promise.all([refreshNow(client, namespace), refreshTokensNow(client, namespace)])
    }
    return outcome
  } catch (error) {
    if (!params.signal?.aborted) console.warn('[foyer] transaction not followed', error)
    return undefined
  }
}

/**
 * While the modal is open and an account is connected, watches new blocks of the active
 * network through the adapter (`watchBlocks`) and reads the balance again after each, at most
 * every {@link BLOCK_REFRESH_MIN_INTERVAL_MS}. Closed or idle, nothing is watched and the
 * 30 s cache rules reads (SPEC §9). Returns the function that stops it.
 */
export function watchBalancesWhileOpen(client: FoyerClient): () => void {
  let current: { key: string; stop: () => void } | undefined
  const update = () => {
    const open = client.stores.modal.getState().open
    const namespace = client.stores.account.getState().activeNamespace
    const adapter = namespace ? client.adapters.get(namespace) : undefined
    const caipNetworkId = namespace ? connectedNetwork(client, namespace) : undefined
    const address = namespace ? getAccountState(client, namespace)?.caipAddress : undefined
    const watchable =
      open && !client.runtime.destroyed && namespace && adapter && caipNetworkId && address
    const key = watchable ? `${caipNetworkId}|${address}` : ''
    if (current?.key === key) return
    current?.stop()
    current = undefined
    if (!watchable || !hasCapability(adapter, 'watchBlocks')) return
    let lastRead = 0
    const stop = adapter.watchBlocks({
      caipNetworkId,
      onBlock: () => {
        const now = Date.now()
        if (now - lastRead < BLOCK_REFRESH_MIN_INTERVAL_MS) return
        lastRead = now
        void refreshNow(client, namespace)
      },
      onError: (error) => console.warn('[foyer] block watch failed', error),
    })
    current = { key, stop }
  }
  const unsubscribers = [
    client.stores.modal.subscribe(update),
    client.stores.account.subscribe(update),
    client.stores.network.subscribe(update),
  ]
  update()
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
    current?.stop()
    current = undefined
  }
}
