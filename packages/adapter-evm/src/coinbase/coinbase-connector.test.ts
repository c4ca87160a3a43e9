// @vitest-environment happy-dom
import { errorFromProvider } from '@foyer/common'
import {
  announceProvider,
  createTestWalletProvider,
  testWalletProviderInfo,
} from '@foyer/test-wallet'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coinbaseWallet } from '../coinbase.js'
import { createEvmAdapter, type EvmAdapter } from '../create-evm-adapter.js'
import { localNetwork } from '../test-utils/networks.js'
import {
  COINBASE_SDK_CONNECTOR_ID,
  type CoinbaseLazyProvider,
  createCoinbaseConnector,
  type LoadCoinbaseProvider,
} from './connector.js'
import { createCoinbaseSdkProvider } from './sdk-provider.js'

// Everything here runs offline: the SDK's provider is the real one, asked only what it answers
// without its popup (keys.coinbase.com), which can't be reached from a test.
const networks = [
  localNetwork(31337, ['http://127.0.0.1:9']),
  localNetwork(31338, ['http://127.0.0.1:9']),
]
const wallet = () =>
  createTestWalletProvider({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] })

const cleanups: (() => void)[] = []
let adapter: EvmAdapter | undefined
beforeEach(() => {
  // The SDK fetches the page itself once to read its Cross-Origin-Opener-Policy header: the
  // page is answered here, without that header (the network edge; nothing else is faked).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<!doctype html>', { status: 200 })),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  adapter?.destroy?.()
  adapter = undefined
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
  localStorage.clear()
})

function setUp(options: Parameters<typeof createEvmAdapter>[0]) {
  adapter = createEvmAdapter(options)
  adapter.setup({ networks, emit: () => {} })
  return adapter
}

/** A connector over the real SDK, recording each load. */
function sdkConnector(options: Parameters<typeof createCoinbaseConnector>[0] = {}) {
  const load = vi.fn<LoadCoinbaseProvider>(async (opts, chainIds) =>
    createCoinbaseSdkProvider(opts, chainIds),
  )
  const connector = createCoinbaseConnector(options, { networks: () => networks }, load)
  return { connector, provider: connector.provider as CoinbaseLazyProvider, load }
}

describe('the Coinbase Wallet connector in the list', () => {
  it('is listed as "Coinbase Wallet" when no Coinbase extension is there, after the other wallets', () => {
    announce('Other Wallet', 'com.other')
    const connectors = setUp({ coinbaseWallet: coinbaseWallet() }).getConnectors()
    expect(connectors.map((c) => [c.id, c.name])).toEqual([
      ['com.other', 'Other Wallet'],
      [COINBASE_SDK_CONNECTOR_ID, 'Coinbase Wallet'],
    ])
    expect(connectors[1]).toMatchObject({
      type: 'EXTERNAL',
      rdns: 'com.coinbase.wallet',
      chains: ['eip155:31337', 'eip155:31338'],
    })
  })

  it('gives way to an announced Coinbase extension, also one announced later', () => {
    const connectors = () => adapter!.getConnectors().map((c) => c.id)
    setUp({ coinbaseWallet: coinbaseWallet() })
    expect(connectors()).toEqual([COINBASE_SDK_CONNECTOR_ID])
    announce('Coinbase Wallet', 'com.coinbase.wallet')
    expect(connectors()).toEqual(['com.coinbase.wallet'])
  })

  it('gives way to an injected window.ethereum that is Coinbase Wallet', () => {
    ;(window as { ethereum?: unknown }).ethereum = Object.assign(wallet(), {
      isCoinbaseWallet: true,
    })
    expect(
      setUp({ coinbaseWallet: coinbaseWallet() })
        .getConnectors()
        .map((c) => c.id),
    ).toEqual(['injected'])
  })

  it('is absent without the option, and wrong options fail with every problem named', () => {
    expect(
      setUp({})
        .getConnectors()
        .map((c) => c.id),
    ).not.toContain(COINBASE_SDK_CONNECTOR_ID)
    expect(() =>
      createEvmAdapter({
        coinbaseWallet: coinbaseWallet({
          preference: 'smart' as never,
          appLogoUrl: 'http://logo.png',
        }),
      }),
    ).toThrow(/preference.*appLogoUrl|appLogoUrl.*preference/s)
  })
})

describe('the Coinbase SDK provider behind the connector', () => {
  it('loads the SDK only on the first request, once, with the app’s chains and preference', async () => {
    const { provider, load } = sdkConnector({
      appName: 'Foyer Test',
      preference: 'smartWalletOnly',
    })
    const listener = vi.fn()
    provider.on('disconnect', listener)
    expect(load).not.toHaveBeenCalled()
    expect(provider.loaded()).toBeUndefined()

    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await provider.request({ method: 'net_version' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(load.mock.calls[0]![1]).toEqual([31337, 31338])
    const sdk = provider.loaded() as unknown as {
      isCoinbaseWallet: boolean
      metadata: { appName: string; appChainIds: number[] }
      preference: { options: string }
    }
    expect(sdk.isCoinbaseWallet).toBe(true)
    expect(sdk.metadata).toMatchObject({ appName: 'Foyer Test', appChainIds: [31337, 31338] })
    expect(sdk.preference.options).toBe('smartWalletOnly')
  })

  it('passes the EOA preference to the SDK', async () => {
    const { provider } = sdkConnector({ preference: 'eoaOnly' })
    await provider.request({ method: 'eth_chainId' })
    expect(
      (provider.loaded() as unknown as { preference: { options: string } }).preference.options,
    ).toBe('eoaOnly')
  })

  it('refuses account requests before eth_requestAccounts with 4100, which Foyer maps', async () => {
    const { provider } = sdkConnector()
    const error = await provider
      .request({
        method: 'personal_sign',
        params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'],
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4100 })
    expect(errorFromProvider(error).code).toBe('UNAUTHORIZED')
  })

  it('rejects malformed requests through the SDK’s own validation', async () => {
    const { provider } = sdkConnector()
    const error = await provider
      .request({ method: 'eth_sendTransaction', params: 'not-an-array' as never })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: -32602 })
  })

  it('turns wallet_revokePermissions into the SDK’s disconnect, without loading it when unused', async () => {
    const unused = sdkConnector()
    await expect(
      unused.provider.request({ method: 'wallet_revokePermissions' }),
    ).resolves.toBeNull()
    expect(unused.load).not.toHaveBeenCalled()

    const { provider } = sdkConnector()
    const disconnected = vi.fn()
    provider.on('disconnect', disconnected)
    await provider.request({ method: 'eth_chainId' })
    await expect(
      provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).resolves.toBeNull()
    expect(disconnected).toHaveBeenCalledTimes(1)
    expect(disconnected.mock.calls[0]![0]).toMatchObject({ code: 4900 })
  })

  it('retries the load after a failed one', async () => {
    let attempts = 0
    const load = vi.fn<LoadCoinbaseProvider>(async (opts, chainIds) => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk failed to load')
      return createCoinbaseSdkProvider(opts, chainIds)
    })
    const connector = createCoinbaseConnector({}, { networks: () => networks }, load)
    await expect(connector.provider.request({ method: 'eth_chainId' })).rejects.toThrow(
      'chunk failed',
    )
    await expect(connector.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
  })
})

function announce(name: string, rdns: string) {
  cleanups.push(
    announceProvider(window, { info: testWalletProviderInfo({ name, rdns }), provider: wallet() }),
  )
}
