import { base58, base64 } from '@scure/base'
import * as z from 'zod/mini'
import type { BitcoinWalletEngine } from '../bitcoin/bitcoin-engine.js'
import type { SolanaWalletEngine } from '../solana/solana-engine.js'
import type { SessionRequest, SessionResponse } from './session-requests.js'

/** The non-EVM engines a WalletConnect session request may reach. */
export interface MultichainEngines {
  solana?: SolanaWalletEngine
  bitcoin?: BitcoinWalletEngine
}

class InvalidRequest extends Error {
  readonly code: number
  constructor(message: string, code = -32602) {
    super(message)
    this.code = code
  }
}

function parse<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const result = schema.safeParse(input)
  if (!result.success)
    throw new InvalidRequest(`Invalid parameters: ${z.prettifyError(result.error)}`)
  return result.data
}

function decode(codec: { decode(text: string): Uint8Array }, text: string, what: string) {
  try {
    return codec.decode(text)
  } catch {
    throw new InvalidRequest(`${what} is not well encoded`)
  }
}

const solanaSignMessageParams = z.looseObject({ message: z.string(), pubkey: z.string() })
const solanaTransactionParams = z.looseObject({ transaction: z.string() })
const solanaAllTransactionsParams = z.looseObject({
  transactions: z.array(z.string()).check(z.minLength(1)),
})

/**
 * Answers WalletConnect's solana methods (base58 messages and signatures, base64
 * transactions) with the Solana engine, on the request's chain.
 */
async function answerSolana(
  engine: SolanaWalletEngine,
  method: string,
  params: unknown,
  chain: string,
  origin: string,
): Promise<unknown> {
  const account = { address: engine.key.address }
  const transactionInput = (text: string) => ({
    account,
    chain,
    transaction: decode(base64, text, 'transaction'),
  })
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parse(solanaSignMessageParams, params)
      const [signed] = await engine.signMessage(
        [{ account: { address: pubkey }, message: decode(base58, message, 'message') }],
        origin,
      )
      return { signature: base58.encode(signed!.signature) }
    }
    case 'solana_signTransaction': {
      const { transaction } = parse(solanaTransactionParams, params)
      const [signed] = await engine.signTransaction([transactionInput(transaction)], origin)
      const bytes = signed!.signedTransaction
      // A transaction's first signature is the fee payer's: bytes 1..65 after the count.
      return { signature: base58.encode(bytes.slice(1, 65)), transaction: base64.encode(bytes) }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parse(solanaAllTransactionsParams, params)
      const signed = await engine.signTransaction(transactions.map(transactionInput), origin)
      return { transactions: signed.map((each) => base64.encode(each.signedTransaction)) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction } = parse(solanaTransactionParams, params)
      const [sent] = await engine.signAndSendTransaction([transactionInput(transaction)], origin)
      return { signature: base58.encode(sent!.signature) }
    }
    default:
      throw new InvalidRequest(`Unsupported method ${method}`, -32601)
  }
}

const bip122SignMessageParams = z.looseObject({
  account: z.string(),
  message: z.string(),
  address: z.optional(z.string()),
  protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
})
const bip122SendTransferParams = z.looseObject({
  account: z.string(),
  recipientAddress: z.string(),
  amount: z
    .string()
    .check(z.regex(/^[1-9][0-9]{0,15}$/, 'amount must be a positive integer of sats')),
})
const bip122SignPsbtParams = z.looseObject({
  account: z.string(),
  psbt: z.string(),
  signInputs: z.array(z.looseObject({ address: z.string(), index: z.int().check(z.gte(0)) })),
  broadcast: z.optional(z.boolean()),
})
const bip122AccountAddressesParams = z.looseObject({
  account: z.string(),
  intentions: z.optional(z.array(z.string())),
})

/**
 * Answers WalletConnect's bip122 methods with the Bitcoin engine: `getAccountAddresses`,
 * `signMessage` (BIP-322 unless `protocol: 'ecdsa'`), `sendTransfer`, `signPsbt`.
 */
async function answerBitcoin(
  engine: BitcoinWalletEngine,
  method: string,
  params: unknown,
  origin: string,
): Promise<unknown> {
  switch (method) {
    case 'getAccountAddresses': {
      const { intentions } = parse(bip122AccountAddressesParams, params)
      const accounts = await engine.connect({ silent: true }, origin)
      return accounts
        .filter(({ purpose }) => {
          const intention = purpose === 'ordinals' ? 'ordinal' : 'payment'
          return !intentions || intentions.includes(intention)
        })
        .map(({ address, publicKey, purpose, path }) => ({
          address,
          publicKey,
          path,
          intention: purpose === 'ordinals' ? 'ordinal' : 'payment',
        }))
    }
    case 'signMessage': {
      const { account, message, address, protocol } = parse(bip122SignMessageParams, params)
      const signed = await engine.signMessage(
        { address: address ?? account, message, protocol: protocol ?? 'bip322' },
        origin,
      )
      return { address: signed.address, signature: signed.signature }
    }
    case 'sendTransfer': {
      const { recipientAddress, amount } = parse(bip122SendTransferParams, params)
      return engine.sendTransfer(
        { recipients: [{ address: recipientAddress, amount: Number(amount) }] },
        origin,
      )
    }
    case 'signPsbt': {
      const { psbt, signInputs, broadcast } = parse(bip122SignPsbtParams, params)
      const byAddress: Record<string, number[]> = {}
      for (const { address, index } of signInputs) {
        byAddress[address] = [...(byAddress[address] ?? []), index]
      }
      return engine.signPsbt({ psbt, signInputs: byAddress, broadcast: broadcast ?? false }, origin)
    }
    default:
      throw new InvalidRequest(`Unsupported method ${method}`, -32601)
  }
}

/** Whether a request's chain belongs to a namespace answered here (solana, bip122). */
export function isMultichainRequest(request: SessionRequest): boolean {
  return /^(solana|bip122):/.test(request.params.chainId)
}

/**
 * Answers one solana or bip122 session request as the site at `origin`, behind the engines'
 * approve / reject control. Errors become JSON-RPC errors with the engine's code (4001
 * refused, -32602 bad parameters, -32601 unknown method).
 */
export async function answerMultichainRequest(
  request: SessionRequest,
  origin: string,
  engines: MultichainEngines,
): Promise<SessionResponse> {
  const { id, params } = request
  const { method, params: methodParams } = params.request
  try {
    let result: unknown
    if (params.chainId.startsWith('solana:')) {
      if (!engines.solana) throw new InvalidRequest('The test wallet has no Solana account', 5100)
      result = await answerSolana(engines.solana, method, methodParams, params.chainId, origin)
    } else {
      if (!engines.bitcoin) throw new InvalidRequest('The test wallet has no Bitcoin account', 5100)
      result = await answerBitcoin(engines.bitcoin, method, methodParams, origin)
    }
    return { id, jsonrpc: '2.0', result }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    return {
      id,
      jsonrpc: '2.0',
      error: {
        code: typeof code === 'number' ? code : -32603,
        message: error instanceof Error ? error.message : String(error),
      },
    }
  }
}
