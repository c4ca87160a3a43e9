import * as z from 'zod'

/** The body of `POST /e` as Foyer's core sends it (SPEC §7: eventId, url, domain, timestamp, props). */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1).max(100),
  url: z.string().max(2048),
  domain: z.string().max(255),
  timestamp: z.number().int().nonnegative(),
  props: z.object({
    type: z.literal('track'),
    event: z.string().min(1).max(100),
    properties: z.unknown().optional(),
    address: z.string().max(200).optional(),
  }),
})

/** One analytics event as received. */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

/** An event as stored: what was received, when, and for which project. */
export interface StoredAnalyticsEvent extends AnalyticsEvent {
  receivedAt: number
  projectId: string | undefined
}
