import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import * as z from 'zod/mini'
import type { ApprovalRequest } from '../decisions.js'
import { createWalletEsplora } from './esplora-client.js'
import {
  type BitcoinAccountPurpose,
  type BitcoinTestKey,
  deriveBitcoinTestAccount,
} from './keys.js'
import { type BitcoinMessageProtocol, signBip322, signEcdsaMessage } from './message-signing.js'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID, BITCOIN_REGTEST_NETWORK } from './network.js'
import { signPsbtInputs } from './psbt-signing.js'

/** One account the wallet shares with a site. */
export interface BitcoinWalletAccount {
  address: string
  /** Hex: compressed key (payment) or x-only internal key (ordinals). */
  publicKey: string
  purpose: BitcoinAccountPurpose
  addressType: 'p2wpkh' | 'p2tr'
  /** BIP-32 derivation path of the key (BIP-84 payment, BIP-86 ordinals). */
  path: string
}

/** Options of {@link createBitcoinWalletEngine}. */
export interface BitcoinWalletEngineOptions {
  mnemonic: string
  /** The account index (BIP-84/86 address index); defaults to 0. */
  accountIndex?: number
  /** Base URL of the local chain's esplora API. */
  esploraUrl: string
  /** Resolves when the user approves; rejects (4001) when they refuse. */
  approve(request: ApprovalRequest): Promise<void>
  /** Origins allowed to connect silently (after a reload); kept by the caller. */
  approvedOrigins?: {
    has(origin: string): boolean
    add(origin: string): void
    delete(origin: string): void
  }
  fetch?: typeof fetch
}

const connectSchema = z.object({
  purposes: z.optional(z.array(z.enum(['payment', 'ordinals']))),
  silent: z.optional(z.boolean()),
})
const signMessageSchema = z.object({
  address: z.string(),
  message: z.string().check(z.maxLength(100_000)),
  protocol: z.optional(z.enum(['bip322', 'ecdsa'])),
})
const signPsbtSchema = z.object({
  psbt: z.string().check(z.minLength(1), z.maxLength(400_000)),
  signInputs: z.record(z.string(), z.array(z.int().check(z.gte(0)))),
  broadcast: z.optional(z.boolean()),
})
const sendTransferSchema = z.object({
  recipients: z
    .array(z.object({ address: z.string(), amount: z.int().check(z.gt(0)) }))
    .check(z.minLength(1)),
})

/** The fee rate the test wallet pays, in sat/vB. */
export const TEST_WALLET_FEE_RATE = 2n

/** The wallet's Bitcoin logic: one set of handlers behind its Wallet Standard and request faces. */
export interface BitcoinWalletEngine {
  readonly chains: readonly string[]
  connect(input: unknown, origin: string): Promise<BitcoinWalletAccount[]>
  disconnect(origin: string): void
  signMessage(
    input: unknown,
    origin: string,
  ): Promise<{ address: string; signature: string; protocol: BitcoinMessageProtocol }>
  signPsbt(input: unknown, origin: string): Promise<{ psbt: string; txid?: string }>
  sendTransfer(input: unknown, origin: string): Promise<{ txid: string }>
}

class InvalidParams extends Error {
  readonly code = -32602
}

function parse<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const result = schema.safeParse(input)
  if (!result.success)
    throw new InvalidParams(`Invalid parameters: ${z.prettifyError(result.error)}`)
  return result.data
}

/**
 * The test wallet's Bitcoin side: BIP-84 payment and BIP-86 ordinals keys from the mnemonic,
 * every connect, signature and send behind the same approve / reject control as its EVM
 * side. Test keys only.
 */
