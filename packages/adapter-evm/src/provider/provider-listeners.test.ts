import { afterEach, describe, expect, it, vi } from 'vitest'
import { createProviderListeners } from './provider-listeners.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createProviderListeners', () => {
  it("passes every argument to the event's listeners until they are removed", () => {
    const listeners = createProviderListeners()
    const heard: unknown[][] = []
    const listener = (...args: unknown[]) => heard.push(args)
    listeners.on('message', listener)
    listeners.on('chainChanged', () => heard.push(['other event']))
    listeners.emit('message', { type: 'a' }, 2)
    listeners.removeListener('message', listener)
    listeners.emit('message', { type: 'b' })
    expect(heard).toEqual([[{ type: 'a' }, 2]])
  })

  it('calls the listeners registered when the event starts, once each', () => {
    const listeners = createProviderListeners()
    const calls: string[] = []
    const late = () => calls.push('late')
    const first = () => {
      calls.push('first')
      listeners.on('accountsChanged', late)
    }
    listeners.on('accountsChanged', first)
    listeners.on('accountsChanged', first)
    listeners.emit('accountsChanged', [])
    expect(calls).toEqual(['first'])
    listeners.emit('accountsChanged', [])
    expect(calls).toEqual(['first', 'first', 'late'])
  })

  it('a throwing listener is logged and does not stop the others, nor the emitter', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const listeners = createProviderListeners()
    const heard: unknown[] = []
    listeners.on('disconnect', () => {
      throw new Error('listener bug')
    })
    listeners.on('disconnect', (payload) => heard.push(payload))
    expect(() => listeners.emit('disconnect', 'bye')).not.toThrow()
    expect(heard).toEqual(['bye'])
    expect(error).toHaveBeenCalledWith('[foyer] a disconnect listener failed', expect.any(Error))
  })
})
