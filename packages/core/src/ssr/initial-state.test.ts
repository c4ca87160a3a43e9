import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startClient } from '../connection/start-client.js'
import { createMemoryStorage } from '../storage/backend.js'
import { mainnet, sepolia } from '../test-utils/networks.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import {
  applyInitialState,
  cookieToInitialState,
  type FoyerInitialState,
  snapshotInitialState,
} from './initial-state.js'
import { watchStateCookie } from './state-cookie.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const STATE: FoyerInitialState = {
  v: 1,
  activeNamespace: 'eip155',
  activeCaipNetworkId: sepolia.caipNetworkId,
  accounts: {
    eip155: { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'injected', walletName: 'Test' },
  },
}
const cookieOf = (value: unknown, name = 'foyer.state') =>
  `theme=dark; ${name}=${encodeURIComponent(JSON.stringify(value))}; other=1`

describe('cookieToInitialState', () => {
  it('reads the state from a Cookie header among other cookies', () => {
    expect(cookieToInitialState(cookieOf(STATE))).toEqual(STATE)
    expect(cookieToInitialState(cookieOf(STATE, 'mine'), 'mine')).toEqual(STATE)
  })

  it('ignores a missing, undecodable, non-JSON or malformed cookie (never throws)', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState('theme=dark')).toBeUndefined()
    expect(cookieToInitialState('foyer.state=%E0%A4%A')).toBeUndefined()
    expect(cookieToInitialState('foyer.state=not-json')).toBeUndefined()
    expect(cookieToInitialState(cookieOf({ ...STATE, v: 2 }))).toBeUndefined()
    const badAddress = { eip155: { caipAddress: 'eip155:1', connectorId: 'injected' } }
    expect(cookieToInitialState(cookieOf({ ...STATE, accounts: badAddress }))).toBeUndefined()
    const badNamespace = { nope: STATE.accounts.eip155 }
    expect(cookieToInitialState(cookieOf({ ...STATE, accounts: badNamespace }))).toBeUndefined()
  })
})

describe('applyInitialState', () => {
  it('seeds a connected account and the stored active network', () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    applyInitialState(client, STATE)
    expect(client.stores.account.getState().byNamespace.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      connectorId: 'injected',
      connectedWalletInfo: { name: 'Test' },
    })
    expect(client.stores.network.getState().byNamespace.eip155?.caipNetwork).toEqual(sepolia)
    expect(snapshotInitialState(client)).toEqual(STATE)
  })

  it('skips an account whose address is of another namespace, and unknown networks', () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    applyInitialState(client, {
      v: 1,
      activeCaipNetworkId: 'eip155:999',
      accounts: {
        eip155: { caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc', connectorId: 'x' },
      },
    })
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(client.stores.network.getState().byNamespace.eip155?.caipNetwork).toEqual(mainnet)
    expect(snapshotInitialState(client)).toBeUndefined()
  })
})

describe('start after a seeded state', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  const stored = (status: 'connected' | 'disconnected') =>
    createMemoryStorage({
      'foyer:test-project:connectionStatus': JSON.stringify({ eip155: status }),
      'foyer:test-project:connectorIds': status === 'connected' ? '{"eip155":"injected"}' : '{}',
    })

  it('stays connected (no flash of connecting) while the adapter reconnects', async () => {
    const adapter = new TestAdapter({ walletNetwork: 'eip155:1' })
    adapter.session = 'injected'
    const release = adapter.hold('reconnect')
    const client = createTestClient({ adapters: [adapter], storage: stored('connected') })
    applyInitialState(client, STATE)
    const statuses: string[] = []
    client.stores.account.subscribe((s) => statuses.push(s.byNamespace.eip155?.status ?? ''))
    const started = startClient(client)
    await vi.waitFor(() => expect(adapter.count('reconnect')).toBe(1))
    release()
    await started
    expect(statuses).not.toContain('connecting')
    expect(client.stores.account.getState().byNamespace.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS,
    })
  })

  it('clears a seeded account that this browser has no stored connection for', async () => {
    const client = createTestClient({
      adapters: [new TestAdapter()],
      storage: stored('disconnected'),
    })
    applyInitialState(client, STATE)
    await startClient(client)
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(client.stores.account.getState().byNamespace.eip155?.address).toBeUndefined()
  })
})

describe('watchStateCookie', () => {
  it('writes the cookie once connected, leaves it alone while connecting, removes it on disconnect', () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    const document = { cookie: '' }
    const stop = watchStateCookie(client, { document, maxAgeSeconds: 60 })
    const account = (patch: object) =>
      client.stores.account.setState((s) => ({
        byNamespace: { ...s.byNamespace, eip155: { ...s.byNamespace.eip155!, ...patch } },
      }))
    account({ status: 'connecting' })
    expect(document.cookie).toBe('')
    applyInitialState(client, STATE)
    expect(document.cookie).toMatch(/^foyer\.state=[^;]+; Max-Age=60; Path=\/; SameSite=Lax$/)
    expect(cookieToInitialState(document.cookie)).toEqual(STATE)
    account({ status: 'disconnected', address: undefined, caipAddress: undefined })
    expect(document.cookie).toBe('foyer.state=; Max-Age=0; Path=/; SameSite=Lax')
    stop()
    applyInitialState(client, STATE)
    expect(document.cookie).toContain('Max-Age=0')
  })
})
