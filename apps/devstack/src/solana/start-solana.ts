import { createHash } from 'node:crypto'
import { encodeBase58 } from './base58.js'
import { solanaKeypairs } from './keys.js'
import { SolanaLedger } from './ledger.js'
import { startSolanaRpcServer } from './rpc-server.js'
import { SOLANA_TOKEN_SPEC, type SolanaSeed, seedSolana } from './seed.js'

/** The local Solana network's genesis hash: fixed, so that its CAIP-2 id never changes. */
export const LOCAL_SOLANA_GENESIS_HASH = encodeBase58(
  createHash('sha256').update('foyer devstack local solana').digest(),
)

/** CAIP-2 id of the local Solana network: `solana:` and the genesis hash's first 32 characters. */
export const LOCAL_SOLANA_CAIP_NETWORK_ID =
  `solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}` as const

/** What {@link startLocalSolana} started. */
export interface LocalSolana {
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  caipNetworkId: typeof LOCAL_SOLANA_CAIP_NETWORK_ID
  /** Funded accounts (base58 addresses), `m/44'/501'/<index>'/0'` of the mnemonic. */
  accounts: string[]
  token: { mint: string; name: string; symbol: string; decimals: number; programId: string }
  seed: SolanaSeed
  ledger: SolanaLedger
  stop(): Promise<void>
}

/**
 * Starts the local Solana network: a litesvm ledger in this process, seeded with SOL and an
 * SPL token for the mnemonic's first `accountCount` Solana accounts, behind a JSON-RPC and
 * WebSocket server on `host:port` (and `port + 1`).
 */
export async function startLocalSolana(options: {
  host: string
  port: number
  mnemonic: string
  accountCount: number
}): Promise<LocalSolana> {
  const ledger = new SolanaLedger()
  const keypairs = solanaKeypairs(options.mnemonic, options.accountCount)
  const seed = seedSolana(ledger, keypairs)
  const server = await startSolanaRpcServer({
    ledger,
    identity: { genesisHash: LOCAL_SOLANA_GENESIS_HASH, version: '2.2.0' },
    host: options.host,
    port: options.port,
  })
  return {
    rpcUrl: server.rpcUrl,
    wsUrl: server.wsUrl,
    genesisHash: LOCAL_SOLANA_GENESIS_HASH,
    caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
    accounts: keypairs.map((keypair) => keypair.publicKey.toBase58()),
    token: {
      mint: seed.mint,
      name: SOLANA_TOKEN_SPEC.name,
      symbol: SOLANA_TOKEN_SPEC.symbol,
      decimals: SOLANA_TOKEN_SPEC.decimals,
      programId: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
    },
    seed,
    ledger,
    stop: server.close,
  }
}
