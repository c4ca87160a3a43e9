import { SUPPORTED_LOCALES } from '@foyer/common'
import * as z from 'zod/mini'

/**
 * The messages between the wallet frame (embedded in the host page) and its passkey popup
 * (a top-level window on the frame's own origin, opened by the host in the user's click).
 * Both ends post them only with the frame's origin as target and accept them only from it, so
 * no script of another origin sees the options or the answer. The popup runs the WebAuthn
 * ceremony; the frame asks the auth server for the options and redeems the answer with its
 * own DPoP key (the popup has another storage partition, hence another key).
 */

/** The popup is up and waits for its ceremony (popup → frames of its opener). */
export const PASSKEY_HELLO = 'foyer:passkey-hello'
/** The ceremony to run (frame → popup). */
export const PASSKEY_OPTIONS = 'foyer:passkey-options'
/** The authenticator's answer, or why there is none (popup → frame). */
export const PASSKEY_RESPONSE = 'foyer:passkey-response'
/** The frame's outcome: the popup closes on success, shows the message otherwise (frame → popup). */
export const PASSKEY_DONE = 'foyer:passkey-done'

const text = z.string().check(z.maxLength(2000))

/**
 * Create a passkey (sign-up, or add one to the account), use one (login, step-up), or, for key
 * export by a user without a passkey, enter a code (emailed, or from the authenticator app).
 */
export const ceremonySchema = z.enum(['create', 'get', 'code'])
/** Which ceremony the popup runs. */
export type PasskeyCeremony = z.infer<typeof ceremonySchema>

export const passkeyHelloSchema = z.strictObject({ type: z.literal(PASSKEY_HELLO) })

export const passkeyOptionsSchema = z.strictObject({
  type: z.literal(PASSKEY_OPTIONS),
  ceremony: ceremonySchema,
  /** The auth server's options JSON, passed to `@simplewebauthn/browser` as they are. */
  options: z.record(z.string(), z.unknown()),
  /** The frame's locale (the modal's): the popup speaks it too. */
  locale: z.optional(z.enum(SUPPORTED_LOCALES)),
})

export const passkeyResponseSchema = z.strictObject({
  type: z.literal(PASSKEY_RESPONSE),
  response: z.optional(z.record(z.string(), z.unknown())),
  error: z.optional(text),
})

/** Where the code of a `code` ceremony comes from (its options). */
export const codeOptionsSchema = z.strictObject({ channel: z.enum(['email', 'totp']) })
/** The popup's answer to a `code` ceremony: what the user typed, 6 digits. */
export const codeAnswerSchema = z.strictObject({ code: z.string().check(z.regex(/^\d{6}$/)) })

/** A key shown to the user in the popup after a step-up (key export): never posted elsewhere. */
export const keyRevealSchema = z.strictObject({
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  privateKey: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)),
  /** The Solana account derived from the same key, and its secret key (base58, 64 bytes). */
  solanaAddress: z.optional(z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))),
  solanaSecretKey: z.optional(z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/))),
})
/** The key the export popup shows. */
export type KeyReveal = z.infer<typeof keyRevealSchema>

export const passkeyDoneSchema = z.strictObject({
  type: z.literal(PASSKEY_DONE),
  ok: z.boolean(),
  message: z.optional(text),
  /** A wrong code: the popup shows the message and asks the code again. */
  retry: z.optional(z.boolean()),
  /** Key export: the popup shows the key and stays open. */
  reveal: z.optional(keyRevealSchema),
})