export function createBitcoinWalletEngine(
  options: BitcoinWalletEngineOptions,
): BitcoinWalletEngine {
  const account = deriveBitcoinTestAccount(options.mnemonic, options.accountIndex ?? 0)
  const keys: BitcoinTestKey[] = [account.payment, account.ordinals]
  const approved = options.approvedOrigins ?? new Set<string>()
  const esplora = createWalletEsplora(options.esploraUrl, options.fetch)
  const accountsOf = (purposes: readonly BitcoinAccountPurpose[] = ['payment', 'ordinals']) =>
    keys
      .filter((key) => purposes.includes(key.purpose))
      .map(
        (key): BitcoinWalletAccount => ({
          address: key.address,
          publicKey: hex.encode(key.publicKey),
          purpose: key.purpose,
          addressType: key.purpose === 'payment' ? 'p2wpkh' : 'p2tr',
          path: key.path,
        }),
      )
  const requireConnected = (origin: string) => {
    if (!approved.has(origin)) throw Object.assign(new Error('Not connected'), { code: 4100 })
  }
  const keyOf = (address: string) => {
    const key = keys.find((candidate) => candidate.address === address)
    if (!key) throw new InvalidParams(`${address} is not an address of this wallet`)
    return key
  }
  return {
    chains: [BITCOIN_REGTEST_CAIP_NETWORK_ID],
    async connect(input, origin) {
      const { purposes, silent } = parse(connectSchema, input ?? {})
      if (silent) {
        requireConnected(origin)
      } else if (!approved.has(origin)) {
        await options.approve({ kind: 'connect', method: 'bitcoin:connect', params: input, origin })
        approved.add(origin)
      }
      return accountsOf(purposes)
    },
    disconnect(origin) {
      approved.delete(origin)
    },
    async signMessage(input, origin) {
      requireConnected(origin)
      const { address, message, protocol = 'bip322' } = parse(signMessageSchema, input)
      const key = keyOf(address)
      await options.approve({ kind: 'sign', method: 'bitcoin:signMessage', params: input, origin })
      const signature =
        protocol === 'ecdsa' ? signEcdsaMessage(key, message) : signBip322(key, message)
      return { address, signature, protocol }
    },
    async signPsbt(input, origin) {
      requireConnected(origin)
      const { psbt, signInputs, broadcast = false } = parse(signPsbtSchema, input)
      for (const address of Object.keys(signInputs)) keyOf(address)
      await options.approve({ kind: 'sign', method: 'bitcoin:signPsbt', params: input, origin })
      const signed = signPsbtInputs(psbt, keys, signInputs, broadcast)
      if (!broadcast) return { psbt: signed.psbt }
      const txid = await esplora.broadcast(hex.encode(signed.tx.extract()))
      return { psbt: signed.psbt, txid }
    },
    async sendTransfer(input, origin) {
      requireConnected(origin)
      const { recipients } = parse(sendTransferSchema, input)
      const scripts = recipients.map((recipient) => {
        try {
          return { address: recipient.address, amount: BigInt(recipient.amount) }
        } catch {
          throw new InvalidParams(`Not an amount: ${recipient.amount}`)
        }
      })
      await options.approve({ kind: 'send', method: 'bitcoin:sendTransfer', params: input, origin })
      const payment = account.payment
      const utxos = await esplora.utxos(payment.address)
      const tx = buildTransfer(payment, utxos, scripts)
      return { txid: await esplora.broadcast(hex.encode(tx.extract())) }
    },
  }
}

/** Builds and signs a payment from the payment key: largest outputs first, change back to it. */
function buildTransfer(
  payment: BitcoinTestKey,
  utxos: readonly { txid: string; vout: number; value: number }[],
  recipients: readonly { address: string; amount: bigint }[],
): Transaction {
  const tx = new Transaction()
  for (const recipient of recipients) {
    try {
      tx.addOutputAddress(recipient.address, recipient.amount, BITCOIN_REGTEST_NETWORK)
    } catch {
      throw new InvalidParams(`Not an address of the local chain: ${recipient.address}`)
    }
  }
  const wanted = recipients.reduce((sum, recipient) => sum + recipient.amount, 0n)
  let total = 0n
  // Each P2WPKH input ~68 vB, each output ~31 vB, plus ~11 vB of overhead.
  const feeFor = (inputs: number) =>
    BigInt(11 + inputs * 68 + (recipients.length + 1) * 31) * TEST_WALLET_FEE_RATE
  const sorted = [...utxos].sort((a, b) => b.value - a.value)
  let used = 0
  for (const utxo of sorted) {
    if (total >= wanted + feeFor(used)) break
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) },
    })
    total += BigInt(utxo.value)
    used++
  }
  const fee = feeFor(used)
  if (total < wanted + fee) throw new InvalidParams('Insufficient balance')
  const change = total - wanted - fee
  if (change >= 546n) tx.addOutputAddress(payment.address, change, BITCOIN_REGTEST_NETWORK)
  tx.sign(payment.privateKey)
  tx.finalize()
  return tx
}
