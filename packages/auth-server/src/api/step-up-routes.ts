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
import { readJson } from '../http/body.js'
import { HttpError } from '../http/http-error.js'
import { sendEmpty, sendJson } from '../http/respond.js'
import type { Route } from './route.js'
import { otpSchema } from './schemas.js'

const codeBody = z.object({ code: otpSchema })

/**
 * Step-up (`auth/step-up.ts`): which second factors the user has, and the authenticator app
 * (TOTP): set up, confirmed with a first code, then a code for a step-up proof; a code sent to
 * the account's email for users with no second factor; and the redeem of a proof before the
 * frame signs above the project's value or shows the key (export). The passkey check is
 * `/v1/passkey/step-up/*`.
 */
export const stepUpRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/step-up',
    async handle(context, { req, res, url }) {
      const { user } = await authenticate(context, { req, url })
      sendJson(res, 200, { methods: await stepUpMethods(context, user.id) })
    },
  },
  {
    // The frame redeems a proof before signing above the project's `stepUpAboveWei`: the
    // check is the server's (and single use), though the signature is made in the frame.
    method: 'POST',
    path: '/v1/step-up/redeem',
    limited: true,
    async handle(context, { req, res, url }) {
      const holder = await authenticate(context, { req, url })
      await redeemStepUp(context, holder, 'sign-above-threshold', req)
      sendEmpty(res)
    },
  },
  {
    // The frame redeems a proof before it shows the key in its export popup: a live session,
    // even one minutes old, is not enough (the key is the whole wallet).
    method: 'POST',
    path: '/v1/wallet/export',
    limited: true,
    async handle(context, { req, res, url }) {
      const holder = await authenticate(context, { req, url })
      await redeemStepUp(context, holder, 'export-key', req)
      sendEmpty(res)
    },
  },
  {
    // A code to the account's email, for a user with neither a passkey nor an authenticator
    // app; only this session's frame key can redeem it.
    method: 'POST',
    path: '/v1/step-up/email/start',
    limited: true,
    async handle(context, { req, res, url }) {
      const { user, jkt } = await authenticate(context, { req, url })
      await requireNoSecondFactor(context, user.id)
      if (!user.email) throw new HttpError(409, 'This account has no email to send a code to')
      await sendCode(context, {
        purpose: 'step-up',
        key: user.id,
        recipient: user.email,
        dpopJkt: jkt,
      })
      sendEmpty(res)
    },
  },
  {
    method: 'POST',
    path: '/v1/step-up/email/verify',
    limited: true,
    async handle(context, { req, res, url }) {
      const holder = await authenticate(context, { req, url })
      const { code } = await readJson(req, codeBody)
      await requireNoSecondFactor(context, holder.user.id)
      await checkCode(context, {
        purpose: 'step-up',
        key: holder.user.id,
        otp: code,
        dpopJkt: holder.jkt,
      })
      sendJson(res, 200, await grantStepUp(context, holder, 'email'))
    },
  },
  {
    method: 'POST',
    path: '/v1/totp/setup',
    limited: true,
    async handle(context, { req, res, url }) {
      const holder = await authenticate(context, { req, url })
      await requireStepUp(context, holder, 'add-factor', req)
      sendJson(res, 200, { uri: await beginTotp(context, holder.user) })
    },
  },
  {
    method: 'POST',
    path: '/v1/totp/confirm',
    limited: true,
    async handle(context, { req, res, url }) {
      const { user } = await authenticate(context, { req, url })
      const { code } = await readJson(req, codeBody)
      await checkTotp(context, user, code, { confirmed: false })
      sendJson(res, 200, { methods: await stepUpMethods(context, user.id) })
    },
  },
  {
    method: 'POST',
    path: '/v1/totp/step-up',
    limited: true,
    async handle(context, { req, res, url }) {
      const holder = await authenticate(context, { req, url })
      const { code } = await readJson(req, codeBody)
      await checkTotp(context, holder.user, code, { confirmed: true })
      sendJson(res, 200, await grantStepUp(context, holder, 'totp'))
    },
  },
]
