import type { FoyerClient } from '@foyer/core'

/** The data service's calls that list networks: those it serves, those it swaps on. */
type NetworkListCall = 'getSupportedChains' | 'getSwapChains'

/** Per client and call: the answer (asked once while the service answers). */
const lists = new WeakMap<FoyerClient, Map<NetworkListCall, Promise<string[] | undefined>>>()

/**
 * The networks the app's data service lists through `call` (SPEC §7 "supported chains"; the
 * swap networks), asked once per client. Undefined when it cannot say: no data service, no
 * such call, or a failed answer (asked again next time).
 */
export function dataServiceNetworks(
  client: FoyerClient,
  call: NetworkListCall,
): Promise<string[] | undefined> {
  const calls = lists.get(client) ?? new Map()
  lists.set(client, calls)
  let answer = calls.get(call)
  if (!answer) {
    answer = (client.blockchainData?.[call]?.() ?? Promise.resolve()).catch(() => {
      calls.delete(call)
      return undefined
    })
    calls.set(call, answer)
  }
  return answer
}
