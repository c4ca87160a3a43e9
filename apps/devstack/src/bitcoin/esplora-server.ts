import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { addressInfo, addressUtxos, txJson } from './esplora-format.js'
import type { BitcoinLedger } from './ledger.js'
import { BitcoinTxRejected } from './verify-input.js'

/** The fee rates (sat/vB by confirmation target in blocks) the service quotes. */
export const BITCOIN_FEE_ESTIMATES: Readonly<Record<string, number>> = {
  '1': 3,
  '2': 2.5,
  '3': 2,
  '6': 1.5,
  '144': 1,
}

/** The largest request body (a raw transaction in hex) the service reads. */
const MAX_BODY_BYTES = 400_000

/** A running esplora-compatible service. */
export interface EsploraServer {
  url: string
  close(): Promise<void>
}

/** Options of {@link startEsploraServer}. */
export interface EsploraServerOptions {
  host: string
  port: number
  ledger: BitcoinLedger
  /** Called after `POST /mine` mined a block (so the miner can restart its timer). */
  onMine?: () => void
}

const TXID = /^[0-9a-f]{64}$/

/**
 * Serves `ledger` over the subset of the esplora HTTP API that wallets use: address totals and
 * UTXOs, transactions (JSON, hex, status), broadcast, fee estimates and the tip, plus
 * `POST /mine` to mine a block on demand (not part of esplora). Answers any origin (CORS), as
 * the demo and test wallet call it from the browser.
 */
export async function startEsploraServer(options: EsploraServerOptions): Promise<EsploraServer> {
  const server = createServer((request, response) => {
    handle(options, request, response).catch((error: unknown) => {
      send(response, 500, `Internal error: ${(error as Error).message}`)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

async function handle(
  { ledger, onMine }: EsploraServerOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const parts = url.pathname.split('/').filter(Boolean)
  const method = request.method ?? 'GET'
  if (method === 'OPTIONS') return send(response, 204, '')
  if (method === 'POST' && url.pathname === '/tx') {
    const body = await readBody(request)
    if (body === undefined) return send(response, 413, 'The transaction is too large')
    try {
      return send(response, 200, ledger.submit(body))
    } catch (error) {
      if (error instanceof BitcoinTxRejected) return send(response, 400, error.message)
      throw error
    }
  }
  if (method === 'POST' && url.pathname === '/mine') {
    const block = ledger.mine()
    onMine?.()
    return sendJson(response, { height: block.height, hash: block.hash, txids: block.txids })
  }
  if (method !== 'GET') return send(response, 405, 'Method not allowed')
  if (url.pathname === '/blocks/tip/height') return send(response, 200, String(ledger.tip.height))
  if (url.pathname === '/blocks/tip/hash') return send(response, 200, ledger.tip.hash)
  if (url.pathname === '/fee-estimates') return sendJson(response, BITCOIN_FEE_ESTIMATES)
  if (parts[0] === 'address' && parts[1] && parts.length <= 3) {
    try {
      if (parts.length === 2) return sendJson(response, addressInfo(ledger, parts[1]))
      if (parts[2] === 'utxo') return sendJson(response, addressUtxos(ledger, parts[1]))
      if (parts[2] === 'txs') {
        const txs = ledger.allTxs().filter((entry) => {
          const json = txJson(entry)
          return (
            json.vout.some((out) => out.scriptpubkey_address === parts[1]) ||
            json.vin.some((input) => input.prevout?.scriptpubkey_address === parts[1])
          )
        })
        return sendJson(response, txs.reverse().map(txJson))
      }
    } catch (error) {
      if (error instanceof BitcoinTxRejected) return send(response, 400, error.message)
      throw error
    }
  }
  if (parts[0] === 'tx' && parts[1] && TXID.test(parts[1]) && parts.length <= 3) {
    const entry = ledger.getTx(parts[1])
    if (!entry) return send(response, 404, 'Transaction not found')
    if (parts.length === 2) return sendJson(response, txJson(entry))
    if (parts[2] === 'hex') return send(response, 200, entry.hex)
    if (parts[2] === 'status') return sendJson(response, entry.status)
  }
  return send(response, 404, 'Not found')
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      // Past the limit the rest is read and dropped, so that the answer still reaches the client.
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    request.on('end', () =>
      resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    )
    request.on('error', reject)
  })
}

function headers(contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'cache-control': 'no-store',
  }
}

function send(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, headers('text/plain; charset=utf-8')).end(body)
}

function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, headers('application/json')).end(JSON.stringify(body))
}
