import { z } from 'zod'
import { verifyDpopProof } from '../auth/dpop.js'
import { checkCode, sendCode } from '../auth/email-codes.js'
import { openSession } from '../auth/sessions.js'
import { readJson } from '../http/body.js'
import { sendJson } from '../http/respond.js'
import { checkProject } from './context.js'
import type { Route } from './route.js'
import { emailSchema, otpSchema, projectFields } from './schemas.js'

const startBody = z.object({ ...projectFields, email: emailSchema })
const verifyBody = z.object({ ...projectFields, email: emailSchema, otp: otpSchema })

/** Email login with a one-time code. */
export const emailRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/email/start',
    limited: true,
    async handle(context, { req, res, url }) {
      const body = await readJson(req, startBody)
      checkProject(context, body.projectId, body.hostOrigin)
      // The code is bound to the key proving this request: only that key can redeem it.
      const dpopJkt = await verifyDpopProof(context, req, url)
      await sendCode(context, {
        purpose: 'login',
        key: body.email,
        recipient: body.email,
        dpopJkt,
      })
      sendJson(res, 200, { action: 'VERIFY_OTP' })
    },
  },
  {
    method: 'POST',
    path: '/v1/email/verify',
    limited: true,
    async handle(context, { req, res, url }) {
      const body = await readJson(req, verifyBody)
      checkProject(context, body.projectId, body.hostOrigin)
      const dpopJkt = await verifyDpopProof(context, req, url)
      await checkCode(context, { purpose: 'login', key: body.email, otp: body.otp, dpopJkt })
      const user = await context.storage.users.findOrCreateByEmail(
        body.email,
        context.scopes.of(body.projectId),
        context.now(),
      )
      const session = await openSession(context, user, {
        projectId: body.projectId,
        hostOrigin: body.hostOrigin,
        method: 'email',
        jkt: dpopJkt,
      })
      sendJson(res, 200, session)
    },
  },
]
