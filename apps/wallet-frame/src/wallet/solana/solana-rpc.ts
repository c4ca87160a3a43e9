import { FoyerError } from '@foyer/common'
import { base58, base64 } from '@scure/base'
import * as z from 'zod/mini'
import type { SolanaSigner } from '../../custody/solana-key.js'
import type { ApprovalRequest, SolanaApprovalChain } from '../../ui/approval-dialog.js'
import { fillMessage, frameMessages } from '../../ui/messages.js'
import { approveOrReject } from '../signing-requests.js'
import { describeSolanaTransaction } from './solana-instructions.js'
import {
  looksLikeSolanaMessage,
  type ParsedSolanaTransaction,
  parseSolanaTransaction,
} from './solana-transaction.js'

/** What a Solana request needs from the wallet around it. */
export type SolanaRpcContext = {
  hostOrigin: string
  /** The Solana network, named in the approval. */
  chain: SolanaApprovalChain
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** The user's Solana address (base58). */
  address: string
  /** The network's JSON-RPC URL (sign-and-send only); undefined when the frame has none. */
  rpcUrl: string | undefined
  /** Runs `use` with the Solana key rebuilt for the call only. */
  withSigner: <T>(use: (signer: SolanaSigner) => Promise<T>) => Promise<T>
  fetchImpl?: typeof fetch
}

const base58Text = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))
const base64Text = z
  .string()
  .check(z.minLength(4), z.maxLength(4000), z.regex(/^[A-Za-z0-9+/]+={0,2}$/))

/** The payload of each method (WalletConnect's Solana shapes); unknown fields are refused. */
const PARAMS = {
  solana_signMessage: z.strictObject({
    message: z
      .string()
      .check(z.minLength(1), z.maxLength(8000), z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/)),
    pubkey: base58Text,
  }),
  solana_signTransaction: z.strictObject({
    transaction: base64Text,
    pubkey: z.optional(base58Text),
  }),
  solana_signAllTransactions: z.strictObject({
    transactions: z.array(base64Text).check(z.minLength(1), z.maxLength(20)),
    pubkey: z.optional(base58Text),
  }),
  solana_signAndSendTransaction: z.strictObject({
    transaction: base64Text,
    pubkey: z.optional(base58Text),
    sendOptions: z.optional(
      z.strictObject({
        skipPreflight: z.optional(z.boolean()),
        preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
        maxRetries: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
      }),
    ),
  }),
} as const

/** A Solana signing method the frame answers. */
export type SolanaMethod = keyof typeof PARAMS

/** Whether `method` is one of SPEC's four Solana signing methods. */
export function isSolanaMethod(method: string): method is SolanaMethod {
  return Object.hasOwn(PARAMS, method)
}

function parseParams<M extends SolanaMethod>(
  method: M,
  params: unknown,
): z.infer<(typeof PARAMS)[M]> {
  // WalletConnect sends the object itself; JSON-RPC arrays carry it first.
  const value = Array.isArray(params) && params.length === 1 ? params[0] : params
  const parsed = PARAMS[method].safeParse(value)
  if (!parsed.success) {
    throw new FoyerError('INVALID_PARAMS', {
      details: `${method}: ${z.prettifyError(parsed.error).slice(0, 300)}`,
    })
  }
  return parsed.data as z.infer<(typeof PARAMS)[M]>
}

function assertOwnKey(requested: string | undefined, address: string): void {
  if (requested !== undefined && requested !== address) {
    throw new FoyerError('NO_ACCOUNTS_FOUND', { details: `Not this wallet: ${requested}` })
  }
}

/** Reads a transaction and refuses one this wallet does not pay for. */
function ownTransaction(text: string, address: string): ParsedSolanaTransaction {
  const transaction = parseSolanaTransaction(base64.decode(text))
  if (transaction.feePayer !== address) {
    throw new FoyerError('INVALID_PARAMS', {
      details: `The fee payer ${transaction.feePayer} is not this wallet (${address})`,
    })
  }
  return transaction
}

