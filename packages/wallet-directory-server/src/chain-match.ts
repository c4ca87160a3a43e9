/**
 * Which of a data set's declared chains a `/getWallets?chains=` request matches. A requested
 * CAIP-2 id that some wallet declares matches exactly. One that no wallet declares — a local
 * devnet (`eip155:31338`), a chain newer than the data set — matches every chain the data set
 * knows in the same namespace: an EVM wallet adds an unknown EVM chain through
 * `wallet_addEthereumChain`, so an app on such a chain still lists the wallets of its
 * namespace, never those of another one.
 */
export function matchRequestedChains(
  requested: readonly string[],
  declared: ReadonlyMap<string, readonly string[]>,
  isDeclared: (chain: string) => boolean,
): string[] {
  const matched = new Set<string>()
  for (const chain of requested) {
    if (isDeclared(chain)) {
      matched.add(chain)
      continue
    }
    for (const sibling of declared.get(namespaceOf(chain)) ?? []) matched.add(sibling)
  }
  return [...matched]
}

/** The namespace of a CAIP-2 id (`eip155` of `eip155:1`). */
function namespaceOf(chain: string): string {
  return chain.slice(0, chain.indexOf(':'))
}

/** The declared chains of `chains` grouped by namespace. */
export function chainsByNamespace(chains: Iterable<string>): Map<string, string[]> {
  const byNamespace = new Map<string, string[]>()
  for (const chain of chains) {
    const namespace = namespaceOf(chain)
    const list = byNamespace.get(namespace) ?? []
    list.push(chain)
    byNamespace.set(namespace, list)
  }
  return byNamespace
}
