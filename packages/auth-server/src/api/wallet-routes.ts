import { z } from 'zod'
import { authenticate } from '../auth/sessions.js'
import { readJson } from '../http/body.js'
import { HttpError } from '../http/http-error.js'
import { sendJson } from '../http/respond.js'
import type { Route } from './route.js'

/** How long after a fresh login the recovery share may be released (the verify-device step). */
export const RECOVERY_WINDOW_MS = 10 * 60_000

const share = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'must be base64')
const createBody = z.object({
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address')
    .transform((value) => value.toLowerCase()),
  authShare: share,
  recoveryShare: share,
})

/** The key-share store: written once, auth share to its owner, recovery share to a fresh login. */
export const walletRoutes: Route[] = [
  {
    method: 'PUT',
    path: '/v1/wallet',
    async handle(context, { req, res, url }) {
      const { user } = await authenticate(context, { req, url })
      const body = await readJson(req, createBody)
      const created = await context.storage.wallets.create(
        user.id,
        {
          address: body.address,
          authShare: body.authShare,
          encryptedRecoveryShare: context.cipher.encrypt(body.recoveryShare, user.id),
        },
        context.now(),
      )
      if (!created) throw new HttpError(409, 'This account already has a wallet')
      sendJson(res, 201, { address: body.address })
    },
  },
  {
    method: 'GET',
    path: '/v1/wallet/auth-share',
    async handle(context, { req, res, url }) {
      const { user } = await authenticate(context, { req, url })
      const wallet = await context.storage.wallets.byUser(user.id)
      if (!wallet) throw new HttpError(404, 'No wallet yet')
      sendJson(res, 200, { address: wallet.address, authShare: wallet.authShare })
    },
  },
  {
    method: 'POST',
    path: '/v1/wallet/recovery-share',
    limited: true,
    async handle(context, { req, res, url }) {
      const { user, family } = await authenticate(context, { req, url })
      if (context.now() - family.authTime > RECOVERY_WINDOW_MS) {
        throw new HttpError(403, 'Log in again to verify this device')
      }
      const wallet = await context.storage.wallets.byUser(user.id)
      if (!wallet) throw new HttpError(404, 'No wallet yet')
      sendJson(res, 200, {
        address: wallet.address,
        recoveryShare: context.cipher.decrypt(wallet.encryptedRecoveryShare, user.id),
      })
    },
  },
]
