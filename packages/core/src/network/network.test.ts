import { type FoyerError, isFoyerError, solanaDevnet } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadPreferredAccountType } from '../account/preferred-account-type.js'
import { connect } from '../connection/connect.js'
import { startClient } from '../connection/start-client.js'
import { openModal } from '../modal/open-modal.js'
import { mainnet, sepolia } from '../test-utils/networks.js'
import { ProviderError, TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { addNetwork, removeNetwork, setApprovedNetworks } from './manage-networks.js'
import { loadSmartAccountEnabledNetworks } from './smart-account-networks.js'
import { switchNetwork } from './switch-network.js'

const optimism = {
  ...mainnet,
  id: 10,
  name: 'OP Mainnet',
  caipNetworkId: 'eip155:10' as const,
}

async function rejection(promise: Promise<unknown> | (() => unknown)): Promise<FoyerError> {
  try {
    await (typeof promise === 'function' ? promise() : promise)
  } catch (error) {
    if (isFoyerError(error)) return error
    throw error
  }
  throw new Error('expected a rejection')
}

async function connected(
  options: Parameters<typeof createTestClient>[0] = {},
  wallet: ConstructorParameters<typeof TestAdapter>[0] = {},
) {
  const adapter = new TestAdapter(wallet)
  const client = createTestClient({ adapters: [adapter], ...options })
  await startClient(client)
  await connect(client, { namespace: 'eip155', connectorId: 'injected' })
  return { adapter, client }
}

const networkState = (client: ReturnType<typeof createTestClient>) =>
  client.stores.network.getState().byNamespace.eip155!

describe('switchNetwork', () => {
  it('asks the wallet, then makes the network active and stores it', async () => {
    const { adapter, client } = await connected()
    const network = await switchNetwork(client, 'eip155:11155111')
    expect(network).toBe(sepolia)
    expect(adapter.walletNetwork).toBe('eip155:11155111')
    expect(networkState(client).caipNetwork).toBe(sepolia)
    expect(client.stores.account.getState().byNamespace.eip155?.caipAddress).toMatch(
      /^eip155:11155111:/,
    )
    expect(client.storage.get('activeCaipNetworkId')).toBe('eip155:11155111')
  })

  it('without a connection only changes the active network', async () => {
    const adapter = new TestAdapter()
    const client = createTestClient({ adapters: [adapter] })
    await switchNetwork(client, 'eip155:11155111')
    expect(adapter.count('switchNetwork')).toBe(0)
    expect(networkState(client).caipNetwork).toBe(sepolia)
  })

  it("an unknown id shows the 'Network Not Found' alert and throws", async () => {
    const { client } = await connected()
    const error = await rejection(switchNetwork(client, 'eip155:10'))
    expect(error.shortMessage).toBe('Network not found')
    expect(client.stores.alert.getState()).toMatchObject({
      open: true,
      message: 'Network Not Found',
    })
    expect(networkState(client).caipNetwork).toBe(mainnet)
  })

  it("a wallet that cannot switch gives 'Chain is not supported'; a rejection stays a rejection", async () => {
    const { adapter, client } = await connected({}, { switchableNetworks: ['eip155:1'] })
    const unsupported = await rejection(switchNetwork(client, 'eip155:11155111'))
    expect(unsupported.shortMessage).toBe('Chain is not supported')
    expect(networkState(client).caipNetwork).toBe(mainnet)
    adapter.failNext('switchNetwork', new ProviderError(4001, 'User rejected the request.'))
    expect((await rejection(switchNetwork(client, 'eip155:1'))).code).toBe('USER_REJECTED')
  })

  it('an adapter without the switchNetwork capability cannot switch a connected wallet', async () => {
    const { adapter, client } = await connected({}, { capabilities: ['signMessage'] })
    const error = await rejection(switchNetwork(client, 'eip155:11155111'))
    expect(error.code).toBe('CHAIN_NOT_SUPPORTED')
    expect(adapter.count('switchNetwork')).toBe(0)
  })

  it('switching away from UnsupportedChain closes the modal', async () => {
    const { adapter, client } = await connected()
    adapter.emit({ type: 'networkChanged', caipNetworkId: 'eip155:10' })
    expect(client.stores.router.getState().view).toBe('UnsupportedChain')
    await switchNetwork(client, 'eip155:1')
    expect(client.stores.modal.getState().open).toBe(false)
    expect(networkState(client).unsupportedCaipNetworkId).toBeUndefined()
  })
})

describe('a wallet on a network the app does not support', () => {
  it('puts the namespace in the unsupported-network state and opens UnsupportedChain', async () => {
    const { adapter, client } = await connected()
    adapter.emit({ type: 'networkChanged', caipNetworkId: 'eip155:10' })
    expect(networkState(client)).toMatchObject({
      unsupportedCaipNetworkId: 'eip155:10',
      caipNetwork: mainnet,
    })
    expect(client.stores.account.getState().byNamespace.eip155?.caipAddress).toMatch(/^eip155:10:/)
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().history).toEqual(['UnsupportedChain'])
  })

  it('also when the wallet connects on it', async () => {
    const { client } = await connected({}, { walletNetwork: 'eip155:10' })
    expect(networkState(client).unsupportedCaipNetworkId).toBe('eip155:10')
    expect(client.stores.router.getState().view).toBe('UnsupportedChain')
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('connected')
  })

  it.each([
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['network switching is disabled', { enableNetworkSwitch: false }],
  ])('does not open UnsupportedChain when %s', async (_, options) => {
    const { adapter, client } = await connected(options)
    adapter.emit({ type: 'networkChanged', caipNetworkId: 'eip155:10' })
    expect(networkState(client).unsupportedCaipNetworkId).toBe('eip155:10')
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('coming back to a supported network leaves the state', async () => {
    const { adapter, client } = await connected({ allowUnsupportedChain: true })
    adapter.emit({ type: 'networkChanged', caipNetworkId: 'eip155:10' })
    adapter.emit({ type: 'networkChanged', caipNetworkId: 'eip155:11155111' })
    expect(networkState(client)).toMatchObject({
      unsupportedCaipNetworkId: undefined,
      caipNetwork: sepolia,
    })
  })
})

describe('adding and removing networks', () => {
  it("needs an adapter for the network's namespace", async () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    expect((await rejection(() => addNetwork(client, solanaDevnet))).shortMessage).toBe(
      'Adapter not found',
    )
    const noAdapters = createTestClient({ adapters: [] })
    expect((await rejection(() => removeNetwork(noAdapters, 'eip155:1'))).shortMessage).toBe(
      'Adapter not found',
    )
    expect(noAdapters.stores.network.getState().networks).toHaveLength(2)
  })

  it('adds to the configured and requested networks, once', () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    addNetwork(client, optimism)
    addNetwork(client, optimism)
    expect(client.stores.network.getState().networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:11155111',
      'eip155:10',
    ])
    expect(networkState(client).requestedCaipNetworkIds).toEqual([
      'eip155:1',
      'eip155:11155111',
      'eip155:10',
    ])
  })

  it('removing the active network makes the next of its namespace active', async () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    removeNetwork(client, 'eip155:1')
    expect(networkState(client).caipNetwork).toBe(sepolia)
    expect(networkState(client).requestedCaipNetworkIds).toEqual(['eip155:11155111'])
    expect((await rejection(() => removeNetwork(client, 'eip155:1'))).code).toBe(
      'NETWORK_NOT_FOUND',
    )
  })

  it('records approved networks', () => {
    const client = createTestClient()
    setApprovedNetworks(client, 'eip155', ['eip155:1'])
    expect(networkState(client).approvedCaipNetworkIds).toEqual(['eip155:1'])
  })
})

