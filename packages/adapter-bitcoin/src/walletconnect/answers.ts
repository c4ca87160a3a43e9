import * as z from 'zod/mini'
import { base64Schema, txidSchema } from '../wallet/types.js'

/** One address of a `getAccountAddresses` answer. */
export const wcAccountAddressSchema = z.looseObject({
  address: z.string().check(z.minLength(14), z.maxLength(100)),
  publicKey: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]*$/))),
  path: z.optional(z.string()),
  intention: z.optional(z.string()),
})

/** What a wallet answers to `getAccountAddresses`. */
export const wcAccountAddressesAnswer = z.array(wcAccountAddressSchema)

/** What a wallet answers to `signMessage` (the signature is base64, BIP-322 or ECDSA). */
export const wcSignMessageAnswer = z.looseObject({
  address: z.optional(z.string()),
  signature: base64Schema,
})

/** What a wallet answers to `sendTransfer`. */
export const wcSendTransferAnswer = z.looseObject({ txid: txidSchema })

/** What a wallet answers to `signPsbt`. */
export const wcSignPsbtAnswer = z.looseObject({ psbt: base64Schema, txid: z.optional(txidSchema) })

/** A CAIP-10 bip122 account: `bip122:<32 hex digits>:<address>`. */
export const bip122Caip10 = z.string().check(z.regex(/^bip122:[0-9a-f]{32}:[a-zA-Z0-9]{14,100}$/))
