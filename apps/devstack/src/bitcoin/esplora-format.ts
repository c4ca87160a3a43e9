import { hex } from '@scure/base'
import { addressOfScript, type BitcoinLedger, type LedgerTx, scriptOfAddress } from './ledger.js'

/** Esplora's per-address totals (`chain_stats` / `mempool_stats`). */
export interface EsploraAddressStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

function emptyStats(): EsploraAddressStats {
  return {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  }
}

/** `GET /address/:address` — confirmed and mempool totals of an address, as esplora answers. */
export function addressInfo(ledger: BitcoinLedger, address: string) {
  const script = hex.encode(scriptOfAddress(address))
  const chain = emptyStats()
  const mempool = emptyStats()
  for (const entry of ledger.allTxs()) {
    const stats = entry.status.confirmed ? chain : mempool
    let touched = false
    for (let vout = 0; vout < entry.tx.outputsLength; vout++) {
      const output = entry.tx.getOutput(vout)
      if (output.script && hex.encode(output.script) === script) {
        stats.funded_txo_count++
        stats.funded_txo_sum += Number(output.amount ?? 0n)
        touched = true
      }
    }
    for (const prevOut of entry.prevOuts) {
      if (hex.encode(prevOut.script) === script) {
        stats.spent_txo_count++
        stats.spent_txo_sum += Number(prevOut.value)
        touched = true
      }
    }
    if (touched) stats.tx_count++
  }
  return { address, chain_stats: chain, mempool_stats: mempool }
}

/** `GET /address/:address/utxo`. */
export function addressUtxos(ledger: BitcoinLedger, address: string) {
  return ledger.utxosOf(address).map((utxo) => ({
    txid: utxo.txid,
    vout: utxo.vout,
    value: Number(utxo.value),
    status: utxo.status,
  }))
}

/** `GET /tx/:txid` — a transaction in esplora's JSON shape. */
export function txJson(entry: LedgerTx) {
  const { tx } = entry
  const vin = Array.from({ length: tx.inputsLength }, (_, index) => {
    const input = tx.getInput(index)
    const prevOut = entry.prevOuts[index]
    return {
      txid: hex.encode(input.txid!),
      vout: input.index!,
      prevout: prevOut
        ? {
            scriptpubkey: hex.encode(prevOut.script),
            scriptpubkey_address: addressOfScript(prevOut.script),
            value: Number(prevOut.value),
          }
        : null,
      witness: (input.finalScriptWitness ?? []).map((item) => hex.encode(item)),
      sequence: input.sequence,
      is_coinbase: !prevOut,
    }
  })
  const vout = Array.from({ length: tx.outputsLength }, (_, index) => {
    const output = tx.getOutput(index)
    const script = output.script ?? new Uint8Array()
    return {
      scriptpubkey: hex.encode(script),
      scriptpubkey_address: addressOfScript(script),
      value: Number(output.amount ?? 0n),
    }
  })
  return {
    txid: entry.txid,
    version: tx.version,
    locktime: tx.lockTime,
    vin,
    vout,
    size: entry.hex.length / 2,
    weight: tx.weight,
    fee: Number(entry.fee),
    status: entry.status,
  }
}