describe('smart accounts and account types', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    warn.mockRestore()
  })

  it('loads and stores the smart-account networks; an error gives an empty list', async () => {
    const client = createTestClient()
    await loadSmartAccountEnabledNetworks(client, 'eip155', async () => ['eip155:1', 'solana:x'])
    expect(networkState(client).smartAccountEnabledNetworks).toEqual(['eip155:1'])
    expect(client.storage.get('smartAccountEnabledNetworks')).toEqual(['eip155:1'])
    const result = await loadSmartAccountEnabledNetworks(client, 'eip155', async () => {
      throw new Error('frame not ready')
    })
    expect(result).toEqual([])
    expect(networkState(client).smartAccountEnabledNetworks).toEqual([])
    expect(client.storage.get('smartAccountEnabledNetworks')).toEqual([])
  })

  it('loads the preferred account type; an error gives eoa', async () => {
    const client = createTestClient()
    const accountOf = () => client.stores.account.getState().byNamespace.eip155
    await loadPreferredAccountType(client, 'eip155', async () => 'smartAccount')
    expect(accountOf()?.preferredAccountType).toBe('smartAccount')
    await expect(
      loadPreferredAccountType(client, 'eip155', async () => {
        throw new Error('frame not ready')
      }),
    ).resolves.toBe('eoa')
    expect(accountOf()?.preferredAccountType).toBe('eoa')
  })
})

describe('opening on a namespace with no state yet', () => {
  it('still opens', async () => {
    const client = createTestClient()
    await openModal(client, { namespace: 'bip122' })
    expect(client.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
  })
})
