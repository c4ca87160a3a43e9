import type { IncomingMessage } from 'node:http'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { z } from 'zod'
import type { AuthContext } from '../api/context.js'
import { HttpError } from '../http/http-error.js'
import type {
  PasskeyChallenge,
  PasskeyCredential,
  PasskeyPurpose,
} from '../storage/passkeys-store.js'
import { wrongProofKey } from './dpop.js'

/**
 * Passkeys (WebAuthn) with `@simplewebauthn/server`. Every ceremony's challenge is stored,
 * single-use, with the thumbprint of the frame's DPoP key that asked for it: only a proof of
 * that key redeems the answer, so an assertion copied out of the frame (or made by a page of
 * another origin) opens nothing. The ceremony runs on a wallet frame origin (`FRAME_ORIGINS`),
 * with RP ID = the frame's host name, or the operator's `passkeyRpId` (a parent domain).
 * Credentials belong to one project; user verification is required; counters must grow.
 */

/** A ceremony must finish within 5 minutes of its options. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000
/** What the authenticator shows as the relying party. */
const RP_NAME = 'Foyer wallet'

const base64url = z
  .string()
  .min(1)
  .max(8192)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')

/** A `PublicKeyCredential` as `@simplewebauthn/browser` serializes a registration. */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
})

/** A `PublicKeyCredential` as `@simplewebauthn/browser` serializes an assertion. */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
})

/** The RP ID for a ceremony asked from `req`: the operator's, else the frame origin's host name. */
export function passkeyRpId(context: AuthContext, req: IncomingMessage): string {
  if (context.passkeyRpId) return context.passkeyRpId
  const origin = req.headers.origin
  if (typeof origin !== 'string') throw new HttpError(403, 'Passkeys need the wallet frame')
  return new URL(origin).hostname
}

interface CeremonyStart {
  purpose: PasskeyPurpose
  projectId: string
  hostOrigin: string
  rpId: string
  dpopJkt: string
  userId: string | null
}

async function storeChallenge(
  context: AuthContext,
  start: CeremonyStart,
  challenge: string,
): Promise<void> {
  await context.storage.passkeys.addChallenge({
    ...start,
    challenge,
    expiresAt: context.now() + PASSKEY_CHALLENGE_TTL_MS,
  })
}

/** Options for `navigator.credentials.create` (sign-up or adding a passkey), challenge stored. */
export async function startRegistration(
  context: AuthContext,
  start: CeremonyStart & { userId: string; userName: string; exclude: PasskeyCredential[] },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: start.rpId,
    userName: start.userName,
    userID: new TextEncoder().encode(start.userId),
    attestationType: 'none',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    excludeCredentials: start.exclude.map((credential) => ({
      id: credential.credentialId,
      transports: credential.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    // Ask the authenticator to enable PRF (keys derived from the passkey, issue 30 item 2).
    extensions: { prf: {} } as Record<string, unknown>,
  })
  await storeChallenge(context, start, options.challenge)
  return options
}

/** Options for `navigator.credentials.get` (login, or step-up of a signed-in user), challenge stored. */
export async function startAuthentication(
  context: AuthContext,
  start: CeremonyStart & { allow: PasskeyCredential[] },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: start.rpId,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    allowCredentials: start.allow.map((credential) => ({
      id: credential.credentialId,
      transports: credential.transports,
    })),
  })
  await storeChallenge(context, start, options.challenge)
  return options
}

