import { describe, expect, it } from 'vitest'
import { computeQuote } from './onramp/quote.js'
import {
  createSandboxOnrampProvider,
  SANDBOX_SIGNATURE_HEADER,
  sandboxCheckoutSchema,
  sandboxSignature,
} from './onramp/sandbox-provider.js'
import { fetchJson } from './test-utils/http.js'
import { serveDataService } from './test-utils/serve.js'

const SECRET = 'sandbox-secret-for-tests'
const BUYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TX = `0x${'ab'.repeat(32)}`

function postWebhook(url: string, body: unknown, signature?: string) {
  const raw = JSON.stringify(body)
  return fetch(`${url}/v1/onramp/webhook/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: `sha256=${signature ?? sandboxSignature(SECRET, raw)}`,
    },
    body: raw,
  })
}

describe('on-ramp quotes', () => {
  const provider = createSandboxOnrampProvider({
    checkoutUrl: 'http://127.0.0.1:1/c',
    secret: SECRET,
  })
  const eth = { chainId: 'eip155:31337', asset: 'native', symbol: 'ETH', decimals: 18, price: 3000 }

  it('takes the 1.5 % fee off first and buys the rest at the price, cut to 6 decimals', () => {
    const quote = computeQuote(provider, eth, '100')
    expect(quote).toMatchObject({ fiatAmount: '100.00', fee: '1.50', feePercent: 1.5 })
    // 98.50 / 3000 = 0.0328333…
    expect(quote.cryptoAmount).toBe('0.032833')
    expect(quote.cryptoAmountBaseUnits).toBe('32833000000000000')
  })

  it('rounds the fee to the cent and handles tokens with few decimals', () => {
    const usd = { ...eth, asset: '0xabc', symbol: 'FUSD', decimals: 6, price: 1 }
    const quote = computeQuote(provider, usd, '10.01')
    expect(quote.fee).toBe('0.15') // 0.15015
    expect(quote.cryptoAmount).toBe('9.860000')
    expect(quote.cryptoAmountBaseUnits).toBe('9860000')
  })
})

describe('on-ramp endpoints with the sandbox provider', () => {
  const server = serveDataService({
    prices: { 'eip155:31337:native': 3000 },
    onrampSandbox: { checkoutUrl: 'http://127.0.0.1:4999/checkout', secret: SECRET },
  })

  it('lists the sandbox with its fee and what it sells', async () => {
    const { status, body } = await fetchJson(`${server.url}/v1/onramp/options?chainId=eip155:31337`)
    expect(status).toBe(200)
    expect(body.providers).toEqual([
      {
        id: 'sandbox',
        name: 'Foyer Sandbox',
        feePercent: 1.5,
        assets: [{ chainId: 'eip155:31337', asset: 'native', symbol: 'ETH', decimals: 18 }],
      },
    ])
  })

  it('refuses malformed quotes and unknown chains with a clear 400', async () => {
    const base = `${server.url}/v1/onramp/quote?providerId=sandbox&chainId=eip155:31337&asset=native`
    expect((await fetchJson(`${base}&amount=0.5`)).body.error.message).toMatch(/amount/)
    expect((await fetchJson(`${base}&amount=abc`)).status).toBe(400)
    const other = await fetchJson(
      `${server.url}/v1/onramp/quote?providerId=sandbox&chainId=eip155:1&asset=native&amount=10`,
    )
    expect(other.status).toBe(400)
    expect(other.body.error.message).toMatch(/Unsupported chain eip155:1/)
  })

  it('creates an order with a signed checkout link; only a signed webhook completes it, once', async () => {
    const created = await fetchJson(`${server.url}/v1/onramp/checkout`, {
      providerId: 'sandbox',
      chainId: 'eip155:31337',
      asset: 'native',
      amount: '100',
      address: BUYER,
    })
    expect(created.status).toBe(200)
    const { order, url } = created.body
    expect(order).toMatchObject({ status: 'pending', address: BUYER, txHash: null })
    const link = new URL(url)
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:4999/checkout')
    const encoded = link.searchParams.get('order') ?? ''
    expect(link.searchParams.get('sig')).toBe(sandboxSignature(SECRET, encoded))
    const content = sandboxCheckoutSchema.parse(
      JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')),
    )
    expect(content).toMatchObject({
      orderId: order.id,
      to: BUYER,
      cryptoAmountBaseUnits: '32833000000000000',
      webhookUrl: `${server.url}/v1/onramp/webhook/sandbox`,
    })

    const forged = await postWebhook(
      server.url,
      { orderId: order.id, status: 'completed', txHash: TX },
      sandboxSignature('another-secret-entirely', 'x'),
    )
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { error: { message: string } }).error.message).toMatch(
      /signature/,
    )
    expect((await fetchJson(`${server.url}/v1/onramp/orders/${order.id}`)).body.status).toBe(
      'pending',
    )

    const done = await postWebhook(server.url, {
      orderId: order.id,
      status: 'completed',
      txHash: TX,
    })
    expect(done.status).toBe(200)
    const after = await fetchJson(`${server.url}/v1/onramp/orders/${order.id}`)
    expect(after.body).toMatchObject({ status: 'completed', txHash: TX })
    // A later report on a finished order changes nothing.
    await postWebhook(server.url, { orderId: order.id, status: 'failed', reason: 'late' })
    expect((await fetchJson(`${server.url}/v1/onramp/orders/${order.id}`)).body.status).toBe(
      'completed',
    )
  })

  it('answers 404 for an unknown order and 400 for a malformed webhook', async () => {
    expect((await fetchJson(`${server.url}/v1/onramp/orders/00000000-0000`)).status).toBe(404)
    expect((await postWebhook(server.url, { orderId: 'x', status: 'done' })).status).toBe(400)
  })
})

describe('on-ramp endpoints without a provider', () => {
  const server = serveDataService()
  it('answer 404', async () => {
    const { status } = await fetchJson(`${server.url}/v1/onramp/options?chainId=eip155:31337`)
    expect(status).toBe(404)
  })
})
