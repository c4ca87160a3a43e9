import type { OnrampDataClient, OnrampOrder, OnrampQuote } from '@foyer/core'
import { createFixtureBlockchainData } from './fixture-blockchain-data.js'

/** A quote as the sandbox gives it for `amount` dollars of ETH at 3000 USD (1.5 % fee). */
export function sandboxQuote(amount: string): OnrampQuote {
  const cents = Math.round(Number(amount) * 100)
  const fee = Math.round(cents * 0.015)
  const eth = Math.floor(((cents - fee) / 100 / 3000) * 1e6) / 1e6
  return {
    providerId: 'sandbox',
    chainId: 'eip155:1',
    asset: 'native',
    symbol: 'ETH',
    decimals: 18,
    fiatCurrency: 'USD',
    fiatAmount: (cents / 100).toFixed(2),
    feePercent: 1.5,
    fee: (fee / 100).toFixed(2),
    cryptoAmount: eth.toFixed(6),
    cryptoAmountBaseUnits: String(BigInt(Math.round(eth * 1e6)) * 10n ** 12n),
    price: 3000,
  }
}

/** USD Coin's contract on Ethereum, the sandbox's second asset. */
export const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

/**
 * An in-memory on-ramp data service with the sandbox provider: `complete()` and `fail()`
 * settle the last order as the provider's webhook would.
 */
export function createFixtureOnramp() {
  const orders = new Map<string, OnrampOrder>()
  const checkouts: { address: string; amount: string }[] = []
  /** The asset of every quote asked for, in order. */
  const quoted: string[] = []
  let last: string | undefined
  const onramp: OnrampDataClient = {
    async getOnrampOptions() {
      return {
        fiatCurrencies: ['USD'],
        minAmount: 1,
        maxAmount: 10_000,
        providers: [
          {
            id: 'sandbox',
            name: 'Foyer Sandbox',
            feePercent: 1.5,
            assets: [
              { chainId: 'eip155:1', asset: 'native', symbol: 'ETH', decimals: 18 },
              { chainId: 'eip155:1', asset: USDC, symbol: 'USDC', decimals: 6 },
            ],
          },
        ],
      }
    },
    async getOnrampQuote(params) {
      quoted.push(params.asset)
      return sandboxQuote(params.amount)
    },
    async createOnrampCheckout({ amount, address }) {
      checkouts.push({ address, amount })
      const id = `order-${orders.size + 1}-0000`
      const order: OnrampOrder = {
        id,
        providerId: 'sandbox',
        status: 'pending',
        address,
        quote: sandboxQuote(amount),
        txHash: null,
        reason: null,
        createdAt: 1,
        updatedAt: 1,
      }
      orders.set(id, order)
      last = id
      return { order, url: `http://127.0.0.1:4999/checkout?order=${id}` }
    },
    async getOnrampOrder({ id }) {
      const order = orders.get(id)
      if (!order) throw new Error('HTTP status code: 404')
      return order
    },
  }
  const settle = (patch: Partial<OnrampOrder>) => {
    if (!last) throw new Error('no order yet')
    orders.set(last, { ...orders.get(last)!, ...patch })
  }
  return {
    data: { ...createFixtureBlockchainData(), ...onramp },
    checkouts,
    quoted,
    complete: () => settle({ status: 'completed', txHash: `0x${'ab'.repeat(32)}` }),
    fail: (reason: string) => settle({ status: 'failed', reason }),
  }
}
