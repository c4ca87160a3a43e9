import { deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import { startEsploraServer } from './esplora-server.js'
import { BitcoinLedger, type LedgerSeed } from './ledger.js'

/** How many test accounts (payment and ordinals each) the ledger funds. */
export const BITCOIN_SEEDED_ACCOUNT_COUNT = 3

/** Satoshis in each seeded output. */
export const BITCOIN_SEED_OUTPUT_SATS = 50_000_000n

/** Seeded outputs per funded address (more than one, so that coin selection is real). */
export const BITCOIN_SEED_OUTPUTS_PER_ADDRESS = 2

/** Milliseconds between automatic blocks, by default. */
export const BITCOIN_BLOCK_INTERVAL_MS = 5_000

/** Options of {@link startLocalBitcoin}. */
export interface LocalBitcoinOptions {
  host: string
  port?: number
  mnemonic: string
  /** Milliseconds between automatic blocks; 0 mines only on demand. */
  blockIntervalMs?: number
}

/** The running local Bitcoin chain. */
export interface LocalBitcoin {
  /** Base URL of the esplora-compatible API. */
  esploraUrl: string
  ledger: BitcoinLedger
  /** The funded payment and ordinals addresses, account by account. */
  fundedAddresses: { payment: string; ordinals: string }[]
  close(): Promise<void>
}

/** The seed outputs for the test keys derived from `mnemonic`. */
export function bitcoinSeeds(mnemonic: string): LedgerSeed[] {
  return Array.from({ length: BITCOIN_SEEDED_ACCOUNT_COUNT }, (_, index) => {
    const account = deriveBitcoinTestAccount(mnemonic, index)
    return [account.payment.address, account.ordinals.address]
  })
    .flat()
    .flatMap((address) =>
      Array.from({ length: BITCOIN_SEED_OUTPUTS_PER_ADDRESS }, () => ({
        address,
        value: BITCOIN_SEED_OUTPUT_SATS,
      })),
    )
}

/**
 * Starts the local regtest-like Bitcoin chain: a ledger funding the test wallet's BIP-84 and
 * BIP-86 addresses, served by an esplora-compatible API on `host`, mining a block every
 * `blockIntervalMs` and on `POST /mine`.
 */
export async function startLocalBitcoin(options: LocalBitcoinOptions): Promise<LocalBitcoin> {
  const ledger = new BitcoinLedger(bitcoinSeeds(options.mnemonic))
  const intervalMs = options.blockIntervalMs ?? BITCOIN_BLOCK_INTERVAL_MS
  let timer: ReturnType<typeof setInterval> | undefined
  const startTimer = () => {
    if (timer) clearInterval(timer)
    if (intervalMs > 0) {
      timer = setInterval(() => ledger.mine(), intervalMs)
      timer.unref()
    }
  }
  const server = await startEsploraServer({
    host: options.host,
    port: options.port ?? 0,
    ledger,
    onMine: startTimer,
  })
  startTimer()
  return {
    esploraUrl: server.url,
    ledger,
    fundedAddresses: Array.from({ length: BITCOIN_SEEDED_ACCOUNT_COUNT }, (_, index) => {
      const account = deriveBitcoinTestAccount(options.mnemonic, index)
      return { payment: account.payment.address, ordinals: account.ordinals.address }
    }),
    close: async () => {
      if (timer) clearInterval(timer)
      await server.close()
    },
  }
}
