import { FoyerError } from '@foyer/common'
import * as z from 'zod/mini'

const base58Text = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,100}$/, 'not base58'))
const base64Text = z
  .string()
  .check(z.minLength(4), z.maxLength(2_000_000), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64'))

/** What a wallet answers to `solana_signMessage`: the base58 ed25519 signature. */
export const wcSignMessageAnswer = z.looseObject({ signature: base58Text })

/**
 * What a wallet answers to `solana_signTransaction`: the fee payer's base58 signature and,
 * from newer wallets, the whole signed transaction (base64).
 */
export const wcSignTransactionAnswer = z.looseObject({
  signature: z.optional(base58Text),
  transaction: z.optional(base64Text),
})

/** What a wallet answers to `solana_signAllTransactions`: the signed transactions (base64). */
export const wcSignAllTransactionsAnswer = z.looseObject({
  transactions: z.array(base64Text).check(z.minLength(1)),
})

/** What a wallet answers to `solana_signAndSendTransaction`: the base58 signature. */
export const wcSignAndSendAnswer = z.looseObject({ signature: base58Text })

/** A CAIP-10 solana account: `solana:<reference>:<base58 address>`. */
export const solanaCaip10 = z
  .string()
  .check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}:[1-9A-HJ-NP-Za-km-z]{32,44}$/))

/**
 * Parses a wallet answer (SPEC §5 payload checks).
 *
 * @throws FoyerError `INVALID_INPUT` naming the method, for an answer of the wrong shape.
 */
export function parseAnswer<T>(schema: z.ZodMiniType<T>, answer: unknown, method: string): T {
  const result = z.safeParse(schema, answer)
  if (!result.success) {
    throw new FoyerError('INVALID_INPUT', {
      details: `WalletConnect: bad ${method} answer: ${z.prettifyError(result.error)}`,
    })
  }
  return result.data
}

/** Base64 of bytes (browser and Node, no Buffer). */
export function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

/** The bytes of a base64 string. */
export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
