import { z } from 'zod'
import { JKT_PATTERN, verifyDpopProof, wrongProofKey } from '../auth/dpop.js'
import { hashCode, newToken } from '../auth/one-time-code.js'
import { openSession } from '../auth/sessions.js'
import { parseWith, queryObject, readForm, readJson } from '../http/body.js'
import { HttpError } from '../http/http-error.js'
import { redirect, sendJson } from '../http/respond.js'
import type { SocialProvider } from '../options.js'
import { type AuthContext, checkProject, type RouteRequest } from './context.js'
import type { Route } from './route.js'
import { projectFields, providerNameSchema } from './schemas.js'

/** A started social login may be finished within 10 minutes. */
const STATE_TTL_MS = 10 * 60_000
/** The login code handed to the frame works once, within 60 s. */
const LOGIN_CODE_TTL_MS = 60_000

const authorizeQuery = z.object({
  ...projectFields,
  redirectUri: z.url({ protocol: /^https?$/ }),
  /** The frame key's RFC 7638 thumbprint: only its DPoP proof redeems the login code. */
  dpopJkt: z.string().regex(JKT_PATTERN, "must be the frame key's JWK thumbprint"),
})
const callbackParams = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(4096).optional(),
  error: z.string().max(200).optional(),
})
const exchangeBody = z.object({ ...projectFields, loginCode: z.string().min(1).max(200) })
const LOGIN_EXPIRED = 'Login request expired, start again'

/** Social login: authorize → provider → callback → login code → exchange for a session. */
export const socialRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/social/:provider/authorize',
    navigation: true,
    limited: true,
    async handle(context, { res, url, params }) {
      const provider = parseWith(providerNameSchema, params.provider)
      const query = parseWith(authorizeQuery, queryObject(url))
      checkProject(context, query.projectId, query.hostOrigin)
      if (!context.social.has(provider)) {
        throw new HttpError(400, `Social login with ${provider} is not configured`)
      }
      if (!context.frameOrigins.has(new URL(query.redirectUri).origin)) {
        throw new HttpError(400, 'redirectUri must be on the wallet frame origin')
      }
      const pending = {
        state: newToken(),
        nonce: newToken(),
        codeVerifier: newToken(),
      }
      await context.storage.social.saveState({
        ...pending,
        provider,
        projectId: query.projectId,
        hostOrigin: query.hostOrigin,
        redirectUri: query.redirectUri,
        dpopJkt: query.dpopJkt,
        expiresAt: context.now() + STATE_TTL_MS,
      })
      redirect(res, await context.social.authorizationUrl(provider, pending))
    },
  },
  { method: 'GET', path: '/v1/social/callback', anyOrigin: true, handle: callback },
  // Providers answering with response_mode=form_post (Apple) post the same fields.
  { method: 'POST', path: '/v1/social/callback', anyOrigin: true, handle: callback },
  {
    method: 'POST',
    path: '/v1/social/exchange',
    limited: true,
    async handle(context, { req, res, url }) {
      const body = await readJson(req, exchangeBody)
      checkProject(context, body.projectId, body.hostOrigin)
      const jkt = await verifyDpopProof(context, req, url)
      let otherKey = false
      // A proof of another key leaves the code for the frame that started the login.
      const login = await context.storage.social.takeLoginCode(
        hashCode(context.pepper, 'social-login', body.loginCode),
        (code) => {
          otherKey = code.dpopJkt !== jkt
          return !otherKey
        },
      )
      if (otherKey) throw wrongProofKey()
      if (
        !login ||
        login.expiresAt <= context.now() ||
        login.projectId !== body.projectId ||
        login.hostOrigin !== body.hostOrigin
      ) {
        throw new HttpError(400, LOGIN_EXPIRED)
      }
      const user = await context.storage.users.byIdInScope(
        login.userId,
        context.scopes.of(login.projectId),
      )
      if (!user) throw new HttpError(400, LOGIN_EXPIRED)
      sendJson(
        res,
        200,
        await openSession(context, user, {
          projectId: login.projectId,
          hostOrigin: login.hostOrigin,
          method: login.provider,
          jkt,
        }),
      )
    },
  },
]

async function callback(context: AuthContext, { req, res, url }: RouteRequest): Promise<void> {
  const fields = req.method === 'POST' ? Object.fromEntries(await readForm(req)) : queryObject(url)
  const params = parseWith(callbackParams, fields)
  const pending = await context.storage.social.takeState(params.state)
  if (!pending || pending.expiresAt <= context.now()) throw new HttpError(400, LOGIN_EXPIRED)
  const back = new URL(pending.redirectUri)
  // The host origin this login is bound to: the frame's return page sends the result only there.
  back.searchParams.set('host_origin', pending.hostOrigin)
  if (params.error || !params.code) {
    back.searchParams.set('error', params.error ?? 'Social login failed')
    redirect(res, back.toString())
    return
  }
  const provider = pending.provider as SocialProvider
  try {
    const identity = await context.social.identify(provider, {
      code: params.code,
      codeVerifier: pending.codeVerifier,
      nonce: pending.nonce,
    })
    const user = await context.storage.users.findOrCreateSocial(
      identity,
      context.scopes.of(pending.projectId),
      context.now(),
    )
    const loginCode = newToken()
    await context.storage.social.saveLoginCode(
      hashCode(context.pepper, 'social-login', loginCode),
      {
        userId: user.id,
        provider,
        projectId: pending.projectId,
        hostOrigin: pending.hostOrigin,
        dpopJkt: pending.dpopJkt,
        expiresAt: context.now() + LOGIN_CODE_TTL_MS,
      },
    )
    back.searchParams.set('login_code', loginCode)
  } catch (error) {
    context.log(
      `social login with ${provider} failed: ${error instanceof Error ? error.message : error}`,
    )
    back.searchParams.set('error', 'Social login failed')
  }
  redirect(res, back.toString())
}
