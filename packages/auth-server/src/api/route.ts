import type { IncomingMessage } from 'node:http'
import type { FastifyReply } from '@foyer/service-kit'
import type { z } from 'zod'
import type { AuthContext } from './context.js'

/** Who may call a route, checked before its body is read (see `http/origin-guard.ts`). */
export interface RouteAccess {
  /**
   * Any origin, or none, may call it: the provider's callback and the Farcaster relay endpoints
   * a Farcaster client calls from its own page or server. Else the request must carry the
   * `Origin` of a wallet frame (403 without one).
   */
  anyOrigin?: boolean
  /**
   * A top-level navigation opens it (the social authorize address in the login popup or tab):
   * browsers send no `Origin` on a GET navigation, so a missing one is accepted; a foreign one
   * is still refused.
   */
  navigation?: boolean
  /**
   * A server may read it with no `Origin`: the frame's hosting asks the project's allowlist for
   * its `frame-ancestors` header (public answers only). A foreign browser origin is still refused.
   */
  serverRead?: boolean
  /** Counted against the per-IP limit. */
  limited?: boolean
}

/** One request as a route sees it: its body and query already checked against the route's schemas. */
export interface RouteRequest<Body = unknown, Query = unknown> {
  /** The raw request (headers for DPoP, cookies, step-up proofs). */
  req: IncomingMessage
  reply: FastifyReply
  /** The request target (DPoP proofs name it in `htu`). */
  url: URL
  params: Record<string, string>
  body: Body
  query: Query
}

/**
 * One endpoint of the auth server: method, path (`:name` segments), its zod schemas (checked
 * before the handler runs, and listed in `/openapi.json`), who may call it, and its handler.
 */
export interface Route<Body = unknown, Query = unknown> extends RouteAccess {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  /** One line for the OpenAPI document. */
  summary: string
  body?: z.ZodType<Body>
  query?: z.ZodType<Query>
  handle(context: AuthContext, request: RouteRequest<Body, Query>): Promise<unknown>
}

/** A route of any body and query, as the route table holds them. */
// biome-ignore lint/suspicious/noExplicitAny: the table holds routes of every body type.
export type AnyRoute = Route<any, any>

/** Declares a route, typing its handler's `body` and `query` from its schemas. */
export function route<Body = undefined, Query = undefined>(
  definition: Route<Body, Query>,
): AnyRoute {
  return definition
}
