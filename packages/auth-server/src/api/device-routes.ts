import { z } from 'zod'
import { DEVICE_CONFIRM_PATH, deviceTokenHash } from '../auth/device-check.js'
import { verifyDpopProof } from '../auth/dpop.js'
import { CODE_MAX_ATTEMPTS, trySendCode } from '../auth/email-codes.js'
import { sendDevicePage } from '../http/device-page.js'
import { HttpError } from '../http/http-error.js'
import { sendJson } from '../http/respond.js'
import type { LinkState } from '../storage/devices-store.js'
import { checkProject } from './context.js'
import { type AnyRoute, route } from './route.js'
import { emailSchema, projectFields } from './schemas.js'

const linkToken = z.object({ token: z.string().max(200) })
const statusBody = z.object({ ...projectFields, email: emailSchema })

/** What the page says for a link that cannot confirm anything (the same for GET and POST). */
const CLOSED_LINKS: Record<Exclude<LinkState, 'open'>, { status: number; message: string }> = {
  used: { status: 410, message: 'This link was already used.' },
  expired: {
    status: 410,
    message: 'This link has expired. Sign in again from the app to get a new one.',
  },
  unknown: { status: 404, message: 'This link is not valid.' },
}

const TITLE = 'Confirm your device'

/**
 * The verify-device step (`auth/device-check.ts`): the page the mailed link opens, its
 * confirm button, and the frame's poll that continues the login once its key is confirmed.
 */
export const deviceRoutes: AnyRoute[] = [
  route({
    method: 'GET',
    path: DEVICE_CONFIRM_PATH,
    summary: 'The page a device confirmation link opens (a button that confirms it)',
    navigation: true,
    query: linkToken,
    limited: true,
    async handle(context, { reply, query }) {
      const state = await context.storage.devices.peek(
        deviceTokenHash(context, query.token),
        context.now(),
      )
      if (state !== 'open') {
        const closed = CLOSED_LINKS[state]
        return sendDevicePage(reply, closed.status, { title: TITLE, message: closed.message })
      }
      sendDevicePage(reply, 200, {
        title: TITLE,
        message: 'Confirm that you are signing in to your wallet from a new device or browser.',
        form: {
          action: `${context.publicUrl()}${DEVICE_CONFIRM_PATH}`,
          token: query.token,
          button: 'Confirm this device',
        },
      })
    },
  }),
  route({
    method: 'POST',
    path: DEVICE_CONFIRM_PATH,
    summary: 'Confirms the device a confirmation link names (single use)',
    // The page's own form posts it, from the auth server's origin: the token is the credential.
    anyOrigin: true,
    body: linkToken,
    limited: true,
    async handle(context, { reply, body }) {
      const result = await context.storage.devices.confirm(
        deviceTokenHash(context, body.token),
        context.now(),
      )
      if (result !== 'confirmed') {
        const closed = CLOSED_LINKS[result]
        return sendDevicePage(reply, closed.status, { title: TITLE, message: closed.message })
      }
      sendDevicePage(reply, 200, {
        title: 'Device confirmed',
        message: 'This device is confirmed. Go back to the app: your sign-in code is on its way.',
      })
    },
  }),
  route({
    method: 'POST',
    path: '/v1/email/device/status',
    summary: 'Whether this frame key was confirmed; once it is, mails the login code',
    body: statusBody,
    async handle(context, { req, reply, url, body }) {
      checkProject(context, body.projectId, body.hostOrigin)
      const jkt = await verifyDpopProof(context, req, url)
      const user = await context.storage.users.byEmail(
        body.email,
        context.scopes.of(body.projectId),
      )
      if (!user) throw new HttpError(400, 'Start the email login first')
      const confirmed =
        (await context.storage.devices.isKnown(user.id, jkt)) ||
        (await context.storage.devices.takeConfirmed({
          projectId: body.projectId,
          userId: user.id,
          jkt,
          now: context.now(),
        }))
      if (!confirmed) return sendJson(reply, 200, { status: 'pending' })
      // The key is known now: the login continues as any known device's (verify OTP). The
      // answer holds while this key's code lives (a poll whose answer was lost asks again); a
      // code sent moments ago to another browser holds the cooldown: the poll waits it out.
      const live = await context.storage.codes.hasLiveCode({
        purpose: 'login',
        key: body.email,
        dpopJkt: jkt,
        now: context.now(),
        maxAttempts: CODE_MAX_ATTEMPTS,
      })
      if (live) return sendJson(reply, 200, { action: 'VERIFY_OTP' })
      const sent = await trySendCode(context, {
        purpose: 'login',
        key: body.email,
        recipient: body.email,
        dpopJkt: jkt,
      })
      if (!sent.sent) return sendJson(reply, 200, { status: 'pending' })
      sendJson(reply, 200, { action: 'VERIFY_OTP' })
    },
  }),
]
