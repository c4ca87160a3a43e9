import type { BitcoinWalletEngine } from './bitcoin-engine.js'

/** A sats-connect style answer: `{ status: 'success', result }` or `{ status: 'error', error }`. */
export type BitcoinRequestAnswer =
  | { status: 'success'; result: unknown }
  | { status: 'error'; error: { code: number; message: string } }

/** The sats-connect style face of the test wallet: `request(method, params)`. */
export interface BitcoinRequestProvider {
  readonly isFoyerTestWallet: true
  request(method: string, params?: unknown): Promise<BitcoinRequestAnswer>
}

/**
 * Wraps the engine in the sats-connect request style: `getAccounts`, `signMessage`,
 * `signPsbt`, `sendTransfer`, `wallet_disconnect`. Never throws: failures are answered as
 * `{ status: 'error' }` with a numeric code (4001 refused, -32602 bad params, 4100 not
 * connected, -32601 unknown method).
 */
export function createBitcoinRequestProvider(
  engine: BitcoinWalletEngine,
  origin: () => string,
): BitcoinRequestProvider {
  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    getAccounts: async (params) => engine.connect(params ?? {}, origin()),
    signMessage: (params) => engine.signMessage(params, origin()),
    signPsbt: (params) => engine.signPsbt(params, origin()),
    sendTransfer: (params) => engine.sendTransfer(params, origin()),
    wallet_disconnect: async () => {
      engine.disconnect(origin())
      return null
    },
  }
  return {
    isFoyerTestWallet: true,
    async request(method, params) {
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
      if (!handler) {
        return { status: 'error', error: { code: -32601, message: `Unsupported method ${method}` } }
      }
      try {
        return { status: 'success', result: await handler(params) }
      } catch (error) {
        const code = (error as { code?: unknown }).code
        return {
          status: 'error',
          error: {
            code: typeof code === 'number' ? code : -32603,
            message: error instanceof Error ? error.message : String(error),
          },
        }
      }
    },
  }
}
