import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { verifyDpopProof } from '../auth/dpop.js'
import {
  authenticationResponseSchema,
  finishAuthentication,
  finishRegistration,
  passkeyRpId,
  registrationResponseSchema,
  startAuthentication,
  startRegistration,
} from '../auth/passkeys.js'
import { authenticate, openSession } from '../auth/sessions.js'
import { grantStepUp, requireStepUp } from '../auth/step-up.js'
import { HttpError } from '../http/http-error.js'
import { sendJson } from '../http/respond.js'
import { checkProject } from './context.js'
import { type AnyRoute, route } from './route.js'
import { projectFields } from './schemas.js'

const projectBody = z.object(projectFields)
const registerBody = z.object({ ...projectFields, response: registrationResponseSchema })
const loginBody = z.object({ ...projectFields, response: authenticationResponseSchema })
const addBody = z.object({ response: registrationResponseSchema })
const stepUpBody = z.object({ response: authenticationResponseSchema })

/** The name a new passkey is saved under in the user's password manager. */
function passkeyName(user: { email: string | null; username: string | null }, now: number) {
  return user.email ?? user.username ?? `Foyer wallet ${new Date(now).toISOString().slice(0, 10)}`
}

/**
 * A step-up assertion that does not check out is a failed check of a valid session (403), not
 * a bad session (401): the frame answers a 401 by refreshing its token and sending the same
 * request again, which would replay a single-use answer whose challenge is already taken (and
 * hide the real reason behind 'This passkey request has expired').
 */
function asFailedCheck(error: unknown): never {
  if (error instanceof HttpError && error.status === 401) throw new HttpError(403, error.message)
  throw error
}

/**
 * Passkey sign-up, login and adding a passkey to a signed-in account (`auth/passkeys.ts`).
 * Options and answers both carry a DPoP proof; the answer must be proved by the key the
 * options were issued to.
 */
