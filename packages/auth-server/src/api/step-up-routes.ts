import { z } from 'zod'
import { checkCode, sendCode } from '../auth/email-codes.js'
import { authenticate } from '../auth/sessions.js'
import {
  grantStepUp,
  redeemStepUp,
  requireNoSecondFactor,
  requireStepUp,
  stepUpMethods,
} from '../auth/step-up.js'
import { beginTotp, checkTotp } from '../auth/totp.js'
import { HttpError } from '../http/http-error.js'
import { sendEmpty, sendJson } from '../http/respond.js'
import { type AnyRoute, route } from './route.js'
import { otpSchema } from './schemas.js'

const codeBody = z.object({ code: otpSchema })

/**
 * Step-up (`auth/step-up.ts`): which second factors the user has, and the authenticator app
 * (TOTP): set up, confirmed with a first code, then a code for a step-up proof; a code sent to
 * the account's email for users with no second factor; and the redeem of a proof before the
 * frame signs above the project's value or shows the key (export). The passkey check is
 * `/v1/passkey/step-up/*`.
 */
export const stepUpRoutes: AnyRoute[] = [
  route({
    method: 'GET',
    path: '/v1/step-up',
    summary: 'The step-up methods the signed-in user has',
    async handle(context, { req, reply, url }) {
      const { user } = await authenticate(context, { req, url })
      sendJson(reply, 200, { methods: await stepUpMethods(context, user.id) })
    },
  }),
  route({
    // The frame redeems a proof before signing above the project's `stepUpAboveWei`: the
    // check is the server's (and single use), though the signature is made in the frame.
    method: 'POST',
    path: '/v1/step-up/redeem',
    summary: 'Redeems a step-up proof before signing above the threshold',
    limited: true,
    async handle(context, { req, reply, url }) {
      const holder = await authenticate(context, { req, url })
      await redeemStepUp(context, holder, 'sign-above-threshold', req)
      sendEmpty(reply)
    },
  }),
  route({
    // The frame redeems a proof before it shows the key in its export popup: a live session,
    // even one minutes old, is not enough (the key is the whole wallet).
    method: 'POST',
    path: '/v1/wallet/export',
    summary: 'Redeems a step-up proof before the key is exported',
    limited: true,
    async handle(context, { req, reply, url }) {
      const holder = await authenticate(context, { req, url })
      await redeemStepUp(context, holder, 'export-key', req)
      sendEmpty(reply)
    },
  }),
  route({
    // A code to the account's email, for a user with neither a passkey nor an authenticator
    // app; only this session's frame key can redeem it.
    method: 'POST',
    path: '/v1/step-up/email/start',
    summary: "Sends a step-up code to the account's email",
    limited: true,
    async handle(context, { req, reply, url }) {
      const { user, jkt } = await authenticate(context, { req, url })
      await requireNoSecondFactor(context, user.id)
      if (!user.email) throw new HttpError(409, 'This account has no email to send a code to')
      await sendCode(context, {
        purpose: 'step-up',
        key: user.id,
        recipient: user.email,
        dpopJkt: jkt,
      })
      sendEmpty(reply)
    },
  }),
  route({
    method: 'POST',
    path: '/v1/step-up/email/verify',
    summary: 'Checks the emailed step-up code and gives a one-time proof',
    body: codeBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const holder = await authenticate(context, { req, url })
      const { code } = body
      await requireNoSecondFactor(context, holder.user.id)
      await checkCode(context, {
        purpose: 'step-up',
        key: holder.user.id,
        otp: code,
        dpopJkt: holder.jkt,
      })
      sendJson(reply, 200, await grantStepUp(context, holder, 'email'))
    },
  }),
  route({
    method: 'POST',
    path: '/v1/totp/setup',
    summary: 'Starts adding an authenticator app (needs a step-up)',
    limited: true,
    async handle(context, { req, reply, url }) {
      const holder = await authenticate(context, { req, url })
      await requireStepUp(context, holder, 'add-factor', req)
      sendJson(reply, 200, { uri: await beginTotp(context, holder.user) })
    },
  }),
  route({
    method: 'POST',
    path: '/v1/totp/confirm',
    summary: 'Confirms the authenticator app with its first code',
    body: codeBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const { user } = await authenticate(context, { req, url })
      const { code } = body
      await checkTotp(context, user, code, { confirmed: false })
      sendJson(reply, 200, { methods: await stepUpMethods(context, user.id) })
    },
  }),
  route({
    method: 'POST',
    path: '/v1/totp/step-up',
    summary: 'Checks an authenticator code and gives a one-time proof',
    body: codeBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const holder = await authenticate(context, { req, url })
      const { code } = body
      await checkTotp(context, holder.user, code, { confirmed: true })
      sendJson(reply, 200, await grantStepUp(context, holder, 'totp'))
    },
  }),
]
