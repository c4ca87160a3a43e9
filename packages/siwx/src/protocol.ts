import { caipNetworkIdSchema } from '@foyer/common'
import type { SiwxMessageData, SiwxSession } from '@foyer/core'
import * as z from 'zod/mini'

/** The fields of a sign-in message, as they cross a boundary (HTTP, storage). */
export const siwxMessageDataSchema: z.ZodMiniType<SiwxMessageData> = z.object({
  domain: z.string().check(z.minLength(1)),
  accountAddress: z.string().check(z.minLength(1)),
  chainId: caipNetworkIdSchema,
  statement: z.optional(z.string()),
  uri: z.string().check(z.minLength(1)),
  version: z.literal('1'),
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)),
  issuedAt: z.string(),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
}) as unknown as z.ZodMiniType<SiwxMessageData>

/** A signed session as it crosses a boundary. */
export const siwxSessionSchema: z.ZodMiniType<SiwxSession> = z.object({
  data: siwxMessageDataSchema,
  message: z.string().check(z.maxLength(8192)),
  signature: z.string().check(z.minLength(1), z.maxLength(16384)),
}) as unknown as z.ZodMiniType<SiwxSession>

/** `GET {base}/nonce` answers a fresh single-use nonce. */
export const nonceResponseSchema = z.object({
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)),
})

/** `POST {base}/verify` takes the signed message. */
export const verifyRequestSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(8192)),
  signature: z.string().check(z.minLength(1), z.maxLength(16384)),
})

/** `GET {base}/session` answers the cookie's session, or null; `/verify` answers it too. */
export const sessionResponseSchema = z.object({ session: z.nullable(siwxSessionSchema) })

/** What `/verify` answers on refusal (HTTP 4xx) and why. */
export const errorResponseSchema = z.object({ error: z.string() })

/** The paths of the sign-in server protocol, below its base URL. */
export const SIWX_SERVER_PATHS = {
  nonce: '/nonce',
  verify: '/verify',
  session: '/session',
  signout: '/signout',
} as const
