import { z } from 'zod'
import { DEVICE_NOT_CONFIRMED, needsDeviceCheck, sendDeviceLink } from '../auth/device-check.js'
import { verifyDpopProof } from '../auth/dpop.js'
import { checkCode, sendCode } from '../auth/email-codes.js'
import { openSession } from '../auth/sessions.js'
import { HttpError } from '../http/http-error.js'
import { sendJson } from '../http/respond.js'
import { checkProject } from './context.js'
import { type AnyRoute, route } from './route.js'
import { emailSchema, otpSchema, projectFields } from './schemas.js'

const startBody = z.object({ ...projectFields, email: emailSchema })
const verifyBody = z.object({ ...projectFields, email: emailSchema, otp: otpSchema })

/**
 * Email login (SPEC §4): a known user on a browser it never logged in from first confirms it
 * from a mailed link (verify device, `device-routes.ts`); then a one-time code (verify OTP).
 */
export const emailRoutes: AnyRoute[] = [
  route({
    method: 'POST',
    path: '/v1/email/start',
    summary: "Sends a login code, or a new device's confirmation link, to an email address",
    body: startBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      checkProject(context, body.projectId, body.hostOrigin)
      // The code is bound to the key proving this request: only that key can redeem it.
      const dpopJkt = await verifyDpopProof(context, req, url)
      const user = await context.storage.users.byEmail(
        body.email,
        context.scopes.of(body.projectId),
      )
      if (user && (await needsDeviceCheck(context, user, dpopJkt))) {
        await sendDeviceLink(context, {
          projectId: body.projectId,
          user,
          email: body.email,
          jkt: dpopJkt,
        })
        return sendJson(reply, 200, { action: 'VERIFY_DEVICE' })
      }
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
      const scope = context.scopes.of(body.projectId)
      // No code reaches an unconfirmed key of a known user; this refuses one all the same
      // (a code issued before the user existed, or by an older server), before it is spent.
      const known = await context.storage.users.byEmail(body.email, scope)
      if (await needsDeviceCheck(context, known, dpopJkt)) {
        throw new HttpError(403, DEVICE_NOT_CONFIRMED)
      }
      await checkCode(context, { purpose: 'login', key: body.email, otp: body.otp, dpopJkt })
      const user = await context.storage.users.findOrCreateByEmail(body.email, scope, context.now())
      // The browser that finished the login is known from now on (a first login's included).
      await context.storage.devices.remember(user.id, dpopJkt, context.now())
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