export const passkeyRoutes: AnyRoute[] = [
  route({
    method: 'POST',
    path: '/v1/passkey/register/options',
    summary: 'Options to create a passkey for a new account',
    body: projectBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      checkProject(context, body.projectId, body.hostOrigin)
      const dpopJkt = await verifyDpopProof(context, req, url)
      const userId = randomUUID()
      const options = await startRegistration(context, {
        purpose: 'register',
        ...body,
        rpId: passkeyRpId(context, req),
        dpopJkt,
        userId,
        userName: passkeyName({ email: null, username: null }, context.now()),
        exclude: [],
      })
      sendJson(reply, 200, options)
    },
  }),
  route({
    method: 'POST',
    path: '/v1/passkey/register/verify',
    summary: 'Creates the account from a new passkey and opens a session',
    body: registerBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      checkProject(context, body.projectId, body.hostOrigin)
      const jkt = await verifyDpopProof(context, req, url)
      const credential = await finishRegistration(context, body.response, jkt, {
        purpose: 'register',
        projectId: body.projectId,
        hostOrigin: body.hostOrigin,
      })
      const scope = context.scopes.of(body.projectId)
      const user = await context.storage.users.createBare(credential.userId, scope, context.now())
      if (!(await context.storage.passkeys.addCredential(credential))) {
        throw new HttpError(409, 'This passkey is already registered')
      }
      sendJson(reply, 200, await openSession(context, user, { ...body, method: 'passkey', jkt }))
    },
  }),
  route({
    method: 'POST',
    path: '/v1/passkey/login/options',
    summary: 'Options to log in with a passkey',
    body: projectBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      checkProject(context, body.projectId, body.hostOrigin)
      const dpopJkt = await verifyDpopProof(context, req, url)
      // Discoverable credentials: the authenticator offers this RP's passkeys.
      const options = await startAuthentication(context, {
        purpose: 'login',
        ...body,
        rpId: passkeyRpId(context, req),
        dpopJkt,
        userId: null,
        allow: [],
      })
      sendJson(reply, 200, options)
    },
  }),
  route({
    method: 'POST',
    path: '/v1/passkey/login/verify',
    summary: 'Checks a passkey assertion and opens a session',
    body: loginBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      checkProject(context, body.projectId, body.hostOrigin)
      const jkt = await verifyDpopProof(context, req, url)
      const { credential } = await finishAuthentication(context, body.response, jkt, {
        purpose: 'login',
        projectId: body.projectId,
        hostOrigin: body.hostOrigin,
      })
      const user = await context.storage.users.byIdInScope(
        credential.userId,
        context.scopes.of(body.projectId),
      )
      if (!user) throw new HttpError(401, 'This passkey is not known here')
      sendJson(reply, 200, await openSession(context, user, { ...body, method: 'passkey', jkt }))
    },
  }),
  route({
    method: 'POST',
    path: '/v1/passkey/add/options',
    summary: 'Options to add a passkey to the signed-in account (needs a step-up)',
    limited: true,
    async handle(context, { req, reply, url }) {
      const holder = await authenticate(context, { req, url })
      const { user, family, jkt: dpopJkt } = holder
      await requireStepUp(context, holder, 'add-factor', req)
      const options = await startRegistration(context, {
        purpose: 'add',
        projectId: family.projectId,
        hostOrigin: family.hostOrigin,
        rpId: passkeyRpId(context, req),
        dpopJkt,
        userId: user.id,
        userName: passkeyName(user, context.now()),
        exclude: await context.storage.passkeys.byUser(user.id),
      })
      sendJson(reply, 200, options)
    },
  }),
  route({
    method: 'POST',
    path: '/v1/passkey/add/verify',
    summary: 'Adds a passkey to the signed-in account',
    body: addBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const { user, family, jkt } = await authenticate(context, { req, url })
      const credential = await finishRegistration(context, body.response, jkt, {
        purpose: 'add',
        projectId: family.projectId,
        hostOrigin: family.hostOrigin,
      })
      if (credential.userId !== user.id) throw new HttpError(400, 'Invalid passkey response')
      if (!(await context.storage.passkeys.addCredential(credential))) {
        throw new HttpError(409, 'This passkey is already registered')
      }
      sendJson(reply, 201, { credentialId: credential.credentialId })
    },
  }),
  route({
    method: 'POST',
    path: '/v1/passkey/step-up/options',
    summary: "Options for a step-up with the account's passkey",
    limited: true,
    async handle(context, { req, reply, url }) {
      const { user, family, jkt: dpopJkt } = await authenticate(context, { req, url })
      const allow = await context.storage.passkeys.byUser(user.id)
      if (allow.length === 0) throw new HttpError(409, 'Add a passkey to this account first')
      const options = await startAuthentication(context, {
        purpose: 'step-up',
        projectId: family.projectId,
        hostOrigin: family.hostOrigin,
        rpId: passkeyRpId(context, req),
        dpopJkt,
        userId: user.id,
        allow,
      })
      sendJson(reply, 200, options)
    },
  }),
  route({
    method: 'POST',
    path: '/v1/passkey/step-up/verify',
    summary: 'Checks the passkey step-up and gives a one-time proof',
    body: stepUpBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const holder = await authenticate(context, { req, url })
      const { user, family, jkt } = holder
      const { credential } = await finishAuthentication(context, body.response, jkt, {
        purpose: 'step-up',
        projectId: family.projectId,
        hostOrigin: family.hostOrigin,
      }).catch(asFailedCheck)
      if (credential.userId !== user.id)
        throw new HttpError(403, 'This passkey is not this account’s')
      // The proof the guarded actions ask for (`auth/step-up.ts`): this session, this key, once.
      const proof = await grantStepUp(context, holder, 'passkey')
      sendJson(reply, 200, { verified: true, credentialId: credential.credentialId, ...proof })
    },
  }),
  route({
    method: 'GET',
    path: '/v1/passkeys',
    summary: "The signed-in account's passkeys",
    async handle(context, { req, reply, url }) {
      const { user } = await authenticate(context, { req, url })
      const passkeys = await context.storage.passkeys.byUser(user.id)
      sendJson(reply, 200, {
        passkeys: passkeys.map((passkey) => ({
          credentialId: passkey.credentialId,
          rpId: passkey.rpId,
          createdAt: passkey.createdAt,
          lastUsedAt: passkey.lastUsedAt,
        })),
      })
    },
  }),
]
