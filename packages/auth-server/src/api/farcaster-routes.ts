import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { z } from 'zod'
import { verifyDpopProof, wrongProofKey } from '../auth/dpop.js'
import { openSession } from '../auth/sessions.js'
import { CHANNEL_TTL_MS, ChannelStore, type FarcasterChannel } from '../farcaster/channel-store.js'
import type { FarcasterLogin } from '../farcaster/farcaster-login.js'
import { HttpError } from '../http/http-error.js'
import { sendJson } from '../http/respond.js'
import { type AuthContext, checkProject, clientIp } from './context.js'
import { type AnyRoute, route } from './route.js'
import { projectFields } from './schemas.js'

/**
 * Sign In With Farcaster. The relay channel API as `@farcaster/auth-client` calls it
 * (`createChannel`, `status`/`watchStatus`, `authenticate`), then the frame's exchange of a
 * completed channel for a session of the user behind the FID.
 */

const CHANNEL_EXPIRED = 'Channel expired, start again'
const text = (max: number) => z.string().min(1).max(max)
const isoDate = z.iso.datetime({ offset: true })

const createChannelBody = z.strictObject({
  siweUri: z.url({ protocol: /^https?$/ }).max(2048),
  domain: text(253).regex(
    /^[a-zA-Z0-9.-]+(:\d{1,5})?$/,
    'must be a host name, optionally with a port',
  ),
  nonce: z
    .string()
    .regex(/^[a-zA-Z0-9]{8,64}$/, 'must be 8 to 64 letters or digits')
    .optional(),
  notBefore: isoDate.optional(),
  expirationTime: isoDate.optional(),
  requestId: text(200).optional(),
  redirectUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  acceptAuthAddress: z.boolean().optional(),
})

