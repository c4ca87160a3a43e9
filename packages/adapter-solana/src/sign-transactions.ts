import { FoyerError } from '@foyer/common'
import * as z from 'zod/mini'
import {
  feature,
  signTransactionOutputSchema,
  type Wallet,
  type WalletAccount,
} from './wallet-standard.js'

const transactionBytes = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array && value.length > 0,
  { error: 'transaction must be non-empty bytes' },
)

/** Refuses a transaction that is not non-empty bytes, before any wallet is asked. */
export function requireTransactionBytes(transaction: unknown): void {
  if (!z.safeParse(transactionBytes, transaction).success) {
    throw new FoyerError('INVALID_INPUT', { details: 'transaction must be non-empty bytes' })
  }
}

/**
 * Signs serialized transactions with `account` through the wallet's `solana:signTransaction`
 * on the Wallet Standard `chain`; returns them signed, one per input. Empty input and a
 * wallet answer of another shape or length are refused with a clear error.
 */
export async function signTransactionsWith(
  wallet: Wallet,
  account: WalletAccount,
  chain: string,
  transactions: readonly Uint8Array[],
): Promise<Uint8Array[]> {
  const sign = feature<{ signTransaction(...inputs: unknown[]): Promise<unknown> }>(
    wallet,
    'solana:signTransaction',
  )
  if (!sign) throw new FoyerError('CONNECTOR_TYPE_NOT_FOUND', { details: 'solana:signTransaction' })
  for (const transaction of transactions) requireTransactionBytes(transaction)
  const answer = z.safeParse(
    signTransactionOutputSchema,
    await sign.signTransaction(
      ...transactions.map((transaction) => ({ account, transaction, chain })),
    ),
  )
  if (!answer.success || answer.data.length !== transactions.length) {
    throw new FoyerError('INVALID_INPUT', { details: `${wallet.name}: bad signTransaction answer` })
  }
  return answer.data.map((output) => output.signedTransaction)
}
