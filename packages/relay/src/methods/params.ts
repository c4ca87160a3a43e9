import { z } from 'zod'
import type { RelayLimits } from '../options.js'

/** The zod schemas of every method's params, sized by the relay's limits. */
export type ParamSchemas = ReturnType<typeof createParamSchemas>

/**
 * Builds the params schemas. Unknown fields are accepted and ignored: current clients add
 * fields such as `correlationId` and transaction metadata to their publishes.
 */
export function createParamSchemas(limits: Readonly<RelayLimits>) {
  const topic = z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal characters (a 32-byte topic)')
  const topics = z.array(topic).min(1).max(limits.maxBatchSize)
  const message = z
    .string()
    .min(1)
    .refine(
      (text) => Buffer.byteLength(text, 'utf8') <= limits.maxMessageBytes,
      `must be at most ${limits.maxMessageBytes} bytes`,
    )
  const ttl = z.number().int().positive()
  const tag = z.number().int().nonnegative()
  const attestation = z.string().max(8192)

  const publish = z.object({
    topic,
    message,
    ttl,
    tag: tag.optional(),
    prompt: z.boolean().optional(),
    attestation: attestation.optional(),
  })
  const unsubscribe = z.object({ topic, id: z.string().max(256).optional() })

  return {
    subscribe: z.object({ topic }),
    batchSubscribe: z.object({ topics }),
    unsubscribe,
    batchUnsubscribe: z.object({
      subscriptions: z.array(unsubscribe).min(1).max(limits.maxBatchSize),
    }),
    publish,
    batchPublish: z.object({ messages: z.array(publish).min(1).max(limits.maxBatchSize) }),
    batchFetchMessages: z.object({ topics }),
    proposeSession: z.object({
      pairingTopic: topic,
      sessionProposal: message,
      ttl: ttl.optional(),
      attestation: attestation.optional(),
    }),
    approveSession: z.object({
      sessionTopic: topic,
      pairingTopic: topic,
      sessionProposalResponse: message,
      sessionSettlementRequest: message,
      ttl: ttl.optional(),
    }),
  }
}
