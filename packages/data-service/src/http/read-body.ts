import type { IncomingMessage } from 'node:http'
import { HttpError } from './http-error.js'

/** Largest request body accepted, in bytes. */
const MAX_BODY_BYTES = 64 * 1024

/** Reads a JSON request body; 413 when too large, 400 when not JSON. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readTextBody(req)
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body must be JSON')
  }
}

/** Reads a request body as UTF-8 text (e.g. to check a signature over it); 413 when too large. */
export async function readTextBody(req: IncomingMessage): Promise<string> {
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
