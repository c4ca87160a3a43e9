import { type FoyerError, isFoyerError } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect.js'
import { startClient } from '../connection/start-client.js'
import { openModal } from '../modal/open-modal.js'
import { createMemoryStorage } from '../storage/backend.js'
import { mainnet, sepolia, solanaDevnet } from '../test-utils/networks.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { showToast } from '../toast/show-toast.js'
import { createFoyerClient } from './create-client.js'

function invalid(options: unknown): FoyerError {
  try {
    createFoyerClient(options as never)
  } catch (error) {
    if (isFoyerError(error)) return error
    throw error
  }
  throw new Error('the options were accepted')
}

describe('createFoyerClient', () => {
  it('fills SPEC §1 feature defaults', () => {
    const { features } = createTestClient().options
    expect(features).toMatchObject({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      connectMethodsOrder: ['email', 'social', 'wallet'],
    })
    expect(features.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('lets the app override a feature; an undefined override keeps the default', () => {
    const { features, legal } = createTestClient({
      features: { swaps: false, legalCheckbox: true, history: undefined },
      termsConditionsUrl: 'https://app.example/terms',
    }).options
    expect(features).toMatchObject({ swaps: false, legalCheckbox: true, history: true })
    expect(legal).toEqual({ termsConditionsUrl: 'https://app.example/terms' })
  })

  it('defaults account types: smartAccount for EVM, payment for bitcoin, eoa otherwise', () => {
    const client = createTestClient({ networks: [mainnet, solanaDevnet] })
    expect(client.options.defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      bip122: 'payment',
      solana: 'eoa',
      polkadot: 'eoa',
    })
    const { byNamespace } = client.stores.account.getState()
    expect(byNamespace.eip155?.preferredAccountType).toBe('smartAccount')
    expect(byNamespace.solana?.preferredAccountType).toBe('eoa')
    const eoa = createTestClient({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(eoa.stores.account.getState().byNamespace.eip155?.preferredAccountType).toBe('eoa')
  })

  it('without a default network: Ethereum mainnet when the app has it, else its first network', () => {
    const withMainnet = createTestClient({ networks: [sepolia, mainnet] })
    expect(withMainnet.options.defaultNetwork).toBe(mainnet)
    expect(withMainnet.stores.network.getState().byNamespace.eip155?.caipNetwork).toBe(mainnet)
    const withoutMainnet = createTestClient({ networks: [sepolia] })
    expect(withoutMainnet.options.defaultNetwork).toBe(sepolia)
  })

  it('defaults network options and starts on the default network', () => {
    const client = createTestClient({ defaultNetwork: 'eip155:11155111' })
    expect(client.options).toMatchObject({
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      embedded: false,
    })
    expect(client.stores.network.getState().byNamespace.eip155?.caipNetwork).toBe(sepolia)
    expect(client.stores.network.getState().byNamespace.eip155?.requestedCaipNetworkIds).toEqual([
      'eip155:1',
      'eip155:11155111',
    ])
    expect(client.stores.account.getState().activeNamespace).toBe('eip155')
  })

  it('restores the stored active network when it is still configured', () => {
    const storage = createMemoryStorage({
      'foyer:test-project:activeCaipNetworkId': '"eip155:11155111"',
      'foyer:test-project:smartAccountEnabledNetworks': '["eip155:1","solana:x"]',
    })
    const client = createTestClient({ storage })
    const state = client.stores.network.getState().byNamespace.eip155
    expect(state?.caipNetwork).toBe(sepolia)
    expect(state?.smartAccountEnabledNetworks).toEqual(['eip155:1'])
    const gone = createMemoryStorage({ 'foyer:test-project:activeCaipNetworkId': '"eip155:10"' })
    expect(
      createTestClient({ storage: gone }).stores.network.getState().byNamespace.eip155?.caipNetwork,
    ).toBe(mainnet)
  })

  it('without a project id shows the Project ID Not Configured alert', () => {
    const client = createTestClient({ projectId: undefined })
    expect(client.stores.alert.getState()).toMatchObject({
      open: true,
      message: 'Project ID Not Configured',
      key: 'PROJECT_ID_NOT_CONFIGURED',
    })
    expect(createTestClient({ projectId: '' }).stores.alert.getState().open).toBe(true)
    expect(createTestClient().stores.alert.getState().open).toBe(false)
  })

  it('keeps the given metadata and adds project and SDK ids', () => {
    const client = createTestClient({
      metadata: {
        name: 'Shop',
        description: 'A shop',
        url: 'https://shop.test',
        icons: ['https://shop.test/i.png'],
      },
      sdkType: 'foyer-react',
      sdkVersion: '1.7.3',
    })
    expect(client.options.metadata).toEqual({
      name: 'Shop',
      description: 'A shop',
      url: 'https://shop.test',
      icons: ['https://shop.test/i.png'],
      projectId: 'test-project',
      sdkType: 'foyer-react',
      sdkVersion: '1.7.3',
    })
  })

  it('works without window or document (server rendering)', () => {
    expect(typeof window).toBe('undefined')
    const client = createFoyerClient({ networks: [mainnet], projectId: 'p' })
    expect(client.options.metadata).toMatchObject({ name: '', url: '', icons: [] })
    expect(client.environment.isMobile()).toBe(false)
    expect(client.stores.theme.getState().themeMode).toBe('light')
  })

  describe('reports bad options clearly', () => {
    it.each([
      ['no networks', { networks: [] }, 'networks'],
      ['a bad CAIP id', { networks: [{ ...mainnet, caipNetworkId: 'eip155' }] }, 'caipNetworkId'],
      [
        'a network without RPC',
        { networks: [{ ...mainnet, rpcUrls: { default: { http: [] } } }] },
        'rpcUrls.default.http is empty',
      ],
      [
        'a network without currency',
        { networks: [{ ...mainnet, nativeCurrency: undefined }] },
        'networks.0.nativeCurrency: expected object',
      ],
      ['a network twice', { networks: [mainnet, mainnet] }, 'same network twice'],
      [
        'a namespace mismatch',
        { networks: [{ ...mainnet, chainNamespace: 'solana' }] },
        'is not in namespace solana',
      ],
      [
        'an unknown default network',
        { networks: [mainnet], defaultNetwork: 'eip155:5' },
        'defaultNetwork',
      ],
      [
        'a non-http service URL',
        { networks: [mainnet], services: { analytics: 'ftp://x' } },
        'analytics',
      ],
      ['a relay that is not ws', { networks: [mainnet], services: { relay: 'http://x' } }, 'relay'],
      [
        'an unknown feature',
        { networks: [mainnet], features: { socials: ['myspace'] } },
        'socials',
      ],
      [
        'an unknown option',
        { networks: [mainnet], projectID: 'typo' },
        'unknown option "projectID"',
      ],
      [
        'two adapters for one namespace',
        { networks: [mainnet], adapters: [new TestAdapter(), new TestAdapter()] },
        'two adapters',
      ],
      [
        'an adapter without connect',
        { networks: [mainnet], adapters: [{ namespace: 'eip155' }] },
        'adapters',
      ],
      ['a bad storage scope', { networks: [mainnet], storageScope: 'a:b' }, 'storageScope'],
    ])('%s', (_, options, mention) => {
      const error = invalid(options)
      expect(error.code).toBe('INVALID_INPUT')
      expect(error.details).toContain(mention)
    })
  })
})

describe('two clients on one page', () => {
  it('share no state, storage or events', async () => {
    const storage = createMemoryStorage()
    const first = createTestClient({ adapters: [new TestAdapter()], storage, storageScope: 'one' })
    const second = createTestClient({ adapters: [new TestAdapter()], storage, storageScope: 'two' })
    const secondEvents: string[] = []
    second.events.subscribe((event) => secondEvents.push(event.event))
    await startClient(first)
    await startClient(second)
    await connect(first, { namespace: 'eip155', connectorId: 'injected' })
    await openModal(first)
    showToast(first, 'success', 'only the first')

    expect(first.stores.account.getState().byNamespace.eip155?.status).toBe('connected')
    expect(second.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(second.stores.modal.getState().open).toBe(false)
    expect(second.stores.router.getState().view).toBe('Connect')
    expect(second.stores.toast.getState().open).toBe(false)
    expect(second.storage.get('connectorIds')).toBeUndefined()
    expect(first.storage.get('connectorIds')).toEqual({ eip155: 'injected' })
    expect(secondEvents).toEqual([])
    expect(first.stores.modal).not.toBe(second.stores.modal)
  })
})