const authenticateBody = z.object({
  message: text(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte hex signature'),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  username: text(64).optional(),
  displayName: text(200).optional(),
  bio: z.string().max(2000).optional(),
  pfpUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
})

const sessionBody = z.strictObject({ ...projectFields, channelToken: text(200) })

function requireFarcaster(context: AuthContext): FarcasterLogin {
  if (!context.farcaster) throw new HttpError(400, 'Farcaster login is not configured')
  return context.farcaster
}

/** The channel named by the bearer token; 401 when missing, unknown or expired. */
function bearerChannel(farcaster: FarcasterLogin, req: IncomingMessage): FarcasterChannel {
  const header = req.headers.authorization
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
  if (!token)
    throw new HttpError(401, 'Missing channel token (Authorization: Bearer <channelToken>)')
  const channel = farcaster.channels.get(token)
  if (!channel || channel.consumed) throw new HttpError(401, CHANNEL_EXPIRED)
  return channel
}

/** The channel as `status` answers it (202 while pending, 200 once completed). */
function channelAnswer(channel: FarcasterChannel) {
  const signatureParams = {
    siweUri: channel.siweUri,
    domain: channel.domain,
    nonce: channel.nonce,
    ...(channel.notBefore ? { notBefore: channel.notBefore } : {}),
    ...(channel.expirationTime ? { expirationTime: channel.expirationTime } : {}),
    ...(channel.requestId ? { requestId: channel.requestId } : {}),
    ...(channel.redirectUrl ? { redirectUrl: channel.redirectUrl } : {}),
  }
  const base = {
    state: channel.completed ? ('completed' as const) : ('pending' as const),
    nonce: channel.nonce,
    url: channel.url,
    signatureParams,
    metadata: channel.metadata,
  }
  if (!channel.completed) return base
  const done = channel.completed
  return {
    ...base,
    message: done.message,
    signature: done.signature,
    authMethod: 'custody' as const,
    fid: done.fid,
    custody: done.custody,
    verifications: [],
    ...(done.username ? { username: done.username } : {}),
    ...(done.displayName ? { displayName: done.displayName } : {}),
    ...(done.bio ? { bio: done.bio } : {}),
    ...(done.pfpUrl ? { pfpUrl: done.pfpUrl } : {}),
  }
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The relay channel API and the session exchange. */
export const farcasterRoutes: AnyRoute[] = [
  route({
    method: 'POST',
    path: '/v1/channel',
    summary: 'Opens a Sign In With Farcaster channel',
    body: createChannelBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const farcaster = requireFarcaster(context)
      // Only the frame opens channels: the channel is bound to the key proving this request.
      const dpopJkt = await verifyDpopProof(context, req, url)
      if (body.acceptAuthAddress) {
        throw new HttpError(
          400,
          'Invalid request: acceptAuthAddress: only custody sign-in is supported',
        )
      }
      const channelToken = ChannelStore.newToken()
      const nonce =
        body.nonce ??
        ChannelStore.newToken()
          .replace(/[^a-zA-Z0-9]/g, '')
          .slice(0, 24)
      const now = context.now()
      const channel: FarcasterChannel = {
        channelToken,
        nonce,
        url: '',
        siweUri: body.siweUri,
        domain: body.domain,
        ...(body.notBefore ? { notBefore: body.notBefore } : {}),
        ...(body.expirationTime ? { expirationTime: body.expirationTime } : {}),
        ...(body.requestId ? { requestId: body.requestId } : {}),
        ...(body.redirectUrl ? { redirectUrl: body.redirectUrl } : {}),
        acceptAuthAddress: false,
        createdAt: now,
        expiresAt: now + CHANNEL_TTL_MS,
        metadata: {
          ip: clientIp(context, req),
          userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
        },
        dpopJkt,
      }
      channel.url = farcaster.channelUrl(channel)
      farcaster.channels.add(channel)
      sendJson(reply, 201, { channelToken, url: channel.url, nonce })
    },
  }),
  route({
    method: 'GET',
    path: '/v1/channel/status',
    summary: 'The state of a Farcaster channel (202 while pending)',
    // The Farcaster client polls it too, from its own page or server.
    anyOrigin: true,
    async handle(context, { req, reply }) {
      const channel = bearerChannel(requireFarcaster(context), req)
      sendJson(reply, channel.completed ? 200 : 202, channelAnswer(channel))
    },
  }),
  route({
    method: 'POST',
    path: '/v1/channel/authenticate',
    summary: "The Farcaster client posts the user's signed message",
    body: authenticateBody,
    // The Farcaster client (an app or a page of another origin) posts here.
    anyOrigin: true,
    limited: true,
    async handle(context, { req, reply, body }) {
      const farcaster = requireFarcaster(context)
      const relayKey = farcaster.config.relayKey
      if (relayKey) {
        const given = req.headers['x-farcaster-auth-relay-key']
        if (!sameSecret(Array.isArray(given) ? given[0] : given, relayKey)) {
          throw new HttpError(401, 'Invalid relay key')
        }
      }
      const channel = bearerChannel(farcaster, req)
      if (body.authMethod === 'authAddress') {
        throw new HttpError(400, 'Invalid request: authMethod: only custody sign-in is supported')
      }
      if (channel.completed) throw new HttpError(409, 'This channel is already signed in')
      const verified = await farcaster.verify({
        nonce: channel.nonce,
        domain: channel.domain,
        message: body.message,
        signature: body.signature as `0x${string}`,
      })
      if (!verified.ok) {
        throw new HttpError(401, `Farcaster signature rejected: ${verified.reason}`)
      }
      if (verified.fid !== body.fid) {
        throw new HttpError(
          401,
          `Farcaster signature rejected: the message is for fid ${verified.fid}, not ${body.fid}`,
        )
      }
      channel.completed = {
        message: body.message,
        signature: body.signature as `0x${string}`,
        fid: verified.fid,
        custody: verified.custody,
        ...(body.username ? { username: body.username } : {}),
        ...(body.displayName ? { displayName: body.displayName } : {}),
        ...(body.bio ? { bio: body.bio } : {}),
        ...(body.pfpUrl ? { pfpUrl: body.pfpUrl } : {}),
      }
      sendJson(reply, 201, channelAnswer(channel))
    },
  }),
  route({
    method: 'POST',
    path: '/v1/farcaster/session',
    summary: 'Redeems a completed Farcaster channel for a session',
    body: sessionBody,
    limited: true,
    async handle(context, { req, reply, url, body }) {
      const farcaster = requireFarcaster(context)
      checkProject(context, body.projectId, body.hostOrigin)
      const jkt = await verifyDpopProof(context, req, url)
      const channel = farcaster.channels.get(body.channelToken)
      if (!channel || channel.consumed) throw new HttpError(400, CHANNEL_EXPIRED)
      if (channel.dpopJkt !== jkt) throw wrongProofKey()
      if (!channel.completed) throw new HttpError(409, 'The Farcaster sign-in is not approved yet')
      // The message names the page it signs in to: it must be this host page.
      if (channel.domain !== new URL(body.hostOrigin).host) {
        throw new HttpError(403, 'The Farcaster sign-in was made for another site')
      }
      channel.consumed = true
      farcaster.channels.delete(channel.channelToken)
      const done = channel.completed
      const user = await context.storage.users.findOrCreateSocial(
        {
          provider: 'farcaster',
          subject: String(done.fid),
          verifiedEmail: null,
          username: done.username ?? null,
        },
        context.scopes.of(body.projectId),
        context.now(),
      )
      sendJson(
        reply,
        200,
        await openSession(context, user, {
          projectId: body.projectId,
          hostOrigin: body.hostOrigin,
          method: 'farcaster',
          jkt,
        }),
      )
    },
  }),
]
