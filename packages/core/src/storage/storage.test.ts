import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, getDefaultStorageBackend, type StorageBackend } from './backend.js'
import { createFoyerStorage } from './storage.js'

const lifetimes = { balance: 30_000, portfolio: 30_000, ens: 300_000, identity: 300_000 }

function setup(initial: Record<string, string> = {}, scope = 'app') {
  const backend = createMemoryStorage(initial)
  let time = 1_000_000
  const storage = createFoyerStorage({ backend, scope, lifetimes, now: () => time })
  return {
    backend,
    storage,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('storage', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    warn.mockRestore()
  })

  it('round-trips every key under the scope prefix', () => {
    const { storage, backend } = setup()
    storage.set('connectionStatus', { eip155: 'connected' })
    storage.set('recentWallets', [{ id: 'w', name: 'Wallet' }])
    storage.set('lastUsedChain', 'eip155:1')
    expect(storage.get('connectionStatus')).toEqual({ eip155: 'connected' })
    expect(storage.get('recentWallets')).toEqual([{ id: 'w', name: 'Wallet' }])
    expect(storage.get('lastUsedChain')).toBe('eip155:1')
    expect(backend.getItem('foyer:app:connectionStatus')).toBe('{"eip155":"connected"}')
    storage.remove('lastUsedChain')
    expect(storage.get('lastUsedChain')).toBeUndefined()
  })

  it('keeps two scopes on one backend apart', () => {
    const backend = createMemoryStorage()
    const a = createFoyerStorage({ backend, scope: 'a', lifetimes })
    const b = createFoyerStorage({ backend, scope: 'b', lifetimes })
    a.set('walletName', 'A wallet')
    expect(b.get('walletName')).toBeUndefined()
    expect(a.get('walletName')).toBe('A wallet')
  })

  it.each([
    ['not JSON', 'activeNamespace', '{oops'],
    ['a foreign namespace', 'activeNamespace', '"cosmos"'],
    ['a bad CAIP id', 'activeCaipNetworkId', '"eip155:01"'],
    ['a wrong type', 'connectedNamespaces', '{"eip155":true}'],
    ['an unknown status', 'connectionStatus', '{"eip155":"maybe"}'],
    ['a bad email', 'email', '"not-an-email"'],
    ['a last used chain that is no network id', 'lastUsedChain', '{"chain":"eip155:1"}'],
    ['a bare chain number as last used chain', 'lastUsedChain', '1'],
  ] as const)('drops %s with a warning and reads undefined', (_, key, raw) => {
    const { storage, backend } = setup({ [`foyer:app:${key}`]: raw })
    expect(storage.get(key)).toBeUndefined()
    expect(backend.getItem(`foyer:app:${key}`)).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`foyer:app:${key}`))
  })

  it('a backend that throws never breaks reads or writes', () => {
    const broken: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createFoyerStorage({ backend: broken, scope: 'x', lifetimes })
    expect(() => storage.set('walletName', 'w')).not.toThrow()
    expect(storage.get('walletName')).toBeUndefined()
    expect(() => storage.remove('walletName')).not.toThrow()
    expect(() =>
      storage.setCached('balance', 'eip155:1:0x1', { balance: '1', symbol: 'ETH' }),
    ).not.toThrow()
    expect(warn).toHaveBeenCalled()
  })

  describe('caches', () => {
    it('native balance and portfolio live 30 s', () => {
      const { storage, advance } = setup()
      storage.setCached('balance', 'eip155:1:0xa', { balance: '1.5', symbol: 'ETH' })
      storage.setCached('portfolio', 'eip155:1:0xa', [])
      advance(29_999)
      expect(storage.getCached('balance', 'eip155:1:0xa')).toEqual({
        balance: '1.5',
        symbol: 'ETH',
      })
      expect(storage.getCached('portfolio', 'eip155:1:0xa')).toEqual([])
      advance(1)
      expect(storage.getCached('balance', 'eip155:1:0xa')).toBeUndefined()
      expect(storage.getCached('portfolio', 'eip155:1:0xa')).toBeUndefined()
    })

    it('ENS and identity live 5 minutes', () => {
      const { storage, advance } = setup()
      storage.setCached('ens', 'alice.eth', { address: '0xa' })
      storage.setCached('identity', '0xa', { name: 'alice.eth', avatar: null })
      advance(299_999)
      expect(storage.getCached('ens', 'alice.eth')).toEqual({ address: '0xa' })
      expect(storage.getCached('identity', '0xa')).toEqual({ name: 'alice.eth', avatar: null })
      advance(1)
      expect(storage.getCached('ens', 'alice.eth')).toBeUndefined()
      expect(storage.getCached('identity', '0xa')).toBeUndefined()
    })

    it('writing drops expired entries, and clearCache drops one or all', () => {
      const { storage, backend, advance } = setup()
      storage.setCached('identity', 'old', { name: null, avatar: null })
      advance(300_000)
      storage.setCached('identity', 'new', { name: 'n', avatar: null })
      expect(Object.keys(JSON.parse(backend.getItem('foyer:app:cache:identity')!))).toEqual(['new'])
      storage.setCached('identity', 'other', { name: 'o', avatar: null })
      storage.clearCache('identity', 'new')
      expect(storage.getCached('identity', 'new')).toBeUndefined()
      expect(storage.getCached('identity', 'other')).toEqual({ name: 'o', avatar: null })
      storage.clearCache('identity')
      expect(backend.getItem('foyer:app:cache:identity')).toBeNull()
    })

    it('a corrupt entry is dropped alone; the others survive', () => {
      const { storage } = setup({
        'foyer:app:cache:balance': JSON.stringify({
          good: { timestamp: 999_999, value: { balance: '2', symbol: 'ETH' } },
          bad: { timestamp: 'yesterday', value: { balance: '2', symbol: 'ETH' } },
          worse: { timestamp: 999_999, value: { balance: 2 } },
        }),
      })
      expect(storage.getCached('balance', 'good')).toEqual({ balance: '2', symbol: 'ETH' })
      expect(storage.getCached('balance', 'bad')).toBeUndefined()
      expect(storage.getCached('balance', 'worse')).toBeUndefined()
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('cache:balance'))
    })

    it('an id such as __proto__ stays an ordinary entry', () => {
      const { storage } = setup({
        'foyer:app:cache:balance':
          '{"__proto__":{"timestamp":999999,"value":{"balance":"3","symbol":"ETH"}}}',
      })
      expect(storage.getCached('balance', '__proto__')).toEqual({ balance: '3', symbol: 'ETH' })
      storage.setCached('balance', '__proto__', { balance: '4', symbol: 'ETH' })
      expect(storage.getCached('balance', '__proto__')).toEqual({ balance: '4', symbol: 'ETH' })
      expect(({} as Record<string, unknown>).balance).toBeUndefined()
    })

    it('a cache that is not an object is dropped', () => {
      const { storage, backend } = setup({ 'foyer:app:cache:ens': '[1,2]' })
      expect(storage.getCached('ens', 'x')).toBeUndefined()
      expect(backend.getItem('foyer:app:cache:ens')).toBeNull()
    })
  })

  it('the default backend is memory where there is no localStorage', () => {
    expect(typeof globalThis.localStorage).toBe('undefined')
    const backend = getDefaultStorageBackend()
    backend.setItem('k', 'v')
    expect(backend.getItem('k')).toBe('v')
    expect(getDefaultStorageBackend().getItem('k')).toBeNull()
  })
})
