import { BITCOIN_REGTEST_NETWORK } from '@foyer/test-wallet/bitcoin'
import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { Address, OutScript, RawTx, Transaction } from '@scure/btc-signer'
import { BitcoinTxRejected, type PrevOut, verifyInput } from './verify-input.js'

/** Where a transaction is: in the mempool or in a block. */
export type BitcoinTxStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }

/** One transaction the ledger holds, with the outputs its inputs spent. */
export interface LedgerTx {
  txid: string
  hex: string
  tx: Transaction
  /** The outputs spent by each input (empty for the seed transactions). */
  prevOuts: readonly PrevOut[]
  /** Sum of inputs minus sum of outputs (0 for the seed transactions). */
  fee: bigint
  status: BitcoinTxStatus
}

/** An unspent output. */
export interface Utxo {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  status: BitcoinTxStatus
}

/** A mined block. */
export interface LedgerBlock {
  height: number
  hash: string
  time: number
  txids: string[]
}

/** A funding the ledger starts with: `value` satoshis to `address`, in the genesis block. */
export interface LedgerSeed {
  address: string
  value: bigint
}

const ZERO_TXID = new Uint8Array(32)

function sha256d(bytes: Uint8Array): Uint8Array {
  return sha256(sha256(bytes))
}

/** Encodes an address of the local chain as its output script; throws a rejection if invalid. */
export function scriptOfAddress(address: string): Uint8Array {
  try {
    return OutScript.encode(Address(BITCOIN_REGTEST_NETWORK).decode(address))
  } catch {
    throw new BitcoinTxRejected(`Not an address of the local chain: ${address}`)
  }
}

