import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { authenticate } from '../auth/sessions.js'
import { requireStepUp } from '../auth/step-up.js'
import { parseWith } from '../http/body.js'
import { HttpError } from '../http/http-error.js'
import { sendEmpty, sendJson } from '../http/respond.js'
import { type CustodyMode, DEFAULT_CUSTODY_MODE } from '../options.js'
import { DEVICE_VERSION } from '../storage/wallets-store.js'
import type { AuthContext } from './context.js'
import { recoveryShareSchema, serverShareSchema } from './recovery-share-format.js'
import { type AnyRoute, route } from './route.js'

/** How long after a fresh login the recovery share may be released (the verify-device step). */
export const RECOVERY_WINDOW_MS = 10 * 60_000

/** The device id of a wallet from before devices (migration 6): its browsers share it. */
export const LEGACY_DEVICE_ID = 'legacy'

/** The answer when a device's auth share was deleted (revoked) or never existed. */
export const DEVICE_REMOVED = 'This device was removed from your wallet'

const deviceId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a device id')
const deviceName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[^\p{Cc}]+$/u, 'must be one line of text')

const createBody = z.object({
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address')
    .transform((value) => value.toLowerCase()),
  authShare: serverShareSchema,
  /** The user's half of the recovery pair; its form depends on the custody mode. */
  recoveryShare: z.string().max(4096),
  /** The server's half of the recovery pair (its own polynomial). Absent: a one-polynomial wallet. */
  recoveryAuthShare: serverShareSchema.optional(),
  deviceName: deviceName.optional(),
})
const enrolBody = z.object({ authShare: serverShareSchema, deviceName })
const deviceQuery = z.object({ deviceId: deviceId.optional() })

const newDeviceId = () => randomBytes(16).toString('base64url')

function custodyOf(context: AuthContext, projectId: string): CustodyMode {
  return context.projects.get(projectId)?.custody ?? DEFAULT_CUSTODY_MODE
}

/**
 * The key-share store: a wallet is written once with its first device; each further device
 * (after the verify-device step) gets its own auth share row, which revoking deletes.
 */
export const walletRoutes: AnyRoute[] = [
  route({
    method: 'PUT',
    path: '/v1/wallet',
    summary: "Stores the new wallet's address and key shares",
    body: createBody,
    async handle(context, { req, reply, url, body }) {
      const { user, family } = await authenticate(context, { req, url })
      const custody = custodyOf(context, family.projectId)
      const recoveryShare = parseWith(recoveryShareSchema(custody), body.recoveryShare)
      // A wallet on one polynomial (frames from before devices) has its recovery pair's server
      // half equal to the auth share: only the custodial mode accepts it.
      if (!body.recoveryAuthShare && custody !== 'operator') {
        throw new HttpError(400, 'recoveryAuthShare: required in this custody mode')
      }
      const id = body.recoveryAuthShare ? newDeviceId() : LEGACY_DEVICE_ID
      const created = await context.storage.wallets.create(
        user.id,
        {
          address: body.address,
          custody,
          recoveryAuthShare: body.recoveryAuthShare ?? body.authShare,
          encryptedRecoveryShare: context.cipher.encrypt(recoveryShare, user.id),
        },
        {
          id,
          version: body.recoveryAuthShare ? DEVICE_VERSION : 1,
          name: body.deviceName ?? 'First device',
          authShare: body.authShare,
        },
        context.now(),
      )
      if (!created) throw new HttpError(409, 'This account already has a wallet')
      sendJson(reply, 201, { address: body.address, deviceId: id })
    },
  }),
  route({
    method: 'GET',
    path: '/v1/wallet/auth-share',
    summary: "This device's auth share",
    query: deviceQuery,
    async handle(context, { req, reply, url, query }) {
      const { user } = await authenticate(context, { req, url })
      const wallet = await context.storage.wallets.byUser(user.id)
      // No wallet yet is the expected answer for a first login, not an error: an empty 204
      // (browsers log every 4xx of a page's fetch as a console error).
      if (!wallet) return sendEmpty(reply)
      const device = await context.storage.wallets.useDevice(
        user.id,
        query.deviceId ?? LEGACY_DEVICE_ID,
        context.now(),
      )
      if (!device) throw new HttpError(410, DEVICE_REMOVED)
      sendJson(reply, 200, {
        address: wallet.address,
        ...(query.deviceId ? { deviceId: device.id } : {}),
        authShare: device.authShare,
      })
    },
  }),
  route({
    method: 'POST',
    path: '/v1/wallet/recovery-share',
    summary: 'The recovery share (needs a step-up)',
    limited: true,
    async handle(context, { req, reply, url }) {
      const holder = await authenticate(context, { req, url })
      const { user, family } = holder
      if (context.now() - family.authTime > RECOVERY_WINDOW_MS) {
        throw new HttpError(403, 'Log in again to verify this device')
      }
      await requireStepUp(context, holder, 'recovery-share', req)
      const wallet = await context.storage.wallets.byUser(user.id)
      if (!wallet) throw new HttpError(404, 'No wallet yet')
      sendJson(reply, 200, {
        address: wallet.address,
        custody: wallet.custody,
        recoveryAuthShare: wallet.recoveryAuthShare,
        recoveryShare: context.cipher.decrypt(wallet.encryptedRecoveryShare, user.id),
      })
    },
  }),
  route({
    method: 'POST',
    path: '/v1/wallet/devices',
    summary: 'Enrols this device with its own auth share',
    body: enrolBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const { user, family } = await authenticate(context, { req, url })
      // A device is enrolled right after the verify-device step, within the same fresh login.
      if (context.now() - family.authTime > RECOVERY_WINDOW_MS) {
        throw new HttpError(403, 'Log in again to verify this device')
      }
      const id = newDeviceId()
      const added = await context.storage.wallets.addDevice(
        user.id,
        { id, name: body.deviceName, authShare: body.authShare },
        context.now(),
      )
      if (!added) throw new HttpError(404, 'No wallet yet')
      sendJson(reply, 201, { deviceId: id })
    },
  }),
  route({
    method: 'GET',
    path: '/v1/wallet/devices',
    summary: "The wallet's enrolled devices",
    async handle(context, { req, reply, url }) {
      const { user } = await authenticate(context, { req, url })
      const wallet = await context.storage.wallets.byUser(user.id)
      if (!wallet) throw new HttpError(404, 'No wallet yet')
      sendJson(reply, 200, {
        custody: wallet.custody,
        devices: await context.storage.wallets.devices(user.id),
      })
    },
  }),
  route({
    method: 'POST',
    path: '/v1/wallet/devices/:deviceId/revoke',
    summary: 'Revokes a device (needs a step-up)',
    async handle(context, { req, reply, url, params }) {
      const holder = await authenticate(context, { req, url })
      const { user } = holder
      const id = parseWith(deviceId, params.deviceId)
      await requireStepUp(context, holder, 'revoke-device', req)
      if (!(await context.storage.wallets.revokeDevice(user.id, id))) {
        throw new HttpError(404, DEVICE_REMOVED)
      }
      sendEmpty(reply)
    },
  }),
]
