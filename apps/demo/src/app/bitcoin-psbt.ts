import { base64, hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import * as z from 'zod/mini'

/** The local chain's address parameters (bech32 `bcrt`). */
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

const utxosSchema = z.array(
  z.object({ txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)), vout: z.int(), value: z.int() }),
)

/**
 * A PSBT spending the first unspent output of `from` (a taproot ordinals address, key
 * `publicKey` x-only hex) to `to`, less a 1 000 sat fee — for the demo's "Sign a PSBT".
 */
export async function buildDemoPsbt(
  esploraUrl: string,
  from: { address: string; publicKey: string },
  to: string,
): Promise<string> {
  const response = await fetch(`${esploraUrl}/address/${encodeURIComponent(from.address)}/utxo`)
  if (!response.ok) throw new Error(`The Bitcoin node answered ${response.status}`)
  const [utxo] = utxosSchema.parse(await response.json())
  if (!utxo) throw new Error(`${from.address} has no coins to spend`)
  const tx = new Transaction()
  tx.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: {
      script: OutScript.encode(Address(REGTEST).decode(from.address)),
      amount: BigInt(utxo.value),
    },
    tapInternalKey: hex.decode(from.publicKey),
  })
  tx.addOutputAddress(to, BigInt(utxo.value) - 1_000n, REGTEST)
  return base64.encode(tx.toPSBT())
}

/** Finalizes a signed PSBT and broadcasts it; resolves the txid, rejects with the node's reason. */
export async function broadcastPsbt(esploraUrl: string, psbt: string): Promise<string> {
  const tx = Transaction.fromPSBT(base64.decode(psbt))
  tx.finalize()
  const response = await fetch(`${esploraUrl}/tx`, {
    method: 'POST',
    body: hex.encode(tx.extract()),
  })
  const text = (await response.text()).slice(0, 300)
  if (!response.ok) throw new Error(text)
  return text
}
