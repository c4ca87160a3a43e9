import { type FoyerError, isFoyerError } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { updateAccountState } from '../account/update-account.js'
import type { FoyerEventRecord } from '../events/types.js'
import { openModal } from '../modal/open-modal.js'
import { ProviderError, TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { handleAdapterEvent } from './adapter-events.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getRecentWallets } from './recent-wallets.js'
import { resetConnections } from './reset-connections.js'
import { startClient } from './start-client.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'

async function setup(options: ConstructorParameters<typeof TestAdapter>[0] = {}) {
  const adapter = new TestAdapter({ accounts: [ALICE, BOB], ...options })
  const client = createTestClient({ adapters: [adapter] })
  const events: FoyerEventRecord[] = []
  client.events.subscribe((event) => events.push(event))
  await startClient(client)
  return { adapter, client, events }
}

async function rejection(promise: Promise<unknown>): Promise<FoyerError> {
  try {
    await promise
  } catch (error) {
    if (isFoyerError(error)) return error
    throw error
  }
  throw new Error('expected a rejection')
}

const account = (client: ReturnType<typeof createTestClient>) =>
  client.stores.account.getState().byNamespace.eip155!

describe('connect (SPEC §4)', () => {
  it('goes connecting, then takes the account list, then connected', async () => {
    const { adapter, client } = await setup()
    const release = adapter.hold('connect')
    const connecting = connect(client, { namespace: 'eip155', connectorId: 'injected' })
    expect(account(client).status).toBe('connecting')
    release()
    const result = await connecting
    expect(result.accounts.map((a) => a.address)).toEqual([ALICE, BOB])
    expect(account(client)).toMatchObject({
      status: 'connected',
      address: ALICE,
      caipAddress: `eip155:1:${ALICE}`,
      allAccounts: [
        { namespace: 'eip155', address: ALICE, type: 'eoa' },
        { namespace: 'eip155', address: BOB, type: 'eoa' },
      ],
      connectorId: 'injected',
      connectedWalletInfo: {
        name: 'Test Wallet',
        icon: 'data:image/png;base64,AA==',
        identifier: 'test-wallet-id',
      },
    })
    expect(client.stores.account.getState().activeNamespace).toBe('eip155')
  })

  it('asks for the active network and stores connector, wallet and connection', async () => {
    const { adapter, client } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    expect(adapter.calls.find((c) => c.method === 'connect')?.params).toEqual({
      connectorId: 'injected',
      caipNetworkId: 'eip155:1',
    })
    expect(client.storage.get('connectorIds')).toEqual({ eip155: 'injected' })
    expect(client.storage.get('connectionStatus')).toEqual({ eip155: 'connected' })
    expect(client.storage.get('connectedNamespaces')).toEqual(['eip155'])
    expect(client.storage.get('walletId')).toBe('test-wallet-id')
    expect(client.storage.get('walletName')).toBe('Test Wallet')
    expect(client.storage.get('activeCaipNetworkId')).toBe('eip155:1')
    expect(getRecentWallets(client)).toEqual([
      { id: 'test-wallet-id', name: 'Test Wallet', rdns: 'dev.foyer.test' },
    ])
  })

  it('sends CONNECT_SUCCESS with method, name and the new address', async () => {
    const { client, events } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    expect(events.at(-1)).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: {
        method: 'browser',
        name: 'Test Wallet',
        namespace: 'eip155',
        connectorId: 'injected',
      },
      address: `eip155:1:${ALICE}`,
    })
  })

  it('WalletConnect connections report qrcode on desktop and mobile on phones', async () => {
    let mobile = false
    const adapter = new TestAdapter({
      connectors: [
        { id: 'wc', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155', chains: [] },
      ],
    })
    const client = createTestClient({ adapters: [adapter], isMobile: () => mobile })
    const methods: unknown[] = []
    client.events.subscribe(
      (e) => e.event === 'CONNECT_SUCCESS' && methods.push(e.properties.method),
    )
    await startClient(client)
    await connect(client, { namespace: 'eip155', connectorId: 'wc' })
    mobile = true
    await connect(client, { namespace: 'eip155', connectorId: 'wc' })
    expect(methods).toEqual(['qrcode', 'mobile'])
  })

  it('keeps the two most recent wallets, newest first, without duplicates', async () => {
    const { client } = await setup()
    for (const id of ['a', 'b', 'a', 'c']) {
      await connect(client, {
        namespace: 'eip155',
        connectorId: 'injected',
        wallet: { id, name: `Wallet ${id}`, image_id: `img-${id}` },
      })
    }
    expect(getRecentWallets(client).map((w) => w.id)).toEqual(['c', 'a'])
    expect(getRecentWallets(client)[0]).toMatchObject({ name: 'Wallet c', image_id: 'img-c' })
  })

  it('a rejected connect returns to disconnected and throws the mapped error', async () => {
    const { adapter, client, events } = await setup()
    adapter.failNext('connect', new ProviderError(4001, 'User rejected the request.'))
    const error = await rejection(connect(client, { namespace: 'eip155', connectorId: 'injected' }))
    expect(error.code).toBe('USER_REJECTED')
    expect(account(client).status).toBe('disconnected')
    expect(client.storage.get('connectorIds')).toBeUndefined()
    expect(events.map((e) => e.event)).not.toContain('CONNECT_SUCCESS')
  })

  it('a late failure leaves a connection made meanwhile alone', async () => {
    const { adapter, client } = await setup()
    const release = adapter.hold('connect')
    const pending = connect(client, { namespace: 'eip155', connectorId: 'injected' })
    // Meanwhile the namespace connected another way (status no longer connecting).
    updateAccountState(client, 'eip155', { status: 'connected', address: BOB })
    adapter.failNext('connect', new ProviderError(4001, 'User rejected the request.'))
    release()
    expect((await rejection(pending)).code).toBe('USER_REJECTED')
    expect(account(client)).toMatchObject({ status: 'connected', address: BOB })
  })

  it('a wallet with no accounts gives No accounts found', async () => {
    const { client } = await setup({ accounts: [] })
    const error = await rejection(connect(client, { namespace: 'eip155', connectorId: 'injected' }))
    expect(error.shortMessage).toBe('No accounts found')
    expect(account(client).status).toBe('disconnected')
  })

  it('a namespace without an adapter gives Adapter not found', async () => {
    const { client } = await setup()
    const error = await rejection(connect(client, { namespace: 'solana', connectorId: 'phantom' }))
    expect(error.shortMessage).toBe('Adapter not found')
  })
})

