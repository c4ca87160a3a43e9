import { z } from 'zod'
import type { ClusterMessage } from './cluster-link.js'

const owner = z.object({ clientId: z.string().min(1), ip: z.string().min(1) })

/** A stored message record, as read back from the shared store. */
export const clusterMessageSchema = z.object({
  id: z.string().min(1).max(64),
  topic: z.string().min(1),
  message: z.string(),
  tag: z.number().int(),
  attestation: z.string().optional(),
  publishedAt: z.number(),
  expiresAt: z.number(),
  owner,
  acknowledgedBy: z.array(z.string()),
})

/** What one node announces to the others on the shared channel. */
export const clusterEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), node: z.string(), message: clusterMessageSchema }),
  z.object({
    kind: z.literal('ack'),
    node: z.string(),
    topic: z.string().min(1),
    id: z.string().min(1).max(64),
    clientId: z.string().min(1),
  }),
])

/** A parsed cluster event. */
export type ClusterEvent = z.infer<typeof clusterEventSchema>

/** Parses a record or event text; `undefined` for anything malformed. */
export function parseClusterJson<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
): z.output<Schema> | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** The record kept in the shared store (acknowledgements live beside it, not in it). */
export function toStoredRecord(message: ClusterMessage): string {
  return JSON.stringify({ ...message, acknowledgedBy: [] })
}
