import * as z from 'zod/mini'

/**
 * How the wallet treats chain requests — the ways real wallets say no:
 *
 * - `switchChain`: `'answer'` (switch, the default); `'unrecognized'` (4902 until the chain was
 *   added with `wallet_addEthereumChain`, as MetaMask does for a chain it lacks); `'refuse'`
 *   (a plain error, as wallets that cannot switch over WalletConnect answer); `'ignore'`
 *   (never answers);
 * - `addChain`: `'answer'` (add, the default) or `'reject'` (4001, the user said no);
 * - `sessionChains`: the eip155 chains a new session gets — `'all'` the wallet knows (default)
 *   or only its `'current'` one, so that a switch to another chain reaches the wallet;
 * - `answerDelayMs`: how long the wallet waits before it answers any request (a slow phone).
 */
export const chainBehaviourSchema = z.object({
  switchChain: z.enum(['answer', 'unrecognized', 'refuse', 'ignore']),
  addChain: z.enum(['answer', 'reject']),
  sessionChains: z.enum(['all', 'current']),
  answerDelayMs: z.int().check(z.gte(0), z.lte(120_000)),
})
/** See {@link chainBehaviourSchema}. */
export type ChainBehaviour = z.infer<typeof chainBehaviourSchema>

/** A well-behaved wallet. */
export const DEFAULT_CHAIN_BEHAVIOUR: ChainBehaviour = {
  switchChain: 'answer',
  addChain: 'answer',
  sessionChains: 'all',
  answerDelayMs: 0,
}

/** What the wallet does with a request instead of answering it normally. */
export type ScriptedAnswer =
  | { kind: 'ignore' }
  | { kind: 'error'; error: { code: number; message: string } }
  | undefined

/** The errors the refusing modes answer with (texts as MetaMask words them). */
export const REFUSAL = {
  unrecognized: (chainId: string) => ({
    code: 4902,
    message: `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  }),
  refuse: { code: -32603, message: 'Switching chains is not supported by this wallet.' },
  rejectAdd: { code: 4001, message: 'User rejected the request.' },
} as const

/** The hex chain id a `wallet_switchEthereumChain` or `wallet_addEthereumChain` names. */
function requestedChainId(params: unknown): string | undefined {
  const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined
  return typeof first?.chainId === 'string' ? first.chainId.toLowerCase() : undefined
}

/**
 * Keeps the wallet's chain behaviour and the chains added while in `'unrecognized'` mode,
 * and says how a request is to be answered ({@link ScriptedAnswer}; undefined: normally).
 */
export function createChainBehaviour() {
  let behaviour = DEFAULT_CHAIN_BEHAVIOUR
  const added = new Set<string>()
  return {
    get: (): ChainBehaviour => behaviour,
    set(change: Partial<ChainBehaviour>) {
      behaviour = { ...behaviour, ...change }
      if (change.switchChain) added.clear()
    },
    script(method: string, params: unknown): ScriptedAnswer {
      const chainId = requestedChainId(params)
      if (method === 'wallet_addEthereumChain') {
        if (behaviour.addChain === 'reject') return { kind: 'error', error: REFUSAL.rejectAdd }
        if (chainId) added.add(chainId)
        return undefined
      }
      if (method !== 'wallet_switchEthereumChain') return undefined
      switch (behaviour.switchChain) {
        case 'ignore':
          return { kind: 'ignore' }
        case 'refuse':
          return { kind: 'error', error: REFUSAL.refuse }
        case 'unrecognized':
          return chainId && added.has(chainId)
            ? undefined
            : { kind: 'error', error: REFUSAL.unrecognized(chainId ?? '0x0') }
        default:
          return undefined
      }
    },
  }
}
