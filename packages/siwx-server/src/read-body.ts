import type { IncomingMessage } from 'node:http'

/** Thrown when a request body is larger than allowed. */
export class BodyTooLargeError extends Error {}

/** Reads a request body as text, refusing more than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > limit) throw new BodyTooLargeError(`body over ${limit} bytes`)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
