import { z } from 'zod'
import { authenticate } from '../auth/sessions.js'
import {
  grantStepUp,
  requireStepUp,
  STEP_UP_REQUIRED,
  stepUpMethods,
  stepUpProof,
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
 * (TOTP): set up, confirmed with a first code, then a code for a step-up proof. The passkey
 * check is `/v1/passkey/step-up/*`.
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
      if (stepUpProof(req) === undefined) throw new HttpError(403, STEP_UP_REQUIRED)
      await requireStepUp(context, holder, 'sign-above-threshold', req)
      sendEmpty(res)
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
