import { z } from 'zod'
import { JKT_PATTERN, verifyDpopProof, wrongProofKey } from '../auth/dpop.js'
import { hashCode, newToken } from '../auth/one-time-code.js'
import { openSession } from '../auth/sessions.js'
import { parseWith } from '../http/body.js'
import { HttpError } from '../http/http-error.js'
import { redirect, sendJson, sendPage } from '../http/respond.js'
import type { SocialProvider } from '../options.js'
import { bindBrowser, isSameBrowser } from '../social/browser-binding.js'
import { type AuthContext, checkProject } from './context.js'
import { type AnyRoute, type RouteRequest, route } from './route.js'
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
/** The callback of a login this browser did not start (login CSRF, or a link opened elsewhere). */
export const OTHER_BROWSER =
  'This sign-in was started in another browser or window, so it was stopped. Nothing was changed. Go back to the app and start the sign-in again.'

/** Social login: authorize → provider → callback → login code → exchange for a session. */
export const socialRoutes: AnyRoute[] = [
  route({
    method: 'GET',
    path: '/v1/social/:provider/authorize',
    summary: 'Starts a social login: redirects to the provider',
    navigation: true,
    query: authorizeQuery,
    limited: true,
    async handle(context, { req, reply, params, query }) {
      const provider = parseWith(providerNameSchema, params.provider)
      checkProject(context, query.projectId, query.hostOrigin)
      if (!context.social.has(provider)) {
        throw new HttpError(400, `Social login with ${provider} is not configured`)
      }
      if (!context.frameOrigins.has(new URL(query.redirectUri).origin)) {
        throw new HttpError(400, 'redirectUri must be on the wallet frame origin')
      }
      const browser = bindBrowser(req, {
        publicUrl: context.publicUrl(),
        formPost: context.social.usesFormPost(provider),
        maxAgeSeconds: STATE_TTL_MS / 1000,
      })
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
        browserHash: browser.hash,
      })
      reply.header('Set-Cookie', browser.setCookie)
      redirect(reply, await context.social.authorizationUrl(provider, pending))
    },
  }),
  route({
    method: 'GET',
    path: '/v1/social/callback',
    summary: "The provider's redirect back with a code",
    query: callbackParams,
    anyOrigin: true,
    handle: (context, request) => callback(context, request.query, request),
  }),
  // Providers answering with response_mode=form_post (Apple) post the same fields.
  route({
    method: 'POST',
    path: '/v1/social/callback',
    summary: "The provider's form_post back with a code",
    body: callbackParams,
    anyOrigin: true,
    handle: (context, request) => callback(context, request.body, request),
  }),
  route({
    method: 'POST',
    path: '/v1/social/exchange',
    summary: 'Redeems a social login code for a session',
    body: exchangeBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
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
        reply,
        200,
        await openSession(context, user, {
          projectId: login.projectId,
          hostOrigin: login.hostOrigin,
          method: login.provider,
          jkt,
        }),
      )
    },
  }),
]

async function callback(
  context: AuthContext,
  params: z.infer<typeof callbackParams>,
  { req, reply }: Pick<RouteRequest, 'req' | 'reply'>,
): Promise<void> {
  const pending = await context.storage.social.takeState(params.state)
  if (!pending || pending.expiresAt <= context.now()) throw new HttpError(400, LOGIN_EXPIRED)
  // Taken above either way: a state opened in another browser is spent, not left for later.
  if (!isSameBrowser(req, context.publicUrl(), pending.browserHash)) {
    context.log(`social login with ${pending.provider} refused: callback from another browser`)
    sendPage(reply, 403, OTHER_BROWSER)
    return
  }
  const back = new URL(pending.redirectUri)
  // The host origin this login is bound to: the frame's return page sends the result only there.
  back.searchParams.set('host_origin', pending.hostOrigin)
  // Its project: the return page asks the auth server whether the project allows that origin.
  back.searchParams.set('project_id', pending.projectId)
  if (params.error || !params.code) {
    back.searchParams.set('error', params.error ?? 'Social login failed')
    redirect(reply, back.toString())
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
  redirect(reply, back.toString())
}
