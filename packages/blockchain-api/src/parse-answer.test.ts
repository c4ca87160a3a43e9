import { isFoyerError } from '@foyer/common'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { parseAnswer } from './parse-answer.js'
import * as schemas from './schemas.js'

const all: z.ZodMiniType<unknown>[] = [
  schemas.balancesSchema,
  schemas.transactionsPageSchema,
  schemas.nftsPageSchema,
  schemas.identitySchema,
  schemas.profileSchema,
  schemas.profilesSchema,
  schemas.suggestionsSchema,
  schemas.pricesSchema,
  schemas.supportedChainsSchema,
]

describe('parseAnswer (every answer schema)', () => {
  it('returns a value or throws a FoyerError for any JSON, never anything else', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: all.length - 1 }), (value, index) => {
        try {
          parseAnswer(all[index] ?? schemas.identitySchema, value, 'GET /x')
        } catch (error) {
          expect(isFoyerError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
        }
      }),
    )
  })

  it('keeps the fields the contract names and drops extra ones', () => {
    const value = parseAnswer(
      schemas.identitySchema,
      { name: 'a.foyer.id', avatar: null, extra: true },
      'GET /v1/identity',
    )
    expect(value).toEqual({ name: 'a.foyer.id', avatar: null })
  })

  it('refuses a transaction whose minedAt is not a date', () => {
    const page = {
      data: [{ id: 'x', metadata: { minedAt: 'yesterday', chain: 'eip155:1' }, transfers: [] }],
      next: null,
    }
    expect(() => parseAnswer(schemas.transactionsPageSchema, page, 'GET /h')).toThrow(/minedAt/)
  })
})
