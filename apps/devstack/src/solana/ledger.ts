import { getTransactionDecoder, address as kitAddress, lamports as kitLamports } from '@solana/kit'
import {
  ACCOUNT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
} from '@solana/spl-token'
import { type AccountInfo, PublicKey, type VersionedTransaction } from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { encodeBase58 } from './base58.js'
import { type RpcTransactionError, rpcTransactionError } from './transaction-error.js'

/** Lamports litesvm charges per signature (Solana's default fee). */
export const LAMPORTS_PER_SIGNATURE = 5000
/** How many blocks a blockhash stays valid for, as on Solana. */
export const BLOCKHASH_VALIDITY_BLOCKS = 150

/** One processed transaction, as the history keeps it. */
export interface LedgerTransaction {
  signature: string
  slot: number
  blockTime: number
  /** Absent for an airdrop (the faucet's credit has no transaction to show). */
  transaction: VersionedTransaction | undefined
  err: RpcTransactionError | null
  logs: string[]
  fee: number
  preBalances: number[]
  postBalances: number[]
  computeUnitsConsumed: number
}

/** What a simulation found. */
export interface SimulationResult {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: number
}

/**
 * A Solana ledger in memory: litesvm executes the transactions (system, SPL Token and
 * Token-2022 programs, signature checks), and this class adds what an RPC node has and
 * litesvm has not: slots that advance with each transaction, recent blockhashes valid for 150
 * blocks, a transaction history by signature and by address, and change notifications.
 */
export class SolanaLedger {
  private readonly svm: LiteSVM
  private slot = 1
  private readonly blockhashes: { blockhash: string; lastValidBlockHeight: number }[] = []
  private readonly history = new Map<string, LedgerTransaction>()
  private readonly signaturesByAddress = new Map<string, string[]>()
  private readonly listeners = new Set<(changed: readonly string[], signature: string) => void>()

  constructor() {
    // Blockhashes are checked here (several are valid at once, as on a real cluster).
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.setClock()
    this.recordBlockhash()
  }

  /** The current slot; block height is the same number here. */
  getSlot(): number {
    return this.slot
  }

  /** The newest blockhash and the last block height it is valid at. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { ...this.blockhashes.at(-1)! }
  }

  /** Whether a transaction with this blockhash would still be accepted. */
  isBlockhashValid(blockhash: string): boolean {
    return this.blockhashes.some(
      (entry) => entry.blockhash === blockhash && entry.lastValidBlockHeight >= this.slot,
    )
  }

  getAccount(address: PublicKey): AccountInfo<Buffer> | null {
    const account = this.svm.getAccount(kitAddress(address.toBase58()))
    if (!account.exists) return null
    return {
      data: Buffer.from(account.data),
      executable: account.executable,
      lamports: Number(account.lamports),
      owner: new PublicKey(account.programAddress),
      rentEpoch: 0,
    }
  }

  /** Replaces an account, for seeding. */
  setAccount(address: PublicKey, account: AccountInfo<Uint8Array>): void {
    this.svm.setAccount({
      address: kitAddress(address.toBase58()),
      data: account.data,
      executable: account.executable,
      lamports: kitLamports(BigInt(account.lamports)),
      programAddress: kitAddress(account.owner.toBase58()),
      space: BigInt(account.data.length),
    })
    this.notify([address.toBase58()], '')
  }

  getBalance(address: PublicKey): number {
    return Number(this.svm.getBalance(kitAddress(address.toBase58())) ?? 0n)
  }

  minimumBalanceForRentExemption(dataLength: number): number {
    return Number(this.svm.minimumBalanceForRentExemption(BigInt(dataLength)))
  }

