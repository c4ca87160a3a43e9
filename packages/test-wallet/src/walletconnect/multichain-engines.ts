import { approveWith, type DecisionControls } from '../bitcoin/approve-with-controls.js'
import { createBitcoinWalletEngine } from '../bitcoin/bitcoin-engine.js'
import { deriveBitcoinTestAccount } from '../bitcoin/keys.js'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '../bitcoin/network.js'
import { createSolanaWalletEngine } from '../solana/solana-engine.js'
import type { MultichainWalletAccounts } from './multichain-proposal.js'
import type { MultichainEngines } from './multichain-requests.js'

/** The Solana side of the WalletConnect test wallet. */
export interface WalletConnectSolanaOptions {
  /** The JSON-RPC URL of each CAIP-2 Solana chain served (`solana:<genesis hash prefix>`). */
  rpcUrls: Readonly<Record<string, string>>
}

/** The Bitcoin side of the WalletConnect test wallet (the local regtest-like chain). */
export interface WalletConnectBitcoinOptions {
  /** Base URL of the local chain's esplora API. */
  esploraUrl: string
}

/** The wallet's non-EVM engines and the accounts it grants sessions. */
export interface MultichainWallet {
  engines: MultichainEngines
  accounts: Pick<MultichainWalletAccounts, 'solana' | 'bip122'>
  /** Lets a session's dapp use the engines (its origin, once the session is approved). */
  grant(origin: string): void
  /** Withdraws what {@link grant} gave. */
  revoke(origin: string): void
}

/**
 * The Solana and Bitcoin engines of the WalletConnect test wallet, from the same mnemonic
 * as its EVM side and behind the same decision queue.
 */
export function createMultichainWallet(options: {
  mnemonic: string
  accountIndex?: number | undefined
  controls: DecisionControls
  solana?: WalletConnectSolanaOptions | undefined
  bitcoin?: WalletConnectBitcoinOptions | undefined
  fetch?: typeof fetch | undefined
}): MultichainWallet {
  const approvedOrigins = new Set<string>()
  const approve = () => approveWith(options.controls)
  const common = {
    mnemonic: options.mnemonic,
    approve,
    approvedOrigins,
    ...(options.accountIndex === undefined ? {} : { accountIndex: options.accountIndex }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }
  const engines: MultichainEngines = {}
  const accounts: MultichainWallet['accounts'] = {}
  if (options.solana) {
    engines.solana = createSolanaWalletEngine({ ...common, rpcUrls: options.solana.rpcUrls })
    accounts.solana = {
      chains: Object.keys(options.solana.rpcUrls),
      addresses: [engines.solana.key.address],
    }
  }
  if (options.bitcoin) {
    engines.bitcoin = createBitcoinWalletEngine({
      ...common,
      esploraUrl: options.bitcoin.esploraUrl,
    })
    const account = deriveBitcoinTestAccount(options.mnemonic, options.accountIndex ?? 0)
    accounts.bip122 = {
      chains: [BITCOIN_REGTEST_CAIP_NETWORK_ID],
      addresses: [account.payment.address, account.ordinals.address],
    }
  }
  return {
    engines,
    accounts,
    grant: (origin) => approvedOrigins.add(origin),
    revoke: (origin) => approvedOrigins.delete(origin),
  }
}
