import * as z from 'zod/mini'
import { toBitcoinAccounts } from './accounts.js'
import {
  type BitcoinWalletBackend,
  base64Schema,
  signedPsbtSchema,
  txidSchema,
  walletAccountSchema,
} from './types.js'

/** Wallet Standard feature names for Bitcoin. */
export const BITCOIN_STANDARD_FEATURES = {
  connect: 'bitcoin:connect',
  signMessage: 'bitcoin:signMessage',
  signTransaction: 'bitcoin:signTransaction',
  sendTransfer: 'bitcoin:sendTransfer',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
} as const

/** A Wallet Standard wallet as discovery hands it over (untrusted). */
export interface StandardWallet {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
}

type AnyFunction = (...args: never[]) => unknown

/** The function `method` of feature `name`, or undefined when the wallet lacks it. */
export function featureMethod(
  wallet: StandardWallet,
  name: string,
  method: string,
): AnyFunction | undefined {
  const feature = wallet.features?.[name]
  if (!feature || typeof feature !== 'object') return undefined
  const fn = (feature as Record<string, unknown>)[method]
  return typeof fn === 'function' ? (fn as AnyFunction).bind(feature) : undefined
}

/** True when the wallet offers `bitcoin:connect`. */
export function isBitcoinStandardWallet(wallet: unknown): wallet is StandardWallet {
  if (!wallet || typeof wallet !== 'object') return false
  const candidate = wallet as Partial<StandardWallet>
  return (
    typeof candidate.name === 'string' &&
    typeof candidate.features === 'object' &&
    candidate.features !== null &&
    featureMethod(candidate as StandardWallet, BITCOIN_STANDARD_FEATURES.connect, 'connect') !==
      undefined
  )
}

const connectAnswerSchema = z.object({ accounts: z.array(walletAccountSchema) })
const signMessageAnswerSchema = z.object({ signature: base64Schema })
const sendTransferAnswerSchema = z.object({ txid: txidSchema })

function require(wallet: StandardWallet, name: string, method: string): AnyFunction {
  const fn = featureMethod(wallet, name, method)
  if (!fn) {
    throw Object.assign(new Error(`${wallet.name} does not support ${name}`), { code: 4200 })
  }
  return fn
}

/** A {@link BitcoinWalletBackend} over a Wallet Standard wallet's bitcoin features. */
export function standardBackend(wallet: StandardWallet): BitcoinWalletBackend {
  return {
    chains: () =>
      Array.isArray(wallet.chains) ? wallet.chains.filter((c) => typeof c === 'string') : [],
    async connect({ silent }) {
      const connect = require(wallet, BITCOIN_STANDARD_FEATURES.connect, 'connect') as (
        input: unknown,
      ) => Promise<unknown>
      const answer = connectAnswerSchema.parse(
        await connect({ purposes: ['payment', 'ordinals'], ...(silent ? { silent: true } : {}) }),
      )
      return toBitcoinAccounts(answer.accounts)
    },
    async disconnect() {
      const disconnect = featureMethod(wallet, BITCOIN_STANDARD_FEATURES.disconnect, 'disconnect')
      await (disconnect as (() => Promise<unknown>) | undefined)?.()
    },
    async signMessage(params) {
      const sign = require(wallet, BITCOIN_STANDARD_FEATURES.signMessage, 'signMessage') as (
        input: unknown,
      ) => Promise<unknown>
      return signMessageAnswerSchema.parse(await sign(params)).signature
    },
    async signPsbt(params) {
      const sign =
        require(wallet, BITCOIN_STANDARD_FEATURES.signTransaction, 'signTransaction') as (
          input: unknown,
        ) => Promise<unknown>
      const answer = signedPsbtSchema.parse(await sign(params))
      return answer.txid === undefined
        ? { psbt: answer.psbt }
        : { psbt: answer.psbt, txid: answer.txid }
    },
    async sendTransfer(params) {
      const send = require(wallet, BITCOIN_STANDARD_FEATURES.sendTransfer, 'sendTransfer') as (
        input: unknown,
      ) => Promise<unknown>
      return sendTransferAnswerSchema.parse(await send(params)).txid
    },
    onAccountsChanged(listener) {
      const on = featureMethod(wallet, BITCOIN_STANDARD_FEATURES.events, 'on') as
        | ((event: string, cb: (properties: unknown) => void) => unknown)
        | undefined
      if (!on) return () => {}
      const off = on('change', (properties) => {
        const parsed = z
          .object({ accounts: z.optional(z.array(walletAccountSchema)) })
          .safeParse(properties)
        if (parsed.success && parsed.data.accounts)
          listener(toBitcoinAccounts(parsed.data.accounts))
      })
      return typeof off === 'function' ? (off as () => void) : () => {}
    },
  }
}
