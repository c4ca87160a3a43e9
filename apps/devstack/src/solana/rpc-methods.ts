import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { type PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import * as z from 'zod'
import { type AccountEncoding, encodeAccount } from './account-encoding.js'
import { decodeBase58 } from './base58.js'
import {
  LAMPORTS_PER_SIGNATURE,
  LedgerRejection,
  publicKeyOf,
  type SolanaLedger,
} from './ledger.js'
import { invalidParams, SolanaRpcError } from './rpc-errors.js'
import { transactionResponse } from './transaction-json.js'

/** What the RPC says about itself. */
export interface SolanaRpcIdentity {
  genesisHash: string
  /** Version reported by `getVersion`. */
  version: string
}

/** A JSON-RPC method: takes the raw params, returns the result or throws {@link SolanaRpcError}. */
export type SolanaRpcMethod = (params: unknown) => unknown

const config = z.optional(z.looseObject({}))
const encodingOf = (options: Record<string, unknown> | undefined): AccountEncoding => {
  const value = options?.encoding
  return value === 'jsonParsed' || value === 'base58' ? value : 'base64'
}

function parse<T extends z.ZodType>(schema: T, params: unknown): z.infer<T> {
  const result = schema.safeParse(params ?? [])
  if (!result.success) throw invalidParams(z.prettifyError(result.error))
  return result.data
}

const address = z.string().transform((value, context) => {
  const key = publicKeyOf(value)
  if (!key) {
    context.addIssue({ code: 'custom', message: `Invalid param: not a public key: ${value}` })
    return z.NEVER
  }
  return key
})

function decodeWire(data: string, encoding: unknown): Uint8Array {
  try {
    return encoding === 'base64' ? Buffer.from(data, 'base64') : decodeBase58(data)
  } catch {
    throw invalidParams('transaction is not valid base58 or base64')
  }
}

function deserializeTransaction(data: string, encoding: unknown): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(decodeWire(data, encoding))
  } catch (error) {
    throw invalidParams(`failed to deserialize transaction: ${String(error)}`)
  }
}

/**
 * The JSON-RPC methods of the local Solana RPC over a {@link SolanaLedger}, answering in the
 * shapes `@solana/web3.js` `Connection` checks. Every commitment is the same here: a
 * transaction is final once processed.
 */