/** The challenge the client data of `response` answers, taken out (single use) for `dpopJkt`. */
async function takeChallenge(
  context: AuthContext,
  clientDataJSON: string,
  dpopJkt: string,
  expect: { purpose: PasskeyPurpose; projectId: string; hostOrigin: string },
): Promise<PasskeyChallenge> {
  let challenge: unknown
  try {
    challenge = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)).challenge
  } catch {
    throw new HttpError(400, 'Invalid passkey response: unreadable client data')
  }
  if (typeof challenge !== 'string' || challenge.length > 512) {
    throw new HttpError(400, 'Invalid passkey response: no challenge')
  }
  const taken = await context.storage.passkeys.takeChallenge(challenge, dpopJkt, context.now())
  if (!taken) {
    if (await context.storage.passkeys.heldByAnotherKey(challenge, dpopJkt)) throw wrongProofKey()
    throw new HttpError(400, 'This passkey request has expired: please try again')
  }
  if (
    taken.purpose !== expect.purpose ||
    taken.projectId !== expect.projectId ||
    taken.hostOrigin !== expect.hostOrigin
  ) {
    throw new HttpError(400, 'This passkey request was made for something else')
  }
  return taken
}

/** Checks a registration answer against its challenge; the new credential (not yet stored). */
export async function finishRegistration(
  context: AuthContext,
  response: z.infer<typeof registrationResponseSchema>,
  dpopJkt: string,
  expect: { purpose: 'register' | 'add'; projectId: string; hostOrigin: string },
): Promise<PasskeyCredential> {
  const challenge = await takeChallenge(context, response.response.clientDataJSON, dpopJkt, expect)
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: [...context.frameOrigins],
      expectedRPID: challenge.rpId,
      requireUserVerification: true,
    })
  } catch (error) {
    throw new HttpError(400, `Invalid passkey response: ${reason(error)}`)
  }
  if (!verified.verified || !challenge.userId) {
    throw new HttpError(400, 'Invalid passkey response')
  }
  const { credential } = verified.registrationInfo
  return {
    projectId: challenge.projectId,
    credentialId: credential.id,
    userId: challenge.userId,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: response.response.transports ?? [],
    rpId: challenge.rpId,
    createdAt: context.now(),
    lastUsedAt: null,
  }
}

/**
 * Checks an assertion against its challenge and the project's stored credential, and records
 * the new counter; the credential (its `userId` is who logged in). A counter that did not grow
 * (a cloned authenticator) is refused.
 */
export async function finishAuthentication(
  context: AuthContext,
  response: z.infer<typeof authenticationResponseSchema>,
  dpopJkt: string,
  expect: { purpose: 'login' | 'step-up'; projectId: string; hostOrigin: string },
): Promise<{ credential: PasskeyCredential; challenge: PasskeyChallenge }> {
  const challenge = await takeChallenge(context, response.response.clientDataJSON, dpopJkt, expect)
  const credential = await context.storage.passkeys.credential(
    response.id,
    context.scopes.of(challenge.projectId),
  )
  if (!credential) throw new HttpError(401, 'This passkey is not known here')
  if (challenge.userId !== null && credential.userId !== challenge.userId) {
    throw new HttpError(401, 'This passkey is not this account’s')
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
  try {
    verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: [...context.frameOrigins],
      // A step-up runs in the frame embedded in the host page: Chromium's client data then says
      // `crossOrigin: true` with the page as `topOrigin`, which must be the session's own host
      // page (a hostile page framing the frame is refused). A login runs in the frame origin's
      // popup (top level): no top origin is accepted there.
      expectedTopOrigin: expect.purpose === 'step-up' ? challenge.hostOrigin : undefined,
      expectedRPID: credential.rpId,
      requireUserVerification: true,
      credential: {
        id: credential.credentialId,
        publicKey: isoBase64URL.toBuffer(credential.publicKey),
        counter: credential.counter,
      },
    })
  } catch (error) {
    throw new HttpError(401, `Invalid passkey response: ${reason(error)}`)
  }
  if (!verified.verified) throw new HttpError(401, 'Invalid passkey response')
  const next = verified.authenticationInfo.newCounter
  if (!(await context.storage.passkeys.recordUse(credential, next, context.now()))) {
    throw new HttpError(401, 'Invalid passkey response: the counter did not grow')
  }
  return { credential, challenge }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 200) : 'unreadable'
}
