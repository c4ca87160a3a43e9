import { getAddress } from 'viem'
import * as z from 'zod/mini'

/** The parts of a WalletConnect namespace (CAIP-25) the test wallet reads. */
const namespaceSchema = z.looseObject({
  chains: z.optional(z.array(z.string())),
  methods: z.optional(z.array(z.string())),
  events: z.optional(z.array(z.string())),
})

/** The `session_proposal` event of a Sign client, as far as the test wallet uses it. */
export const sessionProposalSchema = z.looseObject({
  id: z.number(),
  params: z.looseObject({
    pairingTopic: z.optional(z.string()),
    proposer: z.looseObject({
      metadata: z.looseObject({
        name: z.string(),
        url: z.string(),
      }),
    }),
    requiredNamespaces: z.optional(z.record(z.string(), namespaceSchema)),
    optionalNamespaces: z.optional(z.record(z.string(), namespaceSchema)),
  }),
})
/** A parsed `session_proposal` event. */
export type SessionProposal = z.infer<typeof sessionProposalSchema>

/** The eip155 namespace the wallet grants a session. */
export interface ApprovedEip155Namespace {
  chains: string[]
  methods: string[]
  events: string[]
  accounts: string[]
}

/** Why a proposal cannot be approved. */
export class UnsupportedProposalError extends Error {
  override name = 'UnsupportedProposalError'
}

/** The events the test wallet emits to sessions. */
export const WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const

/**
 * The eip155 namespace to approve: the proposed chains the wallet knows (its current chain
 * first, as wallets do), the proposed methods it answers, the proposed events it emits, and
 * its account on every approved chain. Throws {@link UnsupportedProposalError} when the
 * proposal requires another namespace or shares no chain with the wallet.
 */
export function approvedEip155Namespace(
  proposal: SessionProposal,
  wallet: { chainIds: readonly number[]; currentChainId: number; address: string },
  supportedMethods: readonly string[],
): ApprovedEip155Namespace {
  const required = proposal.params.requiredNamespaces ?? {}
  const optional = proposal.params.optionalNamespaces ?? {}
  const foreign = Object.keys(required).filter((key) => key.split(':')[0] !== 'eip155')
  if (foreign.length > 0) {
    throw new UnsupportedProposalError(`The test wallet has no ${foreign.join(', ')} accounts.`)
  }
  const proposed = [...Object.entries(required), ...Object.entries(optional)].filter(
    ([key]) => key.split(':')[0] === 'eip155',
  )
  const chains = new Set<number>()
  const methods = new Set<string>()
  const events = new Set<string>()
  for (const [key, namespace] of proposed) {
    for (const chain of key.includes(':') ? [key] : (namespace.chains ?? [])) {
      const id = Number(chain.split(':')[1])
      if (wallet.chainIds.includes(id)) chains.add(id)
    }
    for (const method of namespace.methods ?? []) {
      if (supportedMethods.includes(method)) methods.add(method)
    }
    for (const event of namespace.events ?? []) {
      if ((WALLET_EVENTS as readonly string[]).includes(event)) events.add(event)
    }
  }
  if (chains.size === 0) {
    throw new UnsupportedProposalError('The test wallet knows none of the proposed chains.')
  }
  const ordered = [...chains].sort((a, b) =>
    a === wallet.currentChainId ? -1 : b === wallet.currentChainId ? 1 : 0,
  )
  const address = getAddress(wallet.address)
  return {
    chains: ordered.map((id) => `eip155:${id}`),
    methods: [...methods],
    events: [...events],
    accounts: ordered.map((id) => `eip155:${id}:${address}`),
  }
}
