import * as z from 'zod/mini'
import { addressSchema, quantitySchema } from '../schemas.js'

/** Marks every message of the test wallet's page ↔ content script ↔ worker bridge. */
export const BRIDGE_CHANNEL = 'foyer-test-wallet'

const channel = z.literal(BRIDGE_CHANNEL)
const requestId = z.int().check(z.positive())
const method = z.string().check(z.minLength(1), z.maxLength(200))

/** A `{ code, message, data? }` error as it crosses the bridge. */
export const providerErrorShapeSchema = z.object({
  code: z.int(),
  message: z.string(),
  data: z.optional(z.unknown()),
})

/** What the page's provider posts to the content script. */
export const pageMessageSchema = z.discriminatedUnion('type', [
  z.object({ channel, from: z.literal('page'), type: z.literal('hello') }),
  z.object({
    channel,
    from: z.literal('page'),
    type: z.literal('request'),
    id: requestId,
    method,
    params: z.optional(z.unknown()),
  }),
])
/** What the page's provider posts to the content script. */
export type PageMessage = z.infer<typeof pageMessageSchema>

/** An EIP-1193 event as the content script relays it. */
export const bridgedEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('connect'), data: z.object({ chainId: quantitySchema }) }),
  z.object({ event: z.literal('chainChanged'), data: quantitySchema }),
  z.object({ event: z.literal('accountsChanged'), data: z.array(addressSchema) }),
  z.object({ event: z.literal('disconnect'), data: providerErrorShapeSchema }),
])
/** An EIP-1193 event as the content script relays it. */
export type BridgedEvent = z.infer<typeof bridgedEventSchema>

/** What the content script posts to the page's provider. */
export const contentMessageSchema = z.discriminatedUnion('type', [
  z.object({ channel, from: z.literal('content'), type: z.literal('ready') }),
  z.object({ channel, from: z.literal('content'), type: z.literal('welcome') }),
  z.object({
    channel,
    from: z.literal('content'),
    type: z.literal('result'),
    id: requestId,
    result: z.unknown(),
  }),
  z.object({
    channel,
    from: z.literal('content'),
    type: z.literal('error'),
    id: requestId,
    error: providerErrorShapeSchema,
  }),
  z.object({
    channel,
    from: z.literal('content'),
    type: z.literal('event'),
    payload: bridgedEventSchema,
  }),
])
/** What the content script posts to the page's provider. */
export type ContentMessage = z.infer<typeof contentMessageSchema>

/** What the content script sends the service worker. */
export const workerRequestSchema = z.object({
  channel,
  type: z.literal('rpc'),
  method,
  params: z.optional(z.unknown()),
})
/** What the content script sends the service worker. */
export type WorkerRequest = z.infer<typeof workerRequestSchema>

/** What the service worker answers. */
export const workerResponseSchema = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({ ok: z.literal(false), error: providerErrorShapeSchema }),
])
/** What the service worker answers. */
export type WorkerResponse = z.infer<typeof workerResponseSchema>