describe('disconnect (SPEC §4)', () => {
  it('disconnects the wallet, clears provider, address and user, sets disconnected, clears the stored connector id', async () => {
    const { adapter, client } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    client.stores.account.setState((s) => ({
      byNamespace: {
        ...s.byNamespace,
        eip155: { ...s.byNamespace.eip155!, user: { email: 'a@b.co' } },
      },
    }))
    await disconnect(client)
    expect(adapter.count('disconnect')).toBe(1)
    expect(account(client)).toMatchObject({
      status: 'disconnected',
      connectorId: undefined,
      address: undefined,
      caipAddress: undefined,
      allAccounts: [],
      user: undefined,
      connectedWalletInfo: undefined,
    })
    expect(client.storage.get('connectorIds')).toEqual({})
    expect(client.storage.get('connectionStatus')).toEqual({ eip155: 'disconnected' })
    expect(client.storage.get('connectedNamespaces')).toEqual([])
    expect(client.storage.get('walletId')).toBeUndefined()
  })

  it("keeps the namespace's preferred account type", async () => {
    const { client } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    await disconnect(client, { namespace: 'eip155' })
    expect(account(client).preferredAccountType).toBe('smartAccount')
  })

  it("a failing wallet gives 'Failed to disconnect' and leaves the connection as it was", async () => {
    const { adapter, client } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    adapter.failNext('disconnect', new Error('transport closed'))
    const error = await rejection(disconnect(client))
    expect(error.code).toBe('DISCONNECT_FAILED')
    expect(error.shortMessage).toBe('Failed to disconnect')
    expect(account(client).status).toBe('connected')
    expect(client.storage.get('connectorIds')).toEqual({ eip155: 'injected' })
  })

  it('resetConnections moves every namespace to disconnected without asking the wallet', async () => {
    const { adapter, client } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    resetConnections(client)
    expect(account(client).status).toBe('disconnected')
    expect(adapter.count('disconnect')).toBe(0)
    expect(client.storage.get('connectorIds')).toEqual({})
  })
})

describe('adapter events', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    warn.mockRestore()
  })

  it('a wallet-side disconnect resets the accounts', async () => {
    const { adapter, client } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    adapter.emit({ type: 'disconnected' })
    expect(account(client)).toMatchObject({
      status: 'disconnected',
      allAccounts: [],
      address: undefined,
    })
    expect(client.storage.get('connectorIds')).toEqual({})
  })

  it('a wallet-side disconnect while the modal shows Account shows Connect', async () => {
    const { adapter, client } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    await openModal(client)
    expect(client.stores.router.getState().view).toBe('Account')
    adapter.emit({ type: 'disconnected' })
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  it('accountsChanged makes the first account the active one on the same network', async () => {
    const { adapter, client } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    adapter.emit({
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address: BOB, type: 'smartAccount' }],
    })
    expect(account(client)).toMatchObject({
      address: BOB,
      caipAddress: `eip155:1:${BOB}`,
      allAccounts: [{ namespace: 'eip155', address: BOB, type: 'smartAccount' }],
    })
  })

  it('accountsChanged with no accounts is a disconnect', async () => {
    const { adapter, client } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    adapter.emit({ type: 'accountsChanged', accounts: [] })
    expect(account(client).status).toBe('disconnected')
  })

  it('networkChanged to a configured network makes it active and moves the address', async () => {
    const { adapter, client } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    adapter.emit({ type: 'networkChanged', caipNetworkId: 'eip155:11155111' })
    expect(client.stores.network.getState().byNamespace.eip155?.caipNetwork?.caipNetworkId).toBe(
      'eip155:11155111',
    )
    expect(account(client).caipAddress).toBe(`eip155:11155111:${ALICE}`)
    expect(client.storage.get('activeCaipNetworkId')).toBe('eip155:11155111')
  })

  it('account and network events are ignored while the namespace is not connected', async () => {
    const { client } = await setup()
    handleAdapterEvent(client, 'eip155', {
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address: BOB, type: 'eoa' }],
    })
    handleAdapterEvent(client, 'eip155', { type: 'networkChanged', caipNetworkId: 'eip155:10' })
    expect(account(client)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(client.stores.modal.getState().open).toBe(false)
  })
})
