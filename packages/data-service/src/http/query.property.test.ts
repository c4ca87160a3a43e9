import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  decodeHistoryCursor,
  decodeNftCursor,
  encodeHistoryCursor,
  encodeNftCursor,
} from '../api/cursor.js'
import { DataError } from './errors.js'
import { pageQuerySchema, priceQuerySchema } from './query.js'

/** Parses a query the way the routes do (each parameter once); the value or the zod issues. */
function parseQuery<Schema extends z.ZodObject>(
  params: URLSearchParams,
  schema: Schema,
): z.output<Schema> {
  const result = schema.safeParse(Object.fromEntries(params))
  if (result.success) return result.data
  throw new DataError(400, result.error.issues.map((issue) => issue.message).join('; '))
}

/** Runs `parse`; returns its value, or the DataError it threw (anything else fails). */
function outcome<T>(parse: () => T): T | DataError {
  try {
    return parse()
  } catch (error) {
    if (error instanceof DataError) return error
    throw error
  }
}

describe('query parsers (property)', () => {
  it('never crash: any query string gives a value or a 400 with a message', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('chainId', 'limit', 'cursor', 'projectId', 'x', 'addresses', 'currency'),
          fc.string(),
        ),
        (entries) => {
          for (const schema of [pageQuerySchema, priceQuerySchema]) {
            const result = outcome(() => parseQuery(new URLSearchParams(entries), schema))
            if (result instanceof DataError) {
              expect(result.status).toBe(400)
              expect(result.message.length).toBeGreaterThan(0)
            }
          }
        },
      ),
    )
  })

  it('accept exactly the limits 1 to 100 and default to 20', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1000, max: 1000 }).map(String), fc.string()),
        (limit) => {
          const result = outcome(() =>
            parseQuery(new URLSearchParams({ chainId: 'eip155:1', limit }), pageQuerySchema),
          )
          const valid = /^\d{1,3}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 100
          if (valid) expect(result).toMatchObject({ limit: Number(limit) })
          else expect(result).toBeInstanceOf(DataError)
        },
      ),
    )
    expect(parseQuery(new URLSearchParams({ chainId: 'eip155:1' }), pageQuerySchema).limit).toBe(20)
  })

  it('round-trip every cursor they issue, and reject any other string with a 400', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }),
        fc.nat({ max: 2 ** 31 - 1 }),
        (blockNumber, txIndex) => {
          expect(decodeHistoryCursor(encodeHistoryCursor({ blockNumber, txIndex }))).toEqual({
            blockNumber,
            txIndex,
          })
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        (bytes, tokenId) => {
          const contract = `0x${Buffer.from(bytes).toString('hex')}`
          expect(decodeNftCursor(encodeNftCursor({ contract, tokenId }))).toEqual({
            contract,
            tokenId,
          })
        },
      ),
    )
    fc.assert(
      fc.property(fc.string(), (junk) => {
        const history = outcome(() => decodeHistoryCursor(junk))
        const nft = outcome(() => decodeNftCursor(junk))
        // A random string is (almost surely) not a valid cursor; if it parses it must be well-formed.
        if (!(history instanceof DataError)) expect(history.txIndex).toBeGreaterThanOrEqual(0)
        if (!(nft instanceof DataError)) expect(nft.contract).toMatch(/^0x[0-9a-f]{40}$/)
        expect(junk.startsWith('h1.') || history instanceof DataError).toBe(true)
        expect(junk.startsWith('n1.') || nft instanceof DataError).toBe(true)
      }),
    )
  })
})
