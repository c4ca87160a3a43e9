import { describe, expect, it, vi } from 'vitest'
import { createAccountDeriver } from '../accounts.js'
import { defaultWalletState } from '../wallet-config.js'
import type { ChromeStorageArea } from './chrome-api.js'
import { createChromeStateStore, WALLET_STATE_KEY } from './chrome-state-store.js'

/** An in-memory stand-in for `chrome.storage.local` that copies values as Chrome does. */
function memoryArea(
  initial: Record<string, unknown> = {},
): ChromeStorageArea & { data: Record<string, unknown> } {
  const data = structuredClone(initial)
  return {
    data,
    get: async (key) => (key in data ? { [key]: structuredClone(data[key]) } : {}),
    set: async (items) => {
      Object.assign(data, structuredClone(items))
    },
  }
}

const deriveAccount = createAccountDeriver()
const createDefault = () => defaultWalletState(deriveAccount)

describe('createChromeStateStore', () => {
  it('writes the default state the first time it is updated', async () => {
    const area = memoryArea()
    const store = createChromeStateStore(area, createDefault)
    await store.update((state) => state)
    expect(area.data[WALLET_STATE_KEY]).toEqual(createDefault())
  })

  it('replaces a corrupt stored state with the default one, with a warning', async () => {
    const area = memoryArea({ [WALLET_STATE_KEY]: { version: 1, chains: 'not chains' } })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const store = createChromeStateStore(area, createDefault)
      expect(await store.read()).toEqual(createDefault())
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid'))
    } finally {
      warn.mockRestore()
    }
  })

  it('runs updates one after another, so none is lost', async () => {
    const area = memoryArea()
    const store = createChromeStateStore(area, createDefault)
    await Promise.all(
      Array.from({ length: 10 }, () =>
        store.update((state) => ({ ...state, decisions: [...state.decisions, 'reject' as const] })),
      ),
    )
    expect((await store.read()).decisions).toHaveLength(10)
  })
})