/** The address of an output script on the local chain, if it has one. */
export function addressOfScript(script: Uint8Array): string | undefined {
  try {
    return Address(BITCOIN_REGTEST_NETWORK).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

/**
 * A regtest-like Bitcoin ledger in memory: a UTXO set, a mempool and blocks. Every submitted
 * transaction is parsed and each input's witness verified against the output it spends
 * (P2WPKH, P2TR key path); a transaction spending a missing or already spent output, creating
 * value, or failing a check is refused and leaves the ledger unchanged. No proof of work, no
 * consensus, no relay: this is a local test chain, not Bitcoin.
 */
export class BitcoinLedger {
  readonly #txs = new Map<string, LedgerTx>()
  readonly #utxos = new Map<string, Utxo>()
  readonly #blocks: LedgerBlock[] = []
  #mempool: string[] = []
  readonly #now: () => number

  constructor(seeds: readonly LedgerSeed[], now: () => number = () => Date.now()) {
    this.#now = now
    this.#mineGenesis(seeds)
  }

  /** Current tip. */
  get tip(): LedgerBlock {
    return this.#blocks[this.#blocks.length - 1]!
  }

  /** Transaction ids waiting for the next block. */
  get mempool(): readonly string[] {
    return [...this.#mempool]
  }

  getTx(txid: string): LedgerTx | undefined {
    return this.#txs.get(txid)
  }

  /** Every transaction, oldest first. */
  allTxs(): LedgerTx[] {
    return [...this.#txs.values()]
  }

  /** The unspent outputs paying `address`. */
  utxosOf(address: string): Utxo[] {
    const script = hex.encode(scriptOfAddress(address))
    return [...this.#utxos.values()].filter((utxo) => hex.encode(utxo.script) === script)
  }

  /**
   * Verifies and accepts a raw transaction (hex) into the mempool; returns its id.
   * Throws {@link BitcoinTxRejected} with the reason, leaving the ledger unchanged.
   */
  submit(rawHex: string): string {
    let tx: Transaction
    let txid: string
    try {
      const bytes = hex.decode(rawHex.trim().toLowerCase())
      tx = Transaction.fromRaw(bytes, { allowUnknownOutputs: true, disableScriptCheck: true })
      txid = txidOf(bytes)
    } catch (error) {
      throw new BitcoinTxRejected(`Not a valid transaction: ${(error as Error).message}`)
    }
    if (this.#txs.has(txid)) throw new BitcoinTxRejected(`Transaction ${txid} is already known`)
    if (tx.inputsLength === 0 || tx.outputsLength === 0) {
      throw new BitcoinTxRejected('A transaction needs at least one input and one output')
    }
    const spent = new Set<string>()
    const prevOuts: PrevOut[] = []
    for (let index = 0; index < tx.inputsLength; index++) {
      const input = tx.getInput(index)
      const outpoint = `${hex.encode(input.txid!)}:${input.index}`
      if (spent.has(outpoint))
        throw new BitcoinTxRejected(`Input ${index} spends ${outpoint} twice`)
      spent.add(outpoint)
      const utxo = this.#utxos.get(outpoint)
      if (!utxo) {
        const known = this.#txs.has(hex.encode(input.txid!))
        throw new BitcoinTxRejected(
          known
            ? `Input ${index} spends ${outpoint}, which is already spent (double spend)`
            : `Input ${index} spends ${outpoint}, which does not exist`,
        )
      }
      prevOuts.push({ script: utxo.script, value: utxo.value })
    }
    const inValue = prevOuts.reduce((sum, prevOut) => sum + prevOut.value, 0n)
    let outValue = 0n
    for (let index = 0; index < tx.outputsLength; index++) {
      const amount = tx.getOutput(index).amount ?? 0n
      if (amount <= 0n) throw new BitcoinTxRejected(`Output ${index} has no value`)
      outValue += amount
    }
    if (outValue > inValue) {
      throw new BitcoinTxRejected(`Outputs (${outValue} sat) exceed inputs (${inValue} sat)`)
    }
    for (let index = 0; index < tx.inputsLength; index++) verifyInput(tx, index, prevOuts)
    // Every check passed: only now does the ledger change.
    for (const outpoint of spent) this.#utxos.delete(outpoint)
    const entry: LedgerTx = {
      txid,
      hex: hex.encode(hex.decode(rawHex.trim().toLowerCase())),
      tx,
      prevOuts,
      fee: inValue - outValue,
      status: { confirmed: false },
    }
    this.#addTx(entry)
    this.#mempool.push(txid)
    return txid
  }

  /** Mines a block with every mempool transaction (possibly none) and returns it. */
  mine(): LedgerBlock {
    const txids = this.#mempool
    this.#mempool = []
    return this.#appendBlock(txids)
  }

  #mineGenesis(seeds: readonly LedgerSeed[]): void {
    const txids = seeds.map((seed, index) => {
      // A coinbase-like transaction: one input from nowhere, one output to the seeded address.
      const tx = new Transaction({ allowUnknownOutputs: true, disableScriptCheck: true })
      tx.addOutput({ script: scriptOfAddress(seed.address), amount: seed.value })
      tx.addInput({
        txid: ZERO_TXID,
        index: 0xffffffff,
        finalScriptSig: new Uint8Array([0x04, ...u32(index)]),
        sequence: 0xffffffff,
      })
      const entry: LedgerTx = {
        txid: tx.id,
        hex: hex.encode(tx.toBytes(true, true)),
        tx,
        prevOuts: [],
        fee: 0n,
        status: { confirmed: false },
      }
      this.#addTx(entry)
      return entry.txid
    })
    this.#appendBlock(txids)
  }

  #addTx(entry: LedgerTx): void {
    this.#txs.set(entry.txid, entry)
    for (let vout = 0; vout < entry.tx.outputsLength; vout++) {
      const output = entry.tx.getOutput(vout)
      this.#utxos.set(`${entry.txid}:${vout}`, {
        txid: entry.txid,
        vout,
        value: output.amount ?? 0n,
        script: output.script ?? new Uint8Array(),
        get status() {
          return entry.status
        },
      })
    }
  }

  #appendBlock(txids: string[]): LedgerBlock {
    const height = this.#blocks.length
    const previous = this.#blocks[height - 1]?.hash ?? '00'.repeat(32)
    const time = Math.floor(this.#now() / 1000)
    const header = new TextEncoder().encode(`${previous}:${height}:${time}:${txids.join(',')}`)
    const hash = hex.encode(sha256d(header).reverse())
    const block: LedgerBlock = { height, hash, time, txids }
    this.#blocks.push(block)
    for (const txid of txids) {
      const entry = this.#txs.get(txid)!
      entry.status = { confirmed: true, block_height: height, block_hash: hash, block_time: time }
    }
    return block
  }
}

/** The id of a raw transaction: the double SHA-256 of its serialisation without witnesses. */
function txidOf(bytes: Uint8Array): string {
  const raw = RawTx.decode(bytes)
  const stripped = RawTx.encode({ ...raw, segwitFlag: false, witnesses: undefined })
  return hex.encode(sha256d(stripped).reverse())
}

function u32(value: number): number[] {
  return [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff]
}
