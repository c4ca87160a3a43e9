import { describe, expect, it } from 'vitest'
import { CoalescedReads } from './coalesced-reads.js'

/** A read that resolves when told, recording which topics it was asked for. */
function controlledReads() {
  const started: string[][] = []
  const finish: (() => void)[] = []
  const read = (topics: readonly string[]) => {
    started.push([...topics])
    return new Promise<void>((resolve) => finish.push(resolve))
  }
  return { started, finish, read }
}

describe('CoalescedReads', () => {
  it('lets callers of the same topics share the read under way, and reads only the others', async () => {
    const reads = new CoalescedReads()
    const { started, finish, read } = controlledReads()
    const first = reads.run(['a', 'b'], read)
    const second = reads.run(['b', 'c'], read)
    expect(started).toEqual([['a', 'b'], ['c']])
    let secondDone = false
    void second.then(() => {
      secondDone = true
    })
    finish[1]?.()
    await Promise.resolve()
    // The second caller also waits for the read of `b` it joined.
    expect(secondDone).toBe(false)
    finish[0]?.()
    await Promise.all([first, second])
    expect(reads.size).toBe(0)
    // Once done, a new caller reads again.
    void reads.run(['a'], read)
    expect(started).toHaveLength(3)
  })

  it('does not let a caller join a read of a topic that lost its watch meanwhile', () => {
    const reads = new CoalescedReads()
    const { started, read } = controlledReads()
    void reads.run(['a'], read)
    reads.forget('a')
    void reads.run(['a'], read)
    expect(started).toEqual([['a'], ['a']])
  })

  it('passes a failed read on to everyone who joined it', async () => {
    const reads = new CoalescedReads()
    let fail: (error: Error) => void = () => {}
    const read = () => new Promise<void>((_, reject) => (fail = reject))
    const first = reads.run(['a'], read)
    const second = reads.run(['a'], read)
    fail(new Error('redis down'))
    await expect(first).rejects.toThrow('redis down')
    await expect(second).rejects.toThrow('redis down')
    expect(reads.size).toBe(0)
  })
})
