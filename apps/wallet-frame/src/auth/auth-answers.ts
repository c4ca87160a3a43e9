import * as z from 'zod/mini'

/** The auth server's answers as the frame reads them (zod schemas), and its error. */

export const userSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  username: z.nullable(z.string()),
  socialProvider: z.nullable(z.string()),
})
/** The signed-in user. */
export type AuthUser = z.infer<typeof userSchema>

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userSchema,
})
/** A session of the auth server. */
export type Session = z.infer<typeof sessionSchema>

export const custodyModeSchema = z.enum(['operator', 'password', 'passkey'])

export const projectConfigSchema = z.object({
  allowedOrigins: z.array(z.string()),
  smartAccountNetworks: z.array(z.string()),
  preferredAccountType: z.enum(['eoa', 'smartAccount']),
  /** The logins the auth server has configured; absent from older servers. */
  logins: z.optional(z.array(z.string())),
  /** Who can rebuild a key (a server from before custody modes: `operator`). */
  custody: z._default(custodyModeSchema, 'operator'),
  /** Signing a transaction above this many wei asks a step-up (decimal; null or absent: never). */
  stepUpAboveWei: z.optional(z.nullable(z.string().check(z.regex(/^\d{1,78}$/)))),
})
/** A project's answer: allowed host origins, account answers, logins and custody mode. */
export type ProjectConfig = z.infer<typeof projectConfigSchema>
/** Who can rebuild a key of the project's users. */
export type CustodyMode = ProjectConfig['custody']

export const deviceSchema = z.object({
  id: z.string(),
  version: z.number(),
  name: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number(),
})
/** An enrolled device of the user's wallet, as listed (no share). */
export type WalletDevice = z.infer<typeof deviceSchema>

/** The auth server's error body: `{ error: { code, message } }` (every Foyer service's shape). */
export const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) })
/** WebAuthn options or answers as JSON: handed between the server and the popup as they are. */
export const webauthnJson = z.record(z.string(), z.unknown())
export const passkeyListSchema = z.object({
  passkeys: z.array(
    z.object({
      credentialId: z.string(),
      rpId: z.string(),
      createdAt: z.number(),
      lastUsedAt: z.nullable(z.number()),
    }),
  ),
})
/** The user's passkeys as the server lists them. */
export type PasskeyList = z.infer<typeof passkeyListSchema>['passkeys']
export const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/** What an answer's body that is not JSON parses to: no schema accepts it. */
export const NOT_JSON = Symbol('not JSON')

/** An error answer of the auth server. */
export class AuthApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's error `code` (e.g. `rate_limited`), when it sent one. */
    readonly code?: string,
  ) {
    super(message)
    this.name = 'AuthApiError'
  }
}

/** The server's answer when an action needs a fresh check (step-up) the request did not carry. */
export const STEP_UP_REQUIRED = 'Confirm it’s you with your passkey or authenticator app'

/** Whether `error` is the server asking for a step-up. */
export function needsStepUp(error: unknown): boolean {
  return error instanceof AuthApiError && error.status === 403 && error.message === STEP_UP_REQUIRED
}

/** A second factor the user can step up with. */
export type StepUpMethod = 'passkey' | 'totp'
export const stepUpMethodsSchema = z.object({ methods: z.array(z.enum(['passkey', 'totp'])) })
export const stepUpProofSchema = z.object({ stepUpToken: z.string() })

/** `/v1/email/start`: the next step of an email login (SPEC §4). */
export const emailStartSchema = z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) })
/** `/v1/email/device/status`: still waiting for the mailed link, or confirmed (the code is sent). */
export const deviceStatusSchema = z.union([
  z.object({ status: z.literal('pending') }),
  z.object({ action: z.literal('VERIFY_OTP') }),
])
