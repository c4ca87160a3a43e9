import type { IncomingMessage } from 'node:http'
import type { z } from 'zod'
import { HttpError } from './http-error.js'

/** Largest request body accepted, in bytes (key shares are a few hundred bytes). */
const MAX_BODY_BYTES = 32 * 1024

/** Reads the raw body; 413 when too large. */
async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body is too large')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Reads a JSON body and parses it with `schema`; 400 with the reason otherwise. */
export async function readJson<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const text = await readText(req)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body must be JSON')
  }
  return parseWith(schema, json)
}

/** Reads an `application/x-www-form-urlencoded` body (a provider's form_post callback). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(req))
}

/** Parses `value` with `schema`; 400 naming the first problem otherwise. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new HttpError(400, `Invalid request: ${where}${issue?.message ?? 'malformed'}`)
}

/** The query parameters as a plain object (a name given twice is a 400). */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of url.searchParams) {
    if (name in out) throw new HttpError(400, `Invalid request: ${name} given twice`)
    out[name] = value
  }
  return out
}
