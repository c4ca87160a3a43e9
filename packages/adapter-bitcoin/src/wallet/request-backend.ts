import * as z from 'zod/mini'
import { toBitcoinAccounts } from './accounts.js'
import {
  type BitcoinWalletBackend,
  base64Schema,
  signedPsbtSchema,
  txidSchema,
  walletAccountSchema,
} from './types.js'

/** A wallet in the sats-connect request style: `request(method, params)`. */
export interface BitcoinRequestProvider {
  request(method: string, params?: unknown): Promise<unknown>
}

const answerSchema = z.union([
  z.object({ status: z.literal('success'), result: z.unknown() }),
  z.object({
    status: z.literal('error'),
    error: z.object({ code: z.number(), message: z.optional(z.string()) }),
  }),
])

/** True when `value` has a `request` function. */
export function isBitcoinRequestProvider(value: unknown): value is BitcoinRequestProvider {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

/**
 * A {@link BitcoinWalletBackend} over a sats-connect style provider: `getAccounts`,
 * `signMessage`, `signPsbt`, `sendTransfer`, `wallet_disconnect`. An error answer is
 * thrown with its code (4001 and the like, mapped by core).
 */
export function requestBackend(provider: BitcoinRequestProvider): BitcoinWalletBackend {
  const call = async <T>(method: string, params: unknown, schema: z.ZodMiniType<T>) => {
    const answer = answerSchema.parse(await provider.request(method, params))
    if (answer.status === 'error') {
      throw Object.assign(new Error(answer.error.message ?? `${method} failed`), {
        code: answer.error.code,
      })
    }
    return schema.parse(answer.result)
  }
  return {
    chains: () => [],
    async connect({ silent }) {
      const accounts = await call(
        'getAccounts',
        { purposes: ['payment', 'ordinals'], ...(silent ? { silent: true } : {}) },
        z.array(walletAccountSchema),
      )
      return toBitcoinAccounts(accounts)
    },
    async disconnect() {
      await call('wallet_disconnect', undefined, z.unknown())
    },
    async signMessage(params) {
      return (await call('signMessage', params, z.object({ signature: base64Schema }))).signature
    },
    async signPsbt(params) {
      const answer = await call('signPsbt', params, signedPsbtSchema)
      return answer.txid === undefined
        ? { psbt: answer.psbt }
        : { psbt: answer.psbt, txid: answer.txid }
    },
    async sendTransfer(params) {
      return (await call('sendTransfer', params, z.object({ txid: txidSchema }))).txid
    },
  }
}
