import { describe, expect, it } from 'vitest'
import { breakdownBeforeReady, eventKind } from './trace-breakdown.mjs'

const main = { pid: 1, tid: 1 }
const x = (name, ts, dur, tdur, args) => ({ ...main, ph: 'X', name, ts, dur, tdur, args })

describe('breakdownBeforeReady', () => {
  it("sums the CPU time of each task's direct children by kind, naming script files", () => {
    const events = [
      x('RunTask', 0, 100, 90),
      x('v8.evaluateModule', 5, 50, 40, {
        data: { url: 'http://127.0.0.1:1/assets/index-B8qVGC1C.js' },
      }),
      x('v8.compile', 10, 20, 15, { data: { url: 'http://127.0.0.1:1/assets/index-B8qVGC1C.js' } }), // nested: not counted
      x('ParseHTML', 60, 30, 30),
      x('RunTask', 200, 10, 10),
      x('ThreadControllerImpl::RunTask', 200, 9, 9), // a wrapper: looked through
      x('Layout', 201, 5, 5),
      x('RunTask', 5000, 10, 10), // after ready: left out
      { ...x('RunTask', 0, 100, 100), tid: 2 }, // another thread
    ]
    const totals = breakdownBeforeReady(events, (e) => e.tid === 1, 1000)
    expect(Object.fromEntries(totals)).toEqual({
      'v8.evaluateModule index.js': 0.04,
      ParseHTML: 0.03,
      Layout: 0.005,
      '(task, other)': 0.025,
    })
  })

  it('labels events without a file by name', () => {
    expect(eventKind({ name: 'FunctionCall', args: { data: {} } })).toBe('FunctionCall')
    expect(eventKind({ name: 'UpdateLayoutTree' })).toBe('UpdateLayoutTree')
  })
})
