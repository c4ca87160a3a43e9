import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startClient } from '../connection/start-client.js'
import { switchNetwork } from '../network/switch-network.js'
import { createMemoryStorage } from '../storage/backend.js'
import { FakeEmbeddedWallet } from '../test-utils/fake-embedded-wallet.js'
import { sepolia } from '../test-utils/networks.js'
import { smartAccountUser } from '../test-utils/smart-account-user.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { completeEmailLogin, connectEmail } from './email-login.js'

describe('lastUsedChain of the embedded wallet (SPEC §3 "Locally stored values")', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('is written after the login and each switch, and the reloaded session resumes on it', async () => {
    const wallet = new FakeEmbeddedWallet(smartAccountUser())
    const adapter = new TestAdapter({
      connectors: [wallet.connector()],
      accounts: [wallet.user.address],
    })
    const storage = createMemoryStorage()
    const options = {
      adapters: [adapter],
      storage,
      services: { embeddedWallet: 'https://frame.example/' },
    }
    const client = createTestClient(options)
    await startClient(client)
    await connectEmail(client, 'ada@example.com')
    await wallet.typeCode('123456')
    await completeEmailLogin(client)
    // Kept from the login on (its code loads after the login, without holding it up).
    await vi.waitFor(() => expect(client.storage.get('lastUsedChain')).toBe('eip155:1'))
    await switchNetwork(client, sepolia.caipNetworkId)
    expect(client.storage.get('lastUsedChain')).toBe('eip155:11155111')

    // Reload: a new client on the same storage; the frame still holds the session.
    wallet.calls.length = 0
    const reloaded = createTestClient(options)
    await startClient(reloaded)
    expect(wallet.calls).toContain('getUser:eip155:11155111')
  })

  it.each([
    ['a network the app does not have', '"eip155:424242"'],
    ['not JSON', '{"x":'],
    ['no network id', '"eip155:1;}body{"'],
  ])('a stored chain that is %s is ignored on reload, with no crash', async (_, stored) => {
    const wallet = new FakeEmbeddedWallet(smartAccountUser())
    const memory = createMemoryStorage()
    const written = new Set<string>()
    const storage = {
      ...memory,
      setItem: (key: string, value: string) => {
        written.add(key)
        memory.setItem(key, value)
      },
    }
    const options = {
      adapters: [
        new TestAdapter({ connectors: [wallet.connector()], accounts: [wallet.user.address] }),
      ],
      storage,
      services: { embeddedWallet: 'https://frame.example/' },
    }
    const client = createTestClient(options)
    await startClient(client)
    await connectEmail(client, 'ada@example.com')
    await wallet.typeCode('123456')
    await completeEmailLogin(client)
    await vi.waitFor(() => expect(client.storage.get('lastUsedChain')).toBe('eip155:1'))
    const key = [...written].find((name) => name.endsWith(':lastUsedChain'))
    memory.setItem(key as string, stored)
    wallet.calls.length = 0
    await startClient(createTestClient(options))
    // The session still resumes, on the frame's own network.
    expect(wallet.calls).toContain('getUser')
  })
})
