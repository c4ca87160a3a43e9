import { isFoyerError } from '@foyer/common'
import { describe, expect, it, vi } from 'vitest'
import { connect } from '../connection/connect.js'
import { connectWallet } from '../connection/connect-wallet.js'
import { disconnect } from '../connection/disconnect.js'
import { startClient } from '../connection/start-client.js'
import { openingView } from '../modal/open-modal.js'
import { switchNetwork } from '../network/switch-network.js'
import { getActiveNamespace, getCaipAddress, isConnected } from '../selectors.js'
import { createMemoryStorage, type StorageBackend } from '../storage/backend.js'
import { mainnet, sepolia, solanaDevnet } from '../test-utils/networks.js'
import { ProviderError, TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { EVM_ADDRESS, SOL_ADDRESS, walletConnector } from '../test-utils/two-namespace-wallet.js'
import { getConnectedNamespaces, setActiveNamespace } from './set-active-namespace.js'

async function setup(storage: StorageBackend = createMemoryStorage()) {
  const evm = new TestAdapter({
    accounts: [EVM_ADDRESS],
    connectors: [walletConnector('eip155')],
    balances: { [EVM_ADDRESS]: 10n },
  })
  const solana = new TestAdapter({
    namespace: 'solana',
    accounts: [SOL_ADDRESS],
    connectors: [walletConnector('solana')],
  })
  const client = createTestClient({
    networks: [mainnet, sepolia, solanaDevnet],
    adapters: [evm, solana],
    storage,
  })
  await startClient(client)
  return { client, evm, solana }
}

describe('several namespaces in one client', () => {
  it('keeps one account per namespace; the active namespace decides which one is shown', async () => {
    const { client } = await setup()
    expect(getActiveNamespace(client)).toBe('eip155')
    await connect(client, { namespace: 'eip155', connectorId: 'dev.foyer.test' })
    await connect(client, { namespace: 'solana', connectorId: 'wallet-standard:Foyer Test Wallet' })
    // The namespace connected last is the active one.
    expect(getActiveNamespace(client)).toBe('solana')
    expect(getCaipAddress(client)).toBe(`${solanaDevnet.caipNetworkId}:${SOL_ADDRESS}`)
    expect(getConnectedNamespaces(client)).toEqual(['eip155', 'solana'])

    setActiveNamespace(client, 'eip155')
    expect(getCaipAddress(client)).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(openingView(client)).toBe('Account')
    expect(() => setActiveNamespace(client, 'bip122')).toThrow('Adapter not found')
  })

  it('switching to a network of another namespace switches the namespace, asking no wallet when it is already there', async () => {
    const { client, evm, solana } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'dev.foyer.test' })
    await connect(client, { namespace: 'solana', connectorId: 'wallet-standard:Foyer Test Wallet' })
    await switchNetwork(client, 'eip155:1')
    expect(getActiveNamespace(client)).toBe('eip155')
    expect(evm.count('switchNetwork')).toBe(0)
    await switchNetwork(client, solanaDevnet.caipNetworkId)
    expect(getActiveNamespace(client)).toBe('solana')
    expect(solana.count('switchNetwork')).toBe(0)
    // A different network of a connected namespace still goes through its wallet.
    await switchNetwork(client, 'eip155:11155111')
    expect(evm.count('switchNetwork')).toBe(1)
    expect(getCaipAddress(client)).toBe(`eip155:11155111:${EVM_ADDRESS}`)
  })

  it('connectWallet connects a wallet in each namespace it serves, the active namespace first', async () => {
    const { client, evm, solana } = await setup()
    await connectWallet(client, {
      connectors: [walletConnector('solana'), walletConnector('eip155')],
    })
    expect([evm.count('connect'), solana.count('connect')]).toEqual([1, 1])
    expect(isConnected(client, 'eip155')).toBe(true)
    expect(isConnected(client, 'solana')).toBe(true)
    // eip155 was active before, went first, and stays active.
    expect(getActiveNamespace(client)).toBe('eip155')
  })

  it('a wallet ending every namespace leaves the namespace that was active active, for the next connect', async () => {
    const { client, evm, solana } = await setup()
    await connectWallet(client, {
      connectors: [walletConnector('eip155'), walletConnector('solana')],
    })
    expect(getActiveNamespace(client)).toBe('eip155')
    // The wallet ends its session: each namespace hears it, one after the other.
    evm.emit({ type: 'disconnected' })
    expect(getActiveNamespace(client)).toBe('solana')
    solana.emit({ type: 'disconnected' })
    expect(getActiveNamespace(client)).toBe('eip155')
    await connectWallet(client, {
      connectors: [walletConnector('solana'), walletConnector('eip155')],
    })
    expect(getActiveNamespace(client)).toBe('eip155')
    expect(getCaipAddress(client)).toBe(`eip155:1:${EVM_ADDRESS}`)
  })

  it('a failure in the first namespace is the failure; one in another namespace only warns', async () => {
    const { client, evm, solana } = await setup()
    evm.failNext('connect', new ProviderError(4001, 'User rejected the request.'))
    const error = await connectWallet(client, {
      connectors: [walletConnector('eip155'), walletConnector('solana')],
    }).catch((e: unknown) => e)
    expect(isFoyerError(error) && error.code).toBe('USER_REJECTED')
    expect(solana.count('connect')).toBe(0)

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    solana.failNext('connect', new ProviderError(4001, 'User rejected the request.'))
    await connectWallet(client, {
      connectors: [walletConnector('eip155'), walletConnector('solana')],
    })
    expect(isConnected(client, 'eip155')).toBe(true)
    expect(client.stores.account.getState().byNamespace.solana?.status).toBe('disconnected')
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('restores both namespaces and the active one after a reload', async () => {
    const storage = createMemoryStorage()
    const first = await setup(storage)
    await connectWallet(first.client, {
      connectors: [walletConnector('eip155'), walletConnector('solana')],
    })
    setActiveNamespace(first.client, 'solana')

    const evm = new TestAdapter({
      accounts: [EVM_ADDRESS],
      connectors: [walletConnector('eip155')],
    })
    const solana = new TestAdapter({
      namespace: 'solana',
      accounts: [SOL_ADDRESS],
      connectors: [walletConnector('solana')],
    })
    evm.session = 'dev.foyer.test'
    evm.walletNetwork = 'eip155:1'
    solana.session = 'wallet-standard:Foyer Test Wallet'
    solana.walletNetwork = solanaDevnet.caipNetworkId
    const client = createTestClient({
      networks: [mainnet, sepolia, solanaDevnet],
      adapters: [evm, solana],
      storage,
    })
    expect(getActiveNamespace(client)).toBe('solana')
    await startClient(client)
    expect(getConnectedNamespaces(client)).toEqual(['eip155', 'solana'])
    expect(getCaipAddress(client)).toBe(`${solanaDevnet.caipNetworkId}:${SOL_ADDRESS}`)
  })

  it('keeps the stored active namespace after a reload whichever namespace reconnects last', async () => {
    const storage = createMemoryStorage()
    const first = await setup(storage)
    await connectWallet(first.client, {
      connectors: [walletConnector('eip155'), walletConnector('solana')],
    })
    setActiveNamespace(first.client, 'solana')

    const evm = new TestAdapter({
      accounts: [EVM_ADDRESS],
      connectors: [walletConnector('eip155')],
    })
    const solana = new TestAdapter({
      namespace: 'solana',
      accounts: [SOL_ADDRESS],
      connectors: [walletConnector('solana')],
    })
    evm.session = 'dev.foyer.test'
    evm.walletNetwork = 'eip155:1'
    solana.session = 'wallet-standard:Foyer Test Wallet'
    solana.walletNetwork = solanaDevnet.caipNetworkId
    // The EVM wallet answers after the Solana one: it used to take the active namespace.
    const releaseEvm = evm.hold('reconnect')
    const client = createTestClient({
      networks: [mainnet, sepolia, solanaDevnet],
      adapters: [evm, solana],
      storage,
    })
    const started = startClient(client)
    await vi.waitFor(() => expect(isConnected(client, 'solana')).toBe(true))
    releaseEvm()
    await started
    expect(getConnectedNamespaces(client)).toEqual(['eip155', 'solana'])
    expect(getActiveNamespace(client)).toBe('solana')
    expect(getCaipAddress(client)).toBe(`${solanaDevnet.caipNetworkId}:${SOL_ADDRESS}`)
    // Stored again as it was, so the next reload keeps it too.
    expect(client.storage.get('activeNamespace')).toBe('solana')
    expect(client.storage.get('activeCaipNetworkId')).toBe(solanaDevnet.caipNetworkId)
  })

  it('falls back to a reconnected namespace when the stored active one does not come back', async () => {
    const storage = createMemoryStorage()
    const first = await setup(storage)
    await connectWallet(first.client, {
      connectors: [walletConnector('eip155'), walletConnector('solana')],
    })
    setActiveNamespace(first.client, 'solana')

    const evm = new TestAdapter({
      accounts: [EVM_ADDRESS],
      connectors: [walletConnector('eip155')],
    })
    const solana = new TestAdapter({
      namespace: 'solana',
      accounts: [SOL_ADDRESS],
      connectors: [walletConnector('solana')],
    })
    evm.session = 'dev.foyer.test'
    evm.walletNetwork = 'eip155:1'
    // The Solana wallet no longer holds a session: its resync ends disconnected.
    const client = createTestClient({
      networks: [mainnet, sepolia, solanaDevnet],
      adapters: [evm, solana],
      storage,
    })
    await startClient(client)
    expect(getConnectedNamespaces(client)).toEqual(['eip155'])
    expect(getActiveNamespace(client)).toBe('eip155')
    expect(getCaipAddress(client)).toBe(`eip155:1:${EVM_ADDRESS}`)
  })

  it('ignores a stored active namespace that is not valid or not served', async () => {
    for (const stored of ['"cosmos"', '42', 'not json', '"bip122"']) {
      const storage = createMemoryStorage()
      const { client } = await setup(storage)
      storage.setItem(`foyer:${client.storage.scope}:activeNamespace`, stored)
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const next = createTestClient({
        networks: [mainnet, sepolia, solanaDevnet],
        adapters: [new TestAdapter({ accounts: [EVM_ADDRESS] })],
        storage,
      })
      await startClient(next)
      warn.mockRestore()
      expect(getActiveNamespace(next)).toBe('eip155')
    }
  })

  it('disconnecting one namespace leaves the other connected', async () => {
    const { client } = await setup()
    await connectWallet(client, {
      connectors: [walletConnector('eip155'), walletConnector('solana')],
    })
    await disconnect(client, { namespace: 'solana' })
    expect(getConnectedNamespaces(client)).toEqual(['eip155'])
  })

  it('disconnecting everything keeps the namespace and network the user was on, never showing another', async () => {
    const { client } = await setup()
    await connectWallet(client, {
      connectors: [walletConnector('eip155'), walletConnector('solana')],
    })
    await switchNetwork(client, 'eip155:11155111')
    expect(getActiveNamespace(client)).toBe('eip155')
    const shown: (string | undefined)[] = []
    const stop = client.stores.account.subscribe(() => shown.push(getActiveNamespace(client)))
    await disconnect(client)
    stop()
    expect(getConnectedNamespaces(client)).toEqual([])
    expect(new Set(shown)).toEqual(new Set(['eip155']))
    expect(getActiveNamespace(client)).toBe('eip155')
    expect(client.stores.network.getState().byNamespace.eip155?.caipNetwork?.caipNetworkId).toBe(
      'eip155:11155111',
    )
    // A reload starts on it too.
    expect(client.storage.get('activeNamespace')).toBe('eip155')
  })

  it('a namespace that fails to disconnect becomes the active one when the active one is gone', async () => {
    const { client, solana } = await setup()
    await connectWallet(client, {
      connectors: [walletConnector('eip155'), walletConnector('solana')],
    })
    setActiveNamespace(client, 'eip155')
    solana.failNext('disconnect', new Error('transport closed'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(disconnect(client)).rejects.toThrow('Failed to disconnect')
    warn.mockRestore()
    expect(getConnectedNamespaces(client)).toEqual(['solana'])
    expect(getActiveNamespace(client)).toBe('solana')
  })
})
