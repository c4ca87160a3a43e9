import { describe, expect, it } from 'vitest'
import { isTracingUnsupported, readTrace } from './internal-transfers.js'
import { RpcError } from './json-rpc.js'

const A = `0x${'a'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const C = `0x${'c'.repeat(40)}`

describe('readTrace', () => {
  it('lists ether moved by inner CALLs and CREATEs, skipping the top frame, delegate and static calls', () => {
    const traced = readTrace({
      type: 'CALL',
      from: A,
      to: B,
      value: 5n,
      calls: [
        { type: 'STATICCALL', from: B, to: C },
        { type: 'DELEGATECALL', from: B, to: C, value: 5n },
        { type: 'CALL', from: B, to: C, value: 0n },
        {
          type: 'CALL',
          from: B,
          to: A,
          value: 3n,
          calls: [{ type: 'CREATE2', from: A, to: C, value: 1n }],
        },
      ],
    })
    expect(traced).toEqual({
      failed: false,
      transfers: [
        { from: B, to: A, amount: 3n },
        { from: A, to: C, amount: 1n },
      ],
    })
  })

  it('drops a reverted frame with everything inside it, and a failed transaction entirely', () => {
    const reverted = readTrace({
      type: 'CALL',
      from: A,
      to: B,
      calls: [
        {
          type: 'CALL',
          from: B,
          to: C,
          value: 2n,
          error: 'execution reverted',
          calls: [{ type: 'CALL', from: C, to: A, value: 1n }],
        },
        { type: 'CALL', from: B, to: A, value: 4n },
      ],
    })
    expect(reverted.transfers).toEqual([{ from: B, to: A, amount: 4n }])
    expect(
      readTrace({
        type: 'CALL',
        from: A,
        to: B,
        error: 'out of gas',
        calls: [{ type: 'CALL', from: B, to: A, value: 4n }],
      }),
    ).toEqual({ failed: true, transfers: [] })
  })
})

describe('isTracingUnsupported', () => {
  it('tells a node without the debug namespace from a passing failure', () => {
    expect(isTracingUnsupported(new RpcError(-32601, 'Method not found'))).toBe(true)
    expect(
      isTracingUnsupported(new RpcError(-32000, 'debug_traceTransaction is not available')),
    ).toBe(true)
    expect(isTracingUnsupported(new RpcError(-32000, 'header not found for block'))).toBe(false)
    expect(isTracingUnsupported(new Error('fetch failed'))).toBe(false)
  })
})
