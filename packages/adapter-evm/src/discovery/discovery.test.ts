// @vitest-environment happy-dom
import type { AdapterEvent } from '@foyer/core'
import {
  announceProvider,
  createTestWalletProvider,
  testWalletProviderInfo,
} from '@foyer/test-wallet'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../create-evm-adapter.js'
import { localNetwork } from '../test-utils/networks.js'
import { INJECTED_CONNECTOR_ID } from './injected.js'

const network = localNetwork(31337, ['http://127.0.0.1:9'])
const wallet = () =>
  createTestWalletProvider({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] })

const cleanups: (() => void)[] = []
let adapter: EvmAdapter | undefined
let events: AdapterEvent[] = []

function announce(
  info: Parameters<typeof testWalletProviderInfo>[0],
  provider: unknown = wallet(),
) {
  cleanups.push(announceProvider(window, { info: testWalletProviderInfo(info), provider }))
  return provider
}

function setUp(options: Parameters<typeof createEvmAdapter>[0] = {}) {
  adapter = createEvmAdapter(options)
  adapter.setup({ networks: [network], emit: (event) => events.push(event) })
  return adapter
}

const connectorEvents = () => events.filter((event) => event.type === 'connectorsChanged')

beforeEach(() => {
  events = []
})
afterEach(() => {
  adapter?.destroy?.()
  adapter = undefined
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
  vi.restoreAllMocks()
})

describe('EIP-6963 discovery', () => {
  it('lists wallets that announced before setup (they answer eip6963:requestProvider)', () => {
    const provider = announce({ name: 'Early Wallet', rdns: 'com.early' })
    const [connector] = setUp().getConnectors()
    expect(connector).toMatchObject({
      id: 'com.early',
      type: 'ANNOUNCED',
      name: 'Early Wallet',
      rdns: 'com.early',
      chain: 'eip155',
      chains: ['eip155:31337'],
    })
    expect(connector?.provider).toBe(provider)
    expect(connector?.imageUrl).toMatch(/^data:image\//)
  })

  it('adds wallets as they announce and emits connectorsChanged each time', () => {
    setUp()
    const before = connectorEvents().length
    announce({ name: 'Late One', rdns: 'com.late.one' })
    announce({ name: 'Late Two', rdns: 'com.late.two' })
    const changes = connectorEvents().slice(before)
    expect(changes).toHaveLength(2)
    expect(changes.at(-1)).toEqual({
      type: 'connectorsChanged',
      connectors: adapter?.getConnectors(),
    })
    expect(adapter?.getConnectors().map((connector) => connector.id)).toEqual([
      'com.late.one',
      'com.late.two',
    ])
  })

  it('de-duplicates by rdns: the first provider stays, a second one is ignored', () => {
    const first = announce({ name: 'Real', rdns: 'io.metamask' })
    setUp()
    const before = connectorEvents().length
    announce({ name: 'Impostor', rdns: 'IO.METAMASK' })
    expect(adapter?.getConnectors()).toHaveLength(1)
    expect(adapter?.getConnectors()[0]?.provider).toBe(first)
    expect(adapter?.getConnectors()[0]?.name).toBe('Real')
    expect(connectorEvents().length).toBe(before)
  })

  it('ignores invalid announcements with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setUp()
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: {
          info: { uuid: 'x', name: 'Bad', icon: '', rdns: 'not-rdns' },
          provider: wallet(),
        },
      }),
    )
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: 'junk' }))
    expect(adapter?.getConnectors()).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('stops listening on destroy', () => {
    setUp().destroy?.()
    announce({ name: 'After', rdns: 'com.after' })
    expect(adapter?.getConnectors()).toEqual([])
  })
})

describe('legacy window.ethereum', () => {
  it('is offered as the INJECTED connector when no wallet announced', () => {
    const provider = wallet()
    ;(window as { ethereum?: unknown }).ethereum = provider
    const connectors = setUp().getConnectors()
    expect(connectors).toHaveLength(1)
    expect(connectors[0]).toMatchObject({
      id: INJECTED_CONNECTOR_ID,
      type: 'INJECTED',
      name: 'Browser Wallet',
    })
    expect(connectors[0]?.provider).toBe(provider)
  })

  it('is dropped when the same provider announces itself, even late', () => {
    const provider = wallet()
    ;(window as { ethereum?: unknown }).ethereum = provider
    setUp()
    expect(adapter?.getConnectors().map((connector) => connector.type)).toEqual(['INJECTED'])
    announce({ name: 'Same Wallet', rdns: 'com.same' }, provider)
    expect(adapter?.getConnectors().map((connector) => connector.id)).toEqual(['com.same'])
    expect(connectorEvents().at(-1)).toEqual({
      type: 'connectorsChanged',
      connectors: adapter?.getConnectors(),
    })
  })

  it('is dropped when its wallet flag names an announced rdns', () => {
    ;(window as { ethereum?: unknown }).ethereum = Object.assign(wallet(), { isMetaMask: true })
    announce({ name: 'MetaMask', rdns: 'io.metamask' })
    expect(
      setUp()
        .getConnectors()
        .map((connector) => connector.id),
    ).toEqual(['io.metamask'])
  })

  it('stays when a different wallet announced', () => {
    ;(window as { ethereum?: unknown }).ethereum = Object.assign(wallet(), { isRabby: true })
    announce({ name: 'Other', rdns: 'com.other' })
    const connectors = setUp().getConnectors()
    expect(connectors.map((connector) => [connector.id, connector.name])).toEqual([
      ['com.other', 'Other'],
      [INJECTED_CONNECTOR_ID, 'Rabby Wallet'],
    ])
  })

  it('is picked up when injected after setup (ethereum#initialized)', () => {
    setUp()
    ;(window as { ethereum?: unknown }).ethereum = wallet()
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(adapter?.getConnectors().map((connector) => connector.id)).toEqual([
      INJECTED_CONNECTOR_ID,
    ])
  })
})

describe('external connectors', () => {
  it('come first, as EXTERNAL, and hide an announcement of the same rdns', () => {
    announce({ name: 'Announced Twin', rdns: 'com.twin' })
    announce({ name: 'Other', rdns: 'com.other' })
    const provider = wallet()
    const connectors = setUp({
      connectors: [
        {
          id: 'app-wallet',
          name: 'App Wallet',
          provider,
          rdns: 'com.twin',
          imageUrl: 'javascript:x',
        },
      ],
    }).getConnectors()
    expect(connectors.map((connector) => [connector.id, connector.type])).toEqual([
      ['app-wallet', 'EXTERNAL'],
      ['com.other', 'ANNOUNCED'],
    ])
    expect(connectors[0]?.imageUrl).toBeUndefined()
    expect(connectors[0]?.chains).toEqual(['eip155:31337'])
  })

  it('must carry an EIP-1193 provider', () => {
    expect(() =>
      createEvmAdapter({ connectors: [{ id: 'x', name: 'X', provider: {} as never }] }),
    ).toThrow(TypeError)
  })
})

describe('discovery option', () => {
  it('can be turned off', () => {
    announce({ name: 'Ignored', rdns: 'com.ignored' })
    expect(setUp({ discovery: false }).getConnectors()).toEqual([])
  })
})
