import type { VersionedTransaction } from '@solana/web3.js'
import { encodeBase58 } from './base58.js'
import type { LedgerTransaction } from './ledger.js'

/** `getTransaction`'s answer for a processed transaction, in `json` or `base64` encoding. */
export function transactionResponse(entry: LedgerTransaction, encoding: 'json' | 'base64') {
  const transaction = entry.transaction
  if (!transaction) return null
  return {
    slot: entry.slot,
    blockTime: entry.blockTime,
    version: transaction.version === 'legacy' ? 'legacy' : transaction.version,
    transaction:
      encoding === 'base64'
        ? [Buffer.from(transaction.serialize()).toString('base64'), 'base64']
        : transactionJson(transaction),
    meta: {
      err: entry.err,
      status: entry.err === null ? { Ok: null } : { Err: entry.err },
      fee: entry.fee,
      preBalances: entry.preBalances,
      postBalances: entry.postBalances,
      innerInstructions: [],
      logMessages: entry.logs,
      preTokenBalances: [],
      postTokenBalances: [],
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: entry.computeUnitsConsumed,
    },
  }
}

function transactionJson(transaction: VersionedTransaction) {
  const message = transaction.message
  return {
    signatures: transaction.signatures.map((signature) => encodeBase58(signature)),
    message: {
      accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
      header: message.header,
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((instruction) => ({
        programIdIndex: instruction.programIdIndex,
        accounts: instruction.accountKeyIndexes,
        data: encodeBase58(instruction.data),
        stackHeight: null,
      })),
      ...(transaction.version === 'legacy' ? {} : { addressTableLookups: [] }),
    },
  }
}
