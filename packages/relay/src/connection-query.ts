import { z } from 'zod'

/**
 * The query parameters of a client's WebSocket URL. `auth` is the client's JWT; `projectId`,
 * `ua` and anything else clients add (`useOnCloseEvent`, `bundleId`, `packageName`, `origin`)
 * are accepted and ignored: a self-hosted relay needs no project id.
 */
export interface ConnectionQuery {
  readonly auth: string | undefined
  readonly projectId: string | undefined
  readonly ua: string | undefined
}

const querySchema = z.object({
  auth: z.string().min(1).optional().catch(undefined),
  projectId: z.string().optional().catch(undefined),
  ua: z.string().optional().catch(undefined),
})

/** Reads the query of an upgrade request's URL (the path is not checked). */
export function parseConnectionQuery(requestUrl: string | undefined): ConnectionQuery {
  let params: URLSearchParams
  try {
    params = new URL(requestUrl ?? '/', 'ws://relay.local').searchParams
  } catch {
    params = new URLSearchParams()
  }
  const parsed = querySchema.parse(Object.fromEntries(params))
  return { auth: parsed.auth, projectId: parsed.projectId, ua: parsed.ua }
}
