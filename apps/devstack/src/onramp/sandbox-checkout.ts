import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  isSandboxSignature,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCheckout,
  sandboxCheckoutSchema,
  sandboxSignature,
} from '@foyer/data-service'
import type { Hex } from 'viem'
import { DEVSTACK_HOST } from '../constants.js'
import type { RunningService } from '../services.js'
import type { DevstackChain } from '../types.js'
import { checkoutPage, errorPage, resultPage } from './checkout-page.js'
import { SandboxPayout } from './sandbox-payout.js'

/** The devnet account (index) the stack's sandbox pays buyers from; the seed leaves it alone. */
export const SANDBOX_FUNDER_ACCOUNT = 8

/** Options of {@link startSandboxCheckout}. */
export interface SandboxCheckoutOptions {
  /** Port on 127.0.0.1 (0: a free one). */
  port: number
  /** The devnets it sells on. */
  chains: readonly DevstackChain[]
  /** Private key of the funded devnet account that pays the buyers. */
  funderKey: Hex
  /** Secret shared with the data service. Default: 32 random bytes, hex. */
  secret?: string
}

/** The running sandbox checkout. */
export interface SandboxCheckoutServer extends RunningService {
  /** The checkout page's URL (what the data service links to). */
  checkoutUrl: string
  /** The secret it shares with the data service (`FOYER_ONRAMP_SANDBOX_SECRET`). */
  secret: string
}

const MAX_FORM_BYTES = 16 * 1024

/**
 * The local sandbox on-ramp's hosted checkout: `GET /checkout?order=&sig=` shows a signed
 * order (what the buyer pays, the fee, what arrives), and Pay (`POST /pay`) credits the
 * buyer on the devnet from the funded account, then reports to the order's webhook with a
 * signed body. An order is paid at most once; a link whose signature does not match is refused.
 */
export async function startSandboxCheckout(
  options: SandboxCheckoutOptions,
): Promise<SandboxCheckoutServer> {
  const secret = options.secret ?? randomBytes(32).toString('hex')
  const payout = new SandboxPayout(options.chains, options.funderKey)
  const paid = new Map<string, Promise<{ txHash: string } | { error: string }>>()

  function readOrder(encoded: string | null, signature: string | null): SandboxCheckout {
    if (!encoded || !signature || !isSandboxSignature(secret, encoded, signature)) {
      throw new Error('This checkout link is not signed by the data service.')
    }
    return sandboxCheckoutSchema.parse(
      JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')),
    )
  }

  async function settle(order: SandboxCheckout): Promise<{ txHash: string } | { error: string }> {
    let outcome: { txHash: string } | { error: string }
    try {
      outcome = { txHash: await payout.pay(order) }
    } catch (error) {
      outcome = { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) }
    }
    const body = JSON.stringify(
      'txHash' in outcome
        ? { orderId: order.orderId, status: 'completed', txHash: outcome.txHash }
        : { orderId: order.orderId, status: 'failed', reason: outcome.error },
    )
    const response = await fetch(order.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: `sha256=${sandboxSignature(secret, body)}`,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => error as Error)
    if (response instanceof Error || !response.ok) {
      const why = response instanceof Error ? response.message : `HTTP ${response.status}`
      return 'txHash' in outcome
        ? { error: `Paid (${outcome.txHash}), but the webhook failed: ${why}` }
        : outcome
    }
    return outcome
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const send = (status: number, html: string) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      })
      res.end(html)
    }
    if (req.method === 'GET' && url.pathname === '/checkout') {
      try {
        const encoded = url.searchParams.get('order')
        const signature = url.searchParams.get('sig')
        const order = readOrder(encoded, signature)
        send(200, checkoutPage(order, encoded!, signature!))
      } catch (error) {
        send(400, errorPage(error instanceof Error ? error.message : String(error)))
      }
      return
    }
    if (req.method === 'POST' && url.pathname === '/pay') {
      const form = new URLSearchParams(await readForm(req))
      let order: SandboxCheckout
      try {
        order = readOrder(form.get('order'), form.get('sig'))
      } catch (error) {
        send(400, errorPage(error instanceof Error ? error.message : String(error)))
        return
      }
      // A second Pay on the same order shows the first one's outcome: nothing is paid twice.
      let outcome = paid.get(order.orderId)
      if (!outcome) {
        outcome = settle(order)
        paid.set(order.orderId, outcome)
      }
      const result = await outcome
      send('error' in result ? 502 : 200, resultPage(order, result))
      return
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(error instanceof Error ? error.message : 'error')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, DEVSTACK_HOST, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${DEVSTACK_HOST}:${port}`
  return {
    url,
    checkoutUrl: `${url}/checkout`,
    secret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readForm(req: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    size += buffer.length
    if (size > MAX_FORM_BYTES) throw new Error('Form too large')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
