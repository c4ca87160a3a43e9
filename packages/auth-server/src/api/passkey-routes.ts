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
import { readJson } from '../http/body.js'
import { HttpError } from '../http/http-error.js'
import { sendJson } from '../http/respond.js'
import { checkProject } from './context.js'
import type { Route } from './route.js'
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
export const passkeyRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/passkey/register/options',
    limited: true,
    async handle(context, { req, res, url }) {
      const body = await readJson(req, projectBody)
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
      sendJson(res, 200, options)
    },
  },
  {
    method: 'POST',
    path: '/v1/passkey/register/verify',
    limited: true,
    async handle(context, { req, res, url }) {
      const body = await readJson(req, registerBody)
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
      sendJson(res, 200, await openSession(context, user, { ...body, method: 'passkey', jkt }))
    },
  },
  {
    method: 'POST',
    path: '/v1/passkey/login/options',
    limited: true,
    async handle(context, { req, res, url }) {
      const body = await readJson(req, projectBody)
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
      sendJson(res, 200, options)
    },
  },
  {
    method: 'POST',
    path: '/v1/passkey/login/verify',
    limited: true,
    async handle(context, { req, res, url }) {
      const body = await readJson(req, loginBody)
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
      sendJson(res, 200, await openSession(context, user, { ...body, method: 'passkey', jkt }))
    },
  },
  {
    method: 'POST',
    path: '/v1/passkey/add/options',
    limited: true,
    async handle(context, { req, res, url }) {
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
      sendJson(res, 200, options)
    },
  },
  {
    method: 'POST',
    path: '/v1/passkey/add/verify',
    limited: true,
    async handle(context, { req, res, url }) {
      const { user, family, jkt } = await authenticate(context, { req, url })
      const body = await readJson(req, addBody)
      const credential = await finishRegistration(context, body.response, jkt, {
        purpose: 'add',
        projectId: family.projectId,
        hostOrigin: family.hostOrigin,
      })
      if (credential.userId !== user.id) throw new HttpError(400, 'Invalid passkey response')
      if (!(await context.storage.passkeys.addCredential(credential))) {
        throw new HttpError(409, 'This passkey is already registered')
      }
      sendJson(res, 201, { credentialId: credential.credentialId })
    },
  },
  {
    method: 'POST',
    path: '/v1/passkey/step-up/options',
    limited: true,
    async handle(context, { req, res, url }) {
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
      sendJson(res, 200, options)
    },
  },
  {
    method: 'POST',
    path: '/v1/passkey/step-up/verify',
    limited: true,
    async handle(context, { req, res, url }) {
      const holder = await authenticate(context, { req, url })
      const { user, family, jkt } = holder
      const body = await readJson(req, stepUpBody)
      const { credential } = await finishAuthentication(context, body.response, jkt, {
        purpose: 'step-up',
        projectId: family.projectId,
        hostOrigin: family.hostOrigin,
      }).catch(asFailedCheck)
      if (credential.userId !== user.id)
        throw new HttpError(403, 'This passkey is not this account’s')
      // The proof the guarded actions ask for (`auth/step-up.ts`): this session, this key, once.
      const proof = await grantStepUp(context, holder, 'passkey')
      sendJson(res, 200, { verified: true, credentialId: credential.credentialId, ...proof })
    },
  },
  {
    method: 'GET',
    path: '/v1/passkeys',
    async handle(context, { req, res, url }) {
      const { user } = await authenticate(context, { req, url })
      const passkeys = await context.storage.passkeys.byUser(user.id)
      sendJson(res, 200, {
        passkeys: passkeys.map((passkey) => ({
          credentialId: passkey.credentialId,
          rpId: passkey.rpId,
          createdAt: passkey.createdAt,
          lastUsedAt: passkey.lastUsedAt,
        })),
      })
    },
  },
]
