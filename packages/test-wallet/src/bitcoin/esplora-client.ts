import * as z from 'zod/mini'

const utxoListSchema = z.array(
  z.object({
    txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    vout: z.int().check(z.gte(0)),
    value: z.int().check(z.gte(0)),
    status: z.object({ confirmed: z.boolean() }),
  }),
)
/** An unspent output as esplora lists it. */
export type EsploraUtxo = z.infer<typeof utxoListSchema>[number]

/** The few esplora calls the test wallet makes, answers checked with zod. */
export interface WalletEsplora {
  utxos(address: string): Promise<EsploraUtxo[]>
  /** Broadcasts a raw transaction (hex); resolves with its id, rejects with the node's reason. */
  broadcast(rawHex: string): Promise<string>
}

/** An esplora client for the wallet, at `baseUrl`. */
export function createWalletEsplora(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
): WalletEsplora {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    async utxos(address) {
      const response = await fetchImpl(`${base}/address/${encodeURIComponent(address)}/utxo`)
      if (!response.ok) throw new Error(`The Bitcoin node answered ${response.status}`)
      return utxoListSchema.parse(await response.json())
    },
    async broadcast(rawHex) {
      const response = await fetchImpl(`${base}/tx`, { method: 'POST', body: rawHex })
      const text = (await response.text()).slice(0, 500)
      if (!response.ok) throw new Error(`Broadcast refused: ${text}`)
      if (!/^[0-9a-f]{64}$/.test(text.trim()))
        throw new Error('The node answered no transaction id')
      return text.trim()
    },
  }
}
