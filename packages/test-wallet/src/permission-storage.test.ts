import { describe, expect, it, vi } from 'vitest'
import {
  createPermissionStorage,
  type KeyValueStorage,
  PERMISSION_STORAGE_KEY,
} from './permission-storage.js'
import { createTestWalletProvider } from './provider.js'

const ORIGIN = 'http://dapp.test'
const ACCOUNT_0 = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
// Account requests and permission calls never reach the node.
const CHAINS = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }]

/** A page's `localStorage` as far as the wallet uses it. */
function pageStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  const storage: KeyValueStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
  return { storage, values }
}

/** A provider as the page creates it on each load. */
const load = (storage: KeyValueStorage) =>
  createTestWalletProvider({
    chains: CHAINS,
    origin: ORIGIN,
    permissionStorage: createPermissionStorage(storage, ORIGIN),
  })

describe('permission storage of the injected wallet', () => {
  it('a site granted before a reload is still connected after it; revoking forgets it', async () => {
    const { storage, values } = pageStorage()
    const first = load(storage)
    expect(await first.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    const stored = JSON.parse(values.get(PERMISSION_STORAGE_KEY) ?? 'null')
    expect(stored).toMatchObject({ version: 1, permissions: [{ origin: ORIGIN }] })

    const reloaded = load(storage)
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])

    await reloaded.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(values.has(PERMISSION_STORAGE_KEY)).toBe(false)
    expect(await load(storage).request({ method: 'eth_accounts' })).toEqual([])
  })

  it('a wallet-side disconnect is remembered too', async () => {
    const { storage } = pageStorage()
    const provider = load(storage)
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.disconnect()
    expect(await load(storage).request({ method: 'eth_accounts' })).toEqual([])
  })

  it('drops a corrupt or foreign value with a warning, and ignores grants of other origins', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const bad of ['{not json', '{"version":2,"permissions":[]}', '[1,2]']) {
      const { storage, values } = pageStorage({ [PERMISSION_STORAGE_KEY]: bad })
      expect(await load(storage).request({ method: 'eth_accounts' })).toEqual([])
      expect(values.has(PERMISSION_STORAGE_KEY)).toBe(false)
    }
    expect(warn).toHaveBeenCalledTimes(3)
    warn.mockRestore()

    const foreign = JSON.stringify({
      version: 1,
      permissions: [{ origin: 'http://other.test', grantedAt: 1 }],
    })
    const { storage } = pageStorage({ [PERMISSION_STORAGE_KEY]: foreign })
    expect(await load(storage).request({ method: 'eth_accounts' })).toEqual([])
  })

  it('a storage that throws (blocked storage) leaves the wallet working in memory', async () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {},
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const provider = load(blocked)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])
    warn.mockRestore()
  })
})
