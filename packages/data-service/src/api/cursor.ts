import { z } from 'zod'
import { badRequest } from '../http/errors.js'
import type { HistoryPosition, NftPosition } from '../storage/account-queries.js'

const historyCursorSchema = z.tuple([
  z.string().regex(/^\d{1,20}$/),
  z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
])
const nftCursorSchema = z.tuple([
  z.string().regex(/^0x[0-9a-f]{40}$/),
  z.string().regex(/^\d{1,78}$/),
])

/** The opaque cursor that continues a history after `position`. */
export function encodeHistoryCursor(position: HistoryPosition): string {
  return encode('h', [position.blockNumber.toString(), position.txIndex])
}

/** Reads a history cursor; 400 when it was not issued by this service. */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const [block, txIndex] = decode('h', cursor, historyCursorSchema)
  return { blockNumber: BigInt(block), txIndex }
}

/** The opaque cursor that continues an NFT list after `position`. */
export function encodeNftCursor(position: NftPosition): string {
  return encode('n', [position.contract, position.tokenId.toString()])
}

/** Reads an NFT cursor; 400 when it was not issued by this service. */
export function decodeNftCursor(cursor: string): NftPosition {
  const [contract, tokenId] = decode('n', cursor, nftCursorSchema)
  return { contract, tokenId: BigInt(tokenId) }
}

function encode(kind: string, value: unknown): string {
  return `${kind}1.${Buffer.from(JSON.stringify(value)).toString('base64url')}`
}

function decode<T>(kind: string, cursor: string, schema: z.ZodType<T>): T {
  const prefix = `${kind}1.`
  if (cursor.startsWith(prefix)) {
    const body = cursor.slice(prefix.length)
    if (/^[A-Za-z0-9_-]+$/.test(body)) {
      try {
        const parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
        if (parsed.success) return parsed.data
      } catch {
        // falls through to the 400
      }
    }
  }
  throw badRequest("Query parameter 'cursor' is not a cursor this service issued")
}
