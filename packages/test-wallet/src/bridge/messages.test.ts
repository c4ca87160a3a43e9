import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BRIDGE_CHANNEL,
  contentMessageSchema,
  pageMessageSchema,
  workerRequestSchema,
  workerResponseSchema,
} from './messages.js'

const schemas = {
  pageMessageSchema,
  contentMessageSchema,
  workerRequestSchema,
  workerResponseSchema,
}

describe('bridge message schemas', () => {
  it('never throw on arbitrary input, and accept only objects on the channel', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      fc.assert(
        fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
          const result = schema.safeParse(value)
          if (result.success && name !== 'workerResponseSchema') {
            expect((value as { channel?: unknown }).channel).toBe(BRIDGE_CHANNEL)
          }
        }),
        { numRuns: 300 },
      )
    }
  })

  it('accept every well-formed page request and drop it when any field is wrong', () => {
    const request = fc.record({
      channel: fc.constant(BRIDGE_CHANNEL),
      from: fc.constant('page'),
      type: fc.constant('request'),
      id: fc.integer({ min: 1, max: 2 ** 31 }),
      method: fc.string({ minLength: 1, maxLength: 200 }),
      params: fc.option(fc.array(fc.jsonValue()), { nil: undefined }),
    })
    fc.assert(
      fc.property(request, (message) => {
        expect(pageMessageSchema.safeParse(message).success).toBe(true)
        expect(pageMessageSchema.safeParse({ ...message, id: 0 }).success).toBe(false)
        expect(pageMessageSchema.safeParse({ ...message, from: 'content' }).success).toBe(false)
        expect(pageMessageSchema.safeParse({ ...message, channel: 'other' }).success).toBe(false)
        expect(contentMessageSchema.safeParse(message).success).toBe(false)
      }),
    )
  })

  it('check relayed events against their payload shape', () => {
    const event = (payload: unknown) => ({
      channel: BRIDGE_CHANNEL,
      from: 'content',
      type: 'event',
      payload,
    })
    const valid = [
      { event: 'connect', data: { chainId: '0x7a69' } },
      { event: 'chainChanged', data: '0x1' },
      { event: 'accountsChanged', data: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'] },
      { event: 'accountsChanged', data: [] },
      { event: 'disconnect', data: { code: 4900, message: 'gone' } },
    ]
    const invalid = [
      { event: 'connect', data: { chainId: 31337 } },
      { event: 'chainChanged', data: 'mainnet' },
      { event: 'accountsChanged', data: ['0x1234'] },
      { event: 'disconnect', data: { message: 'no code' } },
      { event: 'message', data: {} },
    ]
    for (const payload of valid)
      expect(contentMessageSchema.safeParse(event(payload)).success).toBe(true)
    for (const payload of invalid) {
      expect(contentMessageSchema.safeParse(event(payload)).success, JSON.stringify(payload)).toBe(
        false,
      )
    }
  })

  it('tell worker successes from errors', () => {
    expect(workerResponseSchema.parse({ ok: true, result: null })).toEqual({
      ok: true,
      result: null,
    })
    expect(
      workerResponseSchema.safeParse({ ok: false, error: { code: 4001, message: 'no' } }).success,
    ).toBe(true)
    expect(workerResponseSchema.safeParse({ ok: false, error: 'no' }).success).toBe(false)
    expect(workerResponseSchema.safeParse({ ok: 'yes', result: 1 }).success).toBe(false)
  })
})
