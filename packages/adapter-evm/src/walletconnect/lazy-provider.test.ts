import { describe, expect, it, vi } from 'vitest'
import { createLazyProvider, type LoadedProvider, type ProviderEmit } from './lazy-provider.js'

describe('createLazyProvider', () => {
  it('loads on the first request only, and passes events to listeners added before', async () => {
    let emit!: ProviderEmit
    const request = vi.fn(async () => ['0xabc'])
    const load = vi.fn(async (report: ProviderEmit): Promise<LoadedProvider> => {
      emit = report
      return { request, close: async () => {} }
    })
    const provider = createLazyProvider(load)
    const heard: unknown[] = []
    const listener = (payload: unknown) => heard.push(payload)
    provider.on('accountsChanged', listener)
    expect(load).not.toHaveBeenCalled()

    await Promise.all([
      provider.request({ method: 'eth_accounts' }),
      provider.request({ method: 'eth_chainId' }),
    ])
    expect(load).toHaveBeenCalledTimes(1)
    expect(request).toHaveBeenCalledTimes(2)

    emit('accountsChanged', ['0xdef'])
    provider.removeListener('accountsChanged', listener)
    emit('accountsChanged', ['0x123'])
    expect(heard).toEqual([['0xdef']])
  })

  it('retries a failed load on the next request', async () => {
    const load = vi
      .fn<(emit: ProviderEmit) => Promise<LoadedProvider>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue({ request: async () => 'ok', close: async () => {} })
    const provider = createLazyProvider(load)
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toThrow('chunk failed')
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('ok')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('close releases the loaded implementation; a later request loads it again', async () => {
    const close = vi.fn(async () => {})
    const load = vi.fn(async () => ({ request: async () => null, close }))
    const provider = createLazyProvider(load)
    await provider.close()
    expect(close).not.toHaveBeenCalled()
    await provider.request({ method: 'eth_accounts' })
    await provider.close()
    expect(close).toHaveBeenCalledTimes(1)
    await provider.request({ method: 'eth_accounts' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a throwing listener does not stop the others', async () => {
    let emit!: ProviderEmit
    const provider = createLazyProvider(async (report) => {
      emit = report
      return { request: async () => null, close: async () => {} }
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const heard: unknown[] = []
    provider.on('chainChanged', () => {
      throw new Error('listener bug')
    })
    provider.on('chainChanged', (payload) => heard.push(payload))
    await provider.request({ method: 'eth_chainId' })
    emit('chainChanged', '0x1')
    expect(heard).toEqual(['0x1'])
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })
})
