import { z } from 'zod'
import { checkCode, sendCode } from '../auth/email-codes.js'
import { authenticate } from '../auth/sessions.js'
import { requireStepUp } from '../auth/step-up.js'
import { HttpError } from '../http/http-error.js'
import { sendJson } from '../http/respond.js'
import { type AnyRoute, route } from './route.js'
import { emailSchema, otpSchema } from './schemas.js'

const startBody = z.object({ newEmail: emailSchema })
const otpBody = z.object({ otp: otpSchema })
const EMAIL_IN_USE = 'This email is already in use'

/** Email update: a code to the current address (primary), then one to the new address (secondary). */
export const emailUpdateRoutes: AnyRoute[] = [
  route({
    method: 'POST',
    path: '/v1/email/update/start',
    summary: 'Starts changing the account email (needs a step-up)',
    body: startBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const holder = await authenticate(context, { req, url })
      const { user, family } = holder
      const { newEmail } = body
      await requireStepUp(context, holder, 'update-email', req)
      if (!user.email) throw new HttpError(400, 'This account has no email to update')
      if (newEmail === user.email) throw new HttpError(400, 'This is already your email')
      const inUse = await context.storage.users.byEmail(
        newEmail,
        context.scopes.of(family.projectId),
      )
      if (inUse) throw new HttpError(409, EMAIL_IN_USE)
      await sendCode(context, {
        purpose: 'update-primary',
        key: user.id,
        recipient: user.email,
        payload: newEmail,
      })
      sendJson(reply, 200, { action: 'VERIFY_PRIMARY_OTP' })
    },
  }),
  route({
    method: 'POST',
    path: '/v1/email/update/primary',
    summary: 'Confirms the code sent to the current email',
    body: otpBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const { user, family } = await authenticate(context, { req, url })
      const { otp } = body
      const { payload } = await checkCode(context, { purpose: 'update-primary', key: user.id, otp })
      const newEmail = payload as string
      await sendCode(context, {
        purpose: 'update-secondary',
        key: user.id,
        recipient: newEmail,
        payload: newEmail,
      })
      sendJson(reply, 200, { action: 'VERIFY_SECONDARY_OTP' })
    },
  }),
  route({
    method: 'POST',
    path: '/v1/email/update/secondary',
    summary: 'Confirms the code sent to the new email and changes it',
    body: otpBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const { user, family } = await authenticate(context, { req, url })
      const { otp } = body
      const { payload } = await checkCode(context, {
        purpose: 'update-secondary',
        key: user.id,
        otp,
      })
      const email = payload as string
      const scope = context.scopes.of(family.projectId)
      if (!(await context.storage.users.updateEmail(user.id, email, scope))) {
        throw new HttpError(409, EMAIL_IN_USE)
      }
      sendJson(reply, 200, { email })
    },
  }),
]
