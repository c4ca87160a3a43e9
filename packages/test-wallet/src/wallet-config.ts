import * as z from 'zod/mini'
import type { AccountDeriver } from './accounts.js'
import { DEFAULT_TEST_CHAIN, DEFAULT_TEST_MNEMONIC } from './constants.js'
import { chainIdSchema, describeIssues, httpUrlSchema } from './schemas.js'
import { decisionSchema, type WalletChain, type WalletState } from './state.js'

/** A chain given in configuration: its id, RPC URL and an optional display name. */
export const chainConfigSchema = z.object({
  chainId: chainIdSchema,
  rpcUrl: httpUrlSchema,
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
})
/** A chain given in configuration. */
export type ChainConfig = z.input<typeof chainConfigSchema>

const mnemonicSchema = z
  .string()
  .check(
    z.refine(
      (value) => [12, 15, 18, 21, 24].includes(value.trim().split(/\s+/).length),
      'expected a BIP-39 mnemonic of 12 to 24 words',
    ),
  )

/**
 * A change to the wallet's settings. Every field is optional: what is left out stays as it
 * was (or takes its default when `reset` is set).
 */
export const walletConfigSchema = z.object({
  /** Start from the default state first: default chain, no connected sites, empty queue. */
  reset: z.optional(z.boolean()),
  mnemonic: z.optional(mnemonicSchema),
  accountIndex: z.optional(z.int().check(z.gte(0), z.lte(2 ** 31 - 1))),
  /** Replaces the known chains. */
  chains: z.optional(
    z.array(chainConfigSchema).check(
      z.minLength(1),
      z.refine(
        (chains) => new Set(chains.map((chain) => chain.chainId)).size === chains.length,
        'chain ids must be unique',
      ),
    ),
  ),
  /** The chain to be on; defaults to the current one if still known, else the first. */
  chainId: z.optional(chainIdSchema),
  /** Replaces the queue of decisions for the next requests that need approval. */
  nextDecisions: z.optional(z.array(decisionSchema)),
  /** The decision when the queue is empty and no policy decides. */
  defaultDecision: z.optional(decisionSchema),
})
/** A change to the wallet's settings. */
export type WalletConfig = z.input<typeof walletConfigSchema>

/** The error thrown for configuration that fails its schema or names an unknown chain. */
export class TestWalletConfigError extends Error {
  override name = 'TestWalletConfigError'
}

const toWalletChain = (chain: z.output<typeof chainConfigSchema>): WalletChain => ({
  chainId: chain.chainId,
  rpcUrl: chain.rpcUrl,
  name: chain.name ?? `Chain ${chain.chainId}`,
})

/** The state of a wallet that was never configured: anvil's mnemonic, account 0, port 8545. */
export function defaultWalletState(deriveAccount: AccountDeriver): WalletState {
  return {
    version: 1,
    mnemonic: DEFAULT_TEST_MNEMONIC,
    accountIndex: 0,
    address: deriveAccount(DEFAULT_TEST_MNEMONIC, 0).address,
    chains: [{ ...DEFAULT_TEST_CHAIN }],
    chainId: DEFAULT_TEST_CHAIN.chainId,
    permissions: [],
    decisions: [],
    defaultDecision: 'approve',
    disconnected: false,
  }
}

/**
 * Applies a configuration change to a state. Throws `TestWalletConfigError` for input that
 * fails its schema or a `chainId` that is not among the chains.
 */
export function applyWalletConfig(
  state: WalletState,
  input: unknown,
  deriveAccount: AccountDeriver,
): WalletState {
  const parsed = walletConfigSchema.safeParse(input)
  if (!parsed.success) {
    throw new TestWalletConfigError(
      `Invalid test wallet configuration: ${describeIssues(parsed.error, 'config')}`,
    )
  }
  const config = parsed.data
  const base = config.reset ? defaultWalletState(deriveAccount) : state
  const chains = config.chains ? config.chains.map(toWalletChain) : base.chains
  const isKnown = (chainId: number) => chains.some((chain) => chain.chainId === chainId)
  if (config.chainId !== undefined && !isKnown(config.chainId)) {
    throw new TestWalletConfigError(
      `Invalid test wallet configuration: chainId ${config.chainId} is not among the configured chains.`,
    )
  }
  const chainId = config.chainId ?? (isKnown(base.chainId) ? base.chainId : chains[0]!.chainId)
  const mnemonic = config.mnemonic?.trim().split(/\s+/).join(' ') ?? base.mnemonic
  const accountIndex = config.accountIndex ?? base.accountIndex
  const address =
    mnemonic === base.mnemonic && accountIndex === base.accountIndex
      ? base.address
      : deriveAccount(mnemonic, accountIndex).address
  return {
    ...base,
    mnemonic,
    accountIndex,
    address,
    chains,
    chainId,
    decisions: config.nextDecisions ?? base.decisions,
    defaultDecision: config.defaultDecision ?? base.defaultDecision,
  }
}
