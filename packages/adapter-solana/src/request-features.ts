import type { WalletAccount } from '@wallet-standard/base'
import { decodeBase58, encodeBase58 } from './base58.js'
import {
  fromBase64,
  parseAnswer,
  toBase64,
  wcSignAllTransactionsAnswer,
  wcSignAndSendAnswer,
  wcSignMessageAnswer,
  wcSignTransactionAnswer,
} from './walletconnect/answers.js'

/**
 * Sends one Solana signing request (WalletConnect's method names and payloads) for `account`
 * on the Wallet Standard `chain` the adapter asked for, and answers the wallet's reply.
 */
export type SolanaRequest = (
  method: string,
  params: Record<string, unknown>,
  target: { account: WalletAccount; chain?: string | undefined },
) => Promise<unknown>

interface TransactionInput {
  account: WalletAccount
  transaction: Uint8Array
  chain?: string
}

/** A signed transaction's bytes: the wallet's copy, else ours with its signature put in. */
function signedBytes(input: Uint8Array, answer: { signature?: string; transaction?: string }) {
  if (answer.transaction) return fromBase64(answer.transaction)
  // Only the signature: it is the fee payer's, the first of the (short-counted) list.
  if (!answer.signature || input[0] === undefined || input[0] > 127) {
    throw new Error('The wallet returned no signed transaction')
  }
  const signed = new Uint8Array(input)
  signed.set(decodeBase58(answer.signature), 1)
  return signed
}

/**
 * The Wallet Standard signing features of a wallet reached by requests (a WalletConnect
 * session, the embedded wallet's frame): `solana:signMessage`, `solana:signTransaction` (two
 * or more at once as `solana_signAllTransactions`) and `solana:signAndSendTransaction`, each
 * answer parsed.
 */
export function requestSigningFeatures(request: SolanaRequest) {
  return {
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        const outputs = []
        for (const { account, message } of inputs) {
          const answer = await request(
            'solana_signMessage',
            { message: encodeBase58(message), pubkey: account.address },
            { account },
          )
          const { signature } = parseAnswer(wcSignMessageAnswer, answer, 'solana_signMessage')
          outputs.push({ signedMessage: message, signature: decodeBase58(signature) })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: TransactionInput[]) {
        const [first] = inputs
        if (!first) return []
        if (inputs.length > 1) {
          const answer = await request(
            'solana_signAllTransactions',
            { transactions: inputs.map((input) => toBase64(input.transaction)) },
            first,
          )
          const { transactions } = parseAnswer(
            wcSignAllTransactionsAnswer,
            answer,
            'solana_signAllTransactions',
          )
          return transactions.map((each) => ({ signedTransaction: fromBase64(each) }))
        }
        const answer = await request(
          'solana_signTransaction',
          { transaction: toBase64(first.transaction) },
          first,
        )
        const parsed = parseAnswer(wcSignTransactionAnswer, answer, 'solana_signTransaction')
        return [{ signedTransaction: signedBytes(first.transaction, parsed) }]
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: TransactionInput[]) {
        const outputs = []
        for (const input of inputs) {
          const answer = await request(
            'solana_signAndSendTransaction',
            { transaction: toBase64(input.transaction) },
            input,
          )
          const { signature } = parseAnswer(
            wcSignAndSendAnswer,
            answer,
            'solana_signAndSendTransaction',
          )
          outputs.push({ signature: decodeBase58(signature) })
        }
        return outputs
      },
    },
  }
}