/** The transaction with this wallet's signature in its slot (the fee payer's, the first). */
function signInto(transaction: ParsedSolanaTransaction, signer: SolanaSigner) {
  if (signer.address !== transaction.feePayer) throw new FoyerError('NO_ACCOUNTS_FOUND')
  const signature = signer.sign(transaction.bytes.subarray(transaction.messageOffset))
  const signed = transaction.bytes.slice()
  signed.set(signature, transaction.signatureOffset(0))
  return { signature: base58.encode(signature), transaction: base64.encode(signed) }
}

/**
 * Runs one of the four Solana signing methods (SPEC §5, §6) for the wallet at
 * `context.address`: the payload checked, the request shown decoded in the frame's approval,
 * the key rebuilt only after the user approved. A message that reads as a transaction is
 * refused (its signature would authorize that transaction); a transaction another account
 * pays for, or a malformed one, is refused before anything is shown.
 */
export async function handleSolanaRpc(
  method: SolanaMethod,
  params: unknown,
  context: SolanaRpcContext,
): Promise<unknown> {
  const { address } = context
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parseParams(method, params)
      assertOwnKey(pubkey, address)
      const bytes = base58.decode(message)
      if (looksLikeSolanaMessage(bytes)) {
        throw new FoyerError('INVALID_PARAMS', {
          details: 'This message is a Solana transaction: sign it as a transaction',
        })
      }
      await approveOrReject(context, frameMessages.SIGN_MESSAGE, [readable(bytes)])
      const signature = await context.withSigner(async (signer) => signer.sign(bytes))
      return { signature: base58.encode(signature) }
    }
    case 'solana_signTransaction': {
      const { transaction, pubkey } = parseParams(method, params)
      assertOwnKey(pubkey, address)
      const parsed = ownTransaction(transaction, address)
      const { details } = describeSolanaTransaction(parsed, address)
      await approveOrReject(context, frameMessages.SIGN_SOLANA_TRANSACTION, details)
      return context.withSigner(async (signer) => signInto(parsed, signer))
    }
    case 'solana_signAllTransactions': {
      const { transactions, pubkey } = parseParams(method, params)
      assertOwnKey(pubkey, address)
      const parsed = transactions.map((text) => ownTransaction(text, address))
      const details = parsed.flatMap((transaction, index) => [
        fillMessage(frameMessages.SOLANA_TRANSACTION_HEADING, {
          index: index + 1,
          count: parsed.length,
        }),
        ...describeSolanaTransaction(transaction, address).details,
      ])
      const title = fillMessage(frameMessages.SIGN_SOLANA_TRANSACTIONS, { count: parsed.length })
      await approveOrReject(context, title, details)
      return context.withSigner(async (signer) => ({
        transactions: parsed.map((transaction) => signInto(transaction, signer).transaction),
      }))
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, pubkey, sendOptions } = parseParams(method, params)
      assertOwnKey(pubkey, address)
      const rpcUrl = context.rpcUrl
      if (!rpcUrl) throw new FoyerError('CHAIN_NOT_SUPPORTED', { details: context.chain.name })
      const parsed = ownTransaction(transaction, address)
      const { details } = describeSolanaTransaction(parsed, address)
      await approveOrReject(context, frameMessages.SEND_SOLANA_TRANSACTION, details)
      const signed = await context.withSigner(async (signer) => signInto(parsed, signer))
      await sendRawTransaction(rpcUrl, signed.transaction, sendOptions ?? {}, context.fetchImpl)
      return { signature: signed.signature }
    }
  }
}

/** The message as text when it is printable UTF-8, else its hex. */
function readable(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (/^[\P{C}\n\r\t]*$/u.test(text)) return text
  } catch {}
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

const sendAnswer = z.union([
  z.object({ result: z.string() }),
  z.object({ error: z.object({ message: z.string() }) }),
])

async function sendRawTransaction(
  rpcUrl: string,
  transaction: string,
  options: Record<string, unknown>,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<string> {
  const response = await fetchImpl(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [transaction, { encoding: 'base64', ...options }],
    }),
  })
  if (!response.ok) throw new FoyerError('HTTP_STATUS', { values: { status: response.status } })
  const answer = sendAnswer.safeParse(await response.json().catch(() => undefined))
  if (!answer.success) throw new FoyerError('UNKNOWN_ERROR')
  if ('error' in answer.data) throw new Error(answer.data.error.message.slice(0, 500))
  return answer.data.result
}
