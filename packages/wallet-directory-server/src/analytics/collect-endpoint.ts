import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError } from '../http-error.js'
import { sendJson } from '../respond.js'
import { analyticsEventSchema } from './event-schema.js'
import type { AnalyticsEventStore } from './event-store.js'

/** The path analytics events are posted to (SPEC §7). */
export const ANALYTICS_EVENT_PATH = '/e'
/** The largest event body accepted, in bytes. */
export const MAX_ANALYTICS_BODY_BYTES = 16 * 1024

/** Reads a request body up to `limit` bytes; more is a 413. */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    // Past the limit the rest is read and dropped, so that the 413 reaches the client.
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
    })
    req.on('end', () => {
      if (size > limit) {
        reject(new HttpError(413, 'invalid_parameter', `The event is over ${limit} bytes`))
      } else {
        resolve(Buffer.concat(chunks).toString('utf8'))
      }
    })
    req.on('error', reject)
  })
}

/**
 * Answers `POST /e`: parses the event with its schema (a malformed one is a 400 that names
 * the problem, and is not stored), stores it with the time and project id, answers 202.
 */
export async function collectAnalyticsEvent(
  req: IncomingMessage,
  res: ServerResponse,
  store: AnalyticsEventStore,
  projectId: string | undefined,
): Promise<void> {
  const text = await readBody(req, MAX_ANALYTICS_BODY_BYTES)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'invalid_parameter', 'The event is not JSON')
  }
  const parsed = analyticsEventSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new HttpError(
      400,
      'invalid_parameter',
      `Invalid event: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    )
  }
  store.add({ ...parsed.data, receivedAt: Date.now(), projectId })
  sendJson(res, 202, { accepted: true })
}
