import {
  type ApprovedEip155Namespace,
  approvedEip155Namespace,
  type SessionProposal,
  UnsupportedProposalError,
} from './proposal.js'

/** The solana methods the test wallet answers over WalletConnect. */
export const SOLANA_SESSION_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** The bip122 methods the test wallet answers over WalletConnect. */
export const BIP122_SESSION_METHODS = [
  'signMessage',
  'sendTransfer',
  'signPsbt',
  'getAccountAddresses',
] as const

/** A non-EVM namespace the wallet can grant: its chains and its accounts' addresses. */
export interface WalletNamespaceAccounts {
  chains: readonly string[]
  /** The addresses shared on every chain (the first is the main one). */
  addresses: readonly string[]
}

/** What the wallet holds, per namespace. */
export interface MultichainWalletAccounts {
  eip155: { chainIds: readonly number[]; currentChainId: number; address: string }
  solana?: WalletNamespaceAccounts
  bip122?: WalletNamespaceAccounts
}

/** A namespace the wallet grants a session (CAIP-25). */
export type ApprovedNamespace = ApprovedEip155Namespace

const NAMESPACE_METHODS = {
  solana: SOLANA_SESSION_METHODS,
  bip122: BIP122_SESSION_METHODS,
} as const

const namespaceOf = (key: string) => key.split(':')[0] ?? key

/** The proposal restricted to one namespace's entries (required and optional). */
function only(proposal: SessionProposal, namespace: string): SessionProposal {
  const pick = (record: SessionProposal['params']['requiredNamespaces']) =>
    Object.fromEntries(
      Object.entries(record ?? {}).filter(([key]) => namespaceOf(key) === namespace),
    )
  return {
    ...proposal,
    params: {
      ...proposal.params,
      requiredNamespaces: pick(proposal.params.requiredNamespaces),
      optionalNamespaces: pick(proposal.params.optionalNamespaces),
    },
  }
}

/** The solana or bip122 namespace to grant: proposed chains the wallet has, its methods. */
function approvedOtherNamespace(
  proposal: SessionProposal,
  namespace: 'solana' | 'bip122',
  wallet: WalletNamespaceAccounts,
): ApprovedNamespace | undefined {
  const entries = Object.entries({
    ...(proposal.params.optionalNamespaces ?? {}),
    ...(proposal.params.requiredNamespaces ?? {}),
  }).filter(([key]) => namespaceOf(key) === namespace)
  const chains = new Set<string>()
  const methods = new Set<string>()
  for (const [key, proposed] of entries) {
    for (const chain of key.includes(':') ? [key] : (proposed.chains ?? [])) {
      if (wallet.chains.includes(chain)) chains.add(chain)
    }
    for (const method of proposed.methods ?? []) {
      if ((NAMESPACE_METHODS[namespace] as readonly string[]).includes(method)) methods.add(method)
    }
  }
  if (chains.size === 0) return undefined
  return {
    chains: [...chains],
    methods: [...methods],
    events: [],
    accounts: [...chains].flatMap((chain) =>
      wallet.addresses.map((address) => `${chain}:${address}`),
    ),
  }
}

/**
 * The namespaces to grant for a proposal: eip155 (see {@link approvedEip155Namespace}),
 * solana and bip122 when the wallet has them and the dapp proposed them (required or
 * optional). Throws {@link UnsupportedProposalError} when a required namespace cannot be
 * granted or when nothing can.
 */
export function approvedSessionNamespaces(
  proposal: SessionProposal,
  wallet: MultichainWalletAccounts,
  eip155Methods: readonly string[],
): Record<string, ApprovedNamespace> {
  const required = new Set(Object.keys(proposal.params.requiredNamespaces ?? {}).map(namespaceOf))
  const proposed = new Set([
    ...required,
    ...Object.keys(proposal.params.optionalNamespaces ?? {}).map(namespaceOf),
  ])
  const approved: Record<string, ApprovedNamespace> = {}
  if (proposed.has('eip155')) {
    try {
      approved.eip155 = approvedEip155Namespace(
        only(proposal, 'eip155'),
        wallet.eip155,
        eip155Methods,
      )
    } catch (error) {
      if (!(error instanceof UnsupportedProposalError) || required.has('eip155')) throw error
    }
  }
  for (const namespace of ['solana', 'bip122'] as const) {
    const accounts = wallet[namespace]
    const granted = accounts && approvedOtherNamespace(proposal, namespace, accounts)
    if (granted) approved[namespace] = granted
  }
  for (const namespace of required) {
    if (!approved[namespace]) {
      throw new UnsupportedProposalError(`The test wallet has no ${namespace} accounts.`)
    }
  }
  if (Object.keys(approved).length === 0) {
    throw new UnsupportedProposalError('The test wallet knows none of the proposed chains.')
  }
  return approved
}
