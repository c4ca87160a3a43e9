import { userRejectedError } from '../errors.js'
import type { Decision } from '../state.js'
import { storedOrigins } from '../stored-origins.js'
import type { TestWalletControls, TestWalletStateView } from '../wallet-controls.js'
import { createSolanaWalletEngine, type SolanaWalletEngine } from './solana-engine.js'
import {
  createStandardSolanaWallet,
  registerSolanaWallet,
  type StandardSolanaWallet,
} from './wallet-standard.js'

/** Options of {@link injectSolanaTestWallet}. */
export interface InjectSolanaTestWalletOptions {
  /** BIP-39 mnemonic; the wallet derives `m/44'/501'/<index>'/0'` from it. */
  mnemonic: string
  accountIndex?: number
  /** The JSON-RPC of each Wallet Standard chain served (e.g. `{ 'solana:localnet': url }`). */
  rpcUrls: Readonly<Record<string, string>>
  /** The EVM side's controls: the Solana side takes its decisions from the same queue. */
  controls: Pick<TestWalletControls, 'clearDecisions' | 'queueDecisions'> & {
    getState(): Promise<Pick<TestWalletStateView, 'pendingDecisions' | 'defaultDecision'>>
  }
  name: string
  icon: `data:image/${string}`
  /** Where granted origins are remembered across reloads (default: nowhere). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
}

/** What {@link injectSolanaTestWallet} put into the page. */
export interface InjectedSolanaTestWallet {
  engine: SolanaWalletEngine
  wallet: StandardSolanaWallet
  remove(): void
}

const GRANTED_KEY = 'foyer-test-wallet:solana-approved-origins'

/** Takes the next queued decision, or the default one; throws the 4001 error on reject. */
async function decide(controls: InjectSolanaTestWalletOptions['controls']): Promise<void> {
  const state = await controls.getState()
  const [next, ...rest] = state.pendingDecisions
  let decision: Decision = state.defaultDecision
  if (next) {
    decision = next
    await controls.clearDecisions()
    if (rest.length > 0) await controls.queueDecisions(rest)
  }
  if (decision !== 'approve') throw userRejectedError()
}

/**
 * Puts the test wallet's Solana side into a page as a Wallet Standard wallet, deciding from
 * the EVM side's approve / reject queue and remembering granted sites in `storage`.
 */
export function injectSolanaTestWallet(
  target: Window,
  options: InjectSolanaTestWalletOptions,
): InjectedSolanaTestWallet {
  const engine = createSolanaWalletEngine({
    mnemonic: options.mnemonic,
    ...(options.accountIndex === undefined ? {} : { accountIndex: options.accountIndex }),
    rpcUrls: options.rpcUrls,
    approve: () => decide(options.controls),
    approvedOrigins: storedOrigins(GRANTED_KEY, options.storage),
  })
  const wallet = createStandardSolanaWallet(engine, {
    name: options.name,
    icon: options.icon,
    origin: () => target.location?.origin ?? 'local',
  })
  const stop = registerSolanaWallet(target, wallet)
  return { engine, wallet, remove: stop }
}
