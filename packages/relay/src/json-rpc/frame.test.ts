import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatError, formatResult, parseFrame } from './frame.js'
import { readTopLevelMember } from './raw-member.js'

describe('parseFrame', () => {
  it('reads a request, keeping its id as JSON text', () => {
    expect(
      parseFrame('{"id":"7","jsonrpc":"2.0","method":"irn_publish","params":{"a":1}}'),
    ).toEqual({ kind: 'request', id: { json: '"7"' }, method: 'irn_publish', params: { a: 1 } })
  })

  it('reads acknowledgements: only result true is ok', () => {
    expect(parseFrame('{"id":5,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: '5',
      ok: true,
    })
    expect(parseFrame('{"id":5,"jsonrpc":"2.0","result":false}')).toMatchObject({ ok: false })
    expect(parseFrame('{"id":5,"jsonrpc":"2.0","error":{"code":-1,"message":"no"}}')).toMatchObject(
      { kind: 'response', ok: false },
    )
  })

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(['request', 'response', 'invalid']).toContain(parseFrame(text).kind)
      }),
    )
  })

  it('echoes any non-negative 64-bit integer id exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (id) => {
        const frame = parseFrame(`{"jsonrpc":"2.0","method":"m","id":${id},"params":{"id":1}}`)
        expect(frame.kind).toBe('request')
        if (frame.kind !== 'request') return
        expect(formatResult(frame.id, true)).toBe(`{"id":${id},"jsonrpc":"2.0","result":true}`)
      }),
    )
  })

  it('formats errors with a null id when the id is unknown', () => {
    expect(JSON.parse(formatError(null, -32700, 'Parse error'))).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
    })
  })
})

describe('readTopLevelMember', () => {
  it('finds the top-level member, not nested ones, through strings with escapes', () => {
    const text = '{ "params": {"id": 1, "s": "\\"id\\": 3"}, "x": [ {"id": 4} ], "id" : 123 }'
    expect(readTopLevelMember(text, 'id')).toBe('123')
    expect(readTopLevelMember('{"a":1}', 'id')).toBeUndefined()
    expect(readTopLevelMember('[1]', 'id')).toBeUndefined()
  })

  it('returns text that parses to the member’s value, for any JSON object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), (rest, id) => {
        const text = JSON.stringify({ ...rest, id })
        const raw = readTopLevelMember(text, 'id')
        expect(raw).toBeDefined()
        expect(JSON.parse(raw ?? 'undefined')).toEqual(JSON.parse(JSON.stringify(id)))
      }),
    )
  })
})
