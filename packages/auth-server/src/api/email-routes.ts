import { z } from 'zod'
import { verifyDpopProof } from '../auth/dpop.js'
import { checkCode, sendCode } from '../auth/email-codes.js'
import { openSession } from '../auth/sessions.js'
import { sendJson } from '../http/respond.js'
import { checkProject } from './context.js'
import { type AnyRoute, route } from './route.js'
import { emailSchema, otpSchema, projectFields } from './schemas.js'

const startBody = z.object({ ...projectFields, email: emailSchema })
const verifyBody = z.object({ ...projectFields, email: emailSchema, otp: otpSchema })

/** Email login with a one-time code. */
export const emailRoutes: AnyRoute[] = [
  route({
    method: 'POST',
    path: '/v1/email/start',
    summary: 'Sends a one-time login code to an email address',
    body: startBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      checkProject(context, body.projectId, body.hostOrigin)
      // The code is bound to the key proving this request: only that key can redeem it.
      const dpopJkt = await verifyDpopProof(context, req, url)
      await sendCode(context, {
        purpose: 'login',
        key: body.email,
        recipient: body.email,
        dpopJkt,
      })
      sendJson(reply, 200, { action: 'VERIFY_OTP' })
    },
  }),
  route({
    method: 'POST',
    path: '/v1/email/verify',
    summary: 'Redeems the emailed code for a session bound to the frame key',
    body: verifyBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
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
      sendJson(reply, 200, session)
    },
  }),
]