  /** Credits lamports from the faucet; returns the airdrop's signature. */
  airdrop(address: PublicKey, lamports: number): string {
    const before = this.getBalance(address)
    const result = this.svm.airdrop(kitAddress(address.toBase58()), kitLamports(BigInt(lamports)))
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new Error(`Airdrop failed: ${result ? result.toString() : 'no result'}`)
    }
    const signature = encodeBase58(result.signature())
    this.advance([address.toBase58()], signature, undefined, {
      logs: result.logs(),
      fee: 0,
      preBalances: [before],
      postBalances: [this.getBalance(address)],
      computeUnitsConsumed: Number(result.computeUnitsConsumed()),
    })
    return signature
  }

  /** Simulates without changing anything; signatures are checked only with `sigVerify`. */
  simulate(transaction: VersionedTransaction, sigVerify = true): SimulationResult {
    const expired = this.blockhashError(transaction)
    if (expired) return { err: expired, logs: [], unitsConsumed: 0 }
    this.svm.withSigverify(sigVerify)
    let result: ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = this.svm.simulateTransaction(toKit(transaction))
    } finally {
      this.svm.withSigverify(true)
    }
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta()
      return {
        err: rpcTransactionError(result),
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
      }
    }
    const meta = result.meta()
    return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
  }

  /**
   * Executes a transaction. A failure that stops it before execution (expired blockhash,
   * a signature already processed) is thrown as {@link LedgerRejection}; a failure during
   * execution is recorded in the history with its error, as a cluster records it.
   */
  send(transaction: VersionedTransaction): LedgerTransaction {
    const signature = encodeBase58(transaction.signatures[0] ?? new Uint8Array(64))
    if (this.history.has(signature)) throw new LedgerRejection('AlreadyProcessed', [])
    const expired = this.blockhashError(transaction)
    if (expired) throw new LedgerRejection(expired, [])
    const keys = transaction.message.staticAccountKeys
    const preBalances = keys.map((key) => this.getBalance(key))
    const result = this.svm.sendTransaction(toKit(transaction))
    const failed = result instanceof FailedTransactionMetadata
    const meta = failed ? result.meta() : result
    if (failed && meta.logs().length === 0) {
      throw new LedgerRejection(rpcTransactionError(result), [])
    }
    return this.advance(
      keys.map((key) => key.toBase58()),
      signature,
      transaction,
      {
        err: failed ? rpcTransactionError(result) : null,
        logs: meta.logs(),
        fee: LAMPORTS_PER_SIGNATURE * transaction.signatures.length,
        preBalances,
        postBalances: keys.map((key) => this.getBalance(key)),
        computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      },
    )
  }

  /** The token accounts (SPL Token and Token-2022) that `owner` owns. */
  tokenAccountsOf(
    owner: PublicKey,
  ): { pubkey: PublicKey; info: AccountInfo<Buffer>; mint: PublicKey }[] {
    const found: { pubkey: PublicKey; info: AccountInfo<Buffer>; mint: PublicKey }[] = []
    for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
      for (const account of this.svm.getProgramAccounts(kitAddress(program.toBase58()))) {
        if (account.data.length < ACCOUNT_SIZE) continue
        const pubkey = new PublicKey(account.address)
        const info = {
          data: Buffer.from(account.data),
          executable: account.executable,
          lamports: Number(account.lamports),
          owner: program,
          rentEpoch: 0,
        }
        try {
          const token = unpackAccount(pubkey, info, program)
          if (token.owner.equals(owner)) found.push({ pubkey, info, mint: token.mint })
        } catch {
          // A mint or another account of the token program.
        }
      }
    }
    return found
  }

  /** A processed transaction by signature. */
  getTransaction(signature: string): LedgerTransaction | undefined {
    return this.history.get(signature)
  }

  /** Signatures touching `address`, newest first. */
  signaturesFor(address: string): LedgerTransaction[] {
    return (this.signaturesByAddress.get(address) ?? []).flatMap((signature) => {
      const entry = this.history.get(signature)
      return entry ? [entry] : []
    })
  }

  /** Calls `listener` with the addresses a transaction touched, after it is processed. */
  onChange(listener: (changed: readonly string[], signature: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private blockhashError(transaction: VersionedTransaction): RpcTransactionError | undefined {
    return this.isBlockhashValid(transaction.message.recentBlockhash)
      ? undefined
      : 'BlockhashNotFound'
  }

  private advance(
    addresses: readonly string[],
    signature: string,
    transaction: VersionedTransaction | undefined,
    outcome: Omit<LedgerTransaction, 'signature' | 'slot' | 'blockTime' | 'transaction' | 'err'> & {
      err?: RpcTransactionError | null
    },
  ): LedgerTransaction {
    const entry: LedgerTransaction = {
      signature,
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      transaction,
      err: outcome.err ?? null,
      logs: outcome.logs,
      fee: outcome.fee,
      preBalances: outcome.preBalances,
      postBalances: outcome.postBalances,
      computeUnitsConsumed: outcome.computeUnitsConsumed,
    }
    this.history.set(signature, entry)
    for (const address of new Set(addresses)) {
      const list = this.signaturesByAddress.get(address) ?? []
      list.unshift(signature)
      this.signaturesByAddress.set(address, list)
    }
    this.slot += 1
    this.svm.warpToSlot(BigInt(this.slot))
    this.setClock()
    this.svm.expireBlockhash()
    this.recordBlockhash()
    this.notify(addresses, signature)
    return entry
  }

  private setClock(): void {
    const clock = this.svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(clock)
  }

  private recordBlockhash(): void {
    this.blockhashes.push({
      blockhash: this.svm.latestBlockhash(),
      lastValidBlockHeight: this.slot + BLOCKHASH_VALIDITY_BLOCKS,
    })
    if (this.blockhashes.length > BLOCKHASH_VALIDITY_BLOCKS * 2) this.blockhashes.shift()
  }

  private notify(addresses: readonly string[], signature: string): void {
    for (const listener of this.listeners) listener(addresses, signature)
  }
}

/** A transaction the ledger refused before executing it. */
export class LedgerRejection extends Error {
  constructor(
    readonly err: RpcTransactionError,
    readonly logs: string[],
  ) {
    super(`Transaction rejected: ${typeof err === 'string' ? err : JSON.stringify(err)}`)
  }
}

/** `PublicKey` of a base58 address, or undefined when it is not one. */
export function publicKeyOf(address: unknown): PublicKey | undefined {
  if (typeof address !== 'string') return undefined
  try {
    return new PublicKey(address)
  } catch {
    return undefined
  }
}

/** The same transaction as litesvm (over `@solana/kit`) takes it. */
function toKit(transaction: VersionedTransaction) {
  return getTransactionDecoder().decode(transaction.serialize())
}