export function solanaRpcMethods(
  ledger: SolanaLedger,
  identity: SolanaRpcIdentity,
): Record<string, SolanaRpcMethod> {
  const context = () => ({ slot: ledger.getSlot(), apiVersion: identity.version })
  const read = (key: PublicKey) => ledger.getAccount(key)
  const account = (key: PublicKey, encoding: AccountEncoding) => {
    const info = ledger.getAccount(key)
    return info ? encodeAccount(key, info, encoding, read) : null
  }
  const status = (signature: string) => {
    const entry = ledger.getTransaction(signature)
    if (!entry) return null
    return {
      slot: entry.slot,
      confirmations: null,
      err: entry.err,
      status: entry.err === null ? { Ok: null } : { Err: entry.err },
      confirmationStatus: 'finalized',
    }
  }

  return {
    getVersion: () => ({ 'solana-core': identity.version, 'feature-set': 0 }),
    getHealth: () => 'ok',
    getGenesisHash: () => identity.genesisHash,
    getSlot: () => ledger.getSlot(),
    getBlockHeight: () => ledger.getSlot(),
    getEpochInfo: () => ({
      absoluteSlot: ledger.getSlot(),
      blockHeight: ledger.getSlot(),
      epoch: 0,
      slotIndex: ledger.getSlot(),
      slotsInEpoch: 432_000,
      transactionCount: null,
    }),
    getLatestBlockhash: () => ({ context: context(), value: ledger.latestBlockhash() }),
    isBlockhashValid: (params) => {
      const [blockhash] = parse(z.tuple([z.string()], config), params)
      return { context: context(), value: ledger.isBlockhashValid(blockhash) }
    },
    getBalance: (params) => {
      const [key] = parse(z.tuple([address], config), params)
      return { context: context(), value: ledger.getBalance(key) }
    },
    getAccountInfo: (params) => {
      const [key, options] = parse(z.tuple([address], config), params)
      return { context: context(), value: account(key, encodingOf(options)) }
    },
    getMultipleAccounts: (params) => {
      const [keys, options] = parse(z.tuple([z.array(address).max(100)], config), params)
      return { context: context(), value: keys.map((key) => account(key, encodingOf(options))) }
    },
    getTokenAccountsByOwner: (params) => {
      const filter = z.union([z.object({ mint: address }), z.object({ programId: address })])
      const [owner, by, options] = parse(z.tuple([address, filter], config), params)
      const programs =
        'programId' in by ? [by.programId] : [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]
      const value = ledger.tokenAccountsOf(owner).flatMap(({ pubkey, info, mint }) => {
        if (!programs.some((program) => program.equals(info.owner))) return []
        if ('mint' in by && !by.mint.equals(mint)) return []
        return [
          {
            pubkey: pubkey.toBase58(),
            account: encodeAccount(pubkey, info, encodingOf(options), read),
          },
        ]
      })
      return { context: context(), value }
    },
    getMinimumBalanceForRentExemption: (params) => {
      const [length] = parse(z.tuple([z.number().int().min(0)], config), params)
      return ledger.minimumBalanceForRentExemption(length)
    },
    getFeeForMessage: (params) => {
      const [message] = parse(z.tuple([z.string()], config), params)
      let decoded: VersionedMessage
      try {
        decoded = VersionedMessage.deserialize(Buffer.from(message, 'base64'))
      } catch {
        throw invalidParams('failed to deserialize message')
      }
      const valid = ledger.isBlockhashValid(decoded.recentBlockhash)
      const fee = LAMPORTS_PER_SIGNATURE * decoded.header.numRequiredSignatures
      return { context: context(), value: valid ? fee : null }
    },
    requestAirdrop: (params) => {
      const [key, lamports] = parse(z.tuple([address, z.number().int().positive()], config), params)
      return ledger.airdrop(key, lamports)
    },
    sendTransaction: (params) => {
      const [data, options] = parse(z.tuple([z.string()], config), params)
      const transaction = deserializeTransaction(data, options?.encoding)
      if (options?.skipPreflight !== true) {
        const simulation = ledger.simulate(transaction)
        if (simulation.err !== null) {
          throw new SolanaRpcError(
            -32002,
            `Transaction simulation failed: ${describe(simulation.err)}`,
            {
              err: simulation.err,
              logs: simulation.logs,
              accounts: null,
              unitsConsumed: simulation.unitsConsumed,
              returnData: null,
            },
          )
        }
      }
      try {
        return ledger.send(transaction).signature
      } catch (error) {
        if (error instanceof LedgerRejection) {
          throw new SolanaRpcError(
            -32002,
            `Transaction simulation failed: ${describe(error.err)}`,
            {
              err: error.err,
              logs: error.logs,
              accounts: null,
              unitsConsumed: 0,
              returnData: null,
            },
          )
        }
        throw error
      }
    },
    simulateTransaction: (params) => {
      const [data, options] = parse(z.tuple([z.string()], config), params)
      const transaction = deserializeTransaction(data, options?.encoding)
      let replacementBlockhash: ReturnType<SolanaLedger['latestBlockhash']> | undefined
      if (options?.replaceRecentBlockhash === true) {
        replacementBlockhash = ledger.latestBlockhash()
        transaction.message.recentBlockhash = replacementBlockhash.blockhash
      }
      const simulation = ledger.simulate(transaction, options?.sigVerify === true)
      return {
        context: context(),
        value: {
          err: simulation.err,
          logs: simulation.logs,
          accounts: null,
          unitsConsumed: simulation.unitsConsumed,
          returnData: null,
          ...(replacementBlockhash ? { replacementBlockhash } : {}),
        },
      }
    },
    getSignatureStatuses: (params) => {
      const [signatures] = parse(z.tuple([z.array(z.string()).max(256)], config), params)
      return { context: context(), value: signatures.map(status) }
    },
    getSignaturesForAddress: (params) => {
      const [key, options] = parse(
        z.tuple(
          [address],
          z.optional(
            z.looseObject({
              limit: z.optional(z.number().int().min(1).max(1000)),
              before: z.optional(z.string()),
              until: z.optional(z.string()),
            }),
          ),
        ),
        params,
      )
      let entries = ledger.signaturesFor(key.toBase58())
      const before = options?.before ? entries.findIndex((e) => e.signature === options.before) : -1
      if (before >= 0) entries = entries.slice(before + 1)
      const until = options?.until ? entries.findIndex((e) => e.signature === options.until) : -1
      if (until >= 0) entries = entries.slice(0, until)
      return entries.slice(0, options?.limit ?? 1000).map((entry) => ({
        signature: entry.signature,
        slot: entry.slot,
        err: entry.err,
        memo: null,
        blockTime: entry.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    getTransaction: (params) => {
      const [signature, options] = parse(z.tuple([z.string()], config), params)
      const entry = ledger.getTransaction(signature)
      if (!entry) return null
      return transactionResponse(entry, options?.encoding === 'base64' ? 'base64' : 'json')
    },
  }
}

function describe(err: unknown): string {
  return typeof err === 'string' ? err : JSON.stringify(err)
}
