import type { z } from 'zod'
import { HttpError } from './http-error.js'

/** Parses `value` with `schema`; 400 naming the first problem otherwise. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw invalidRequest(issue?.path.map(String) ?? [], issue?.message ?? 'malformed')
}

/** 400 `Invalid request: <field>: <reason>`, the auth server's answer to bad input. */
export function invalidRequest(path: readonly string[], reason: string): HttpError {
  const where = path.length > 0 ? `${path.join('.')}: ` : ''
  return new HttpError(400, `Invalid request: ${where}${reason}`)
}

/** A route schema's failure as Fastify reports it (`fastify-type-provider-zod`). */
interface SchemaFailure {
  validation?: readonly { instancePath?: string; message?: string }[]
}

/** The 400 for a body or query that failed its route schema; undefined for any other error. */
export function schemaFailure(error: unknown): HttpError | undefined {
  const issues = (error as SchemaFailure | null)?.validation
  if (!Array.isArray(issues)) return undefined
  const issue = issues[0]
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean)
  return invalidRequest(path, issue?.message ?? 'malformed')
}
