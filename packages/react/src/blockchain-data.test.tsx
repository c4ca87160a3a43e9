import { connect, createMemoryStorage } from '@foyer/core'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AccountButton } from './components/account-button.js'
import { createFoyer } from './create-foyer.js'
import { FoyerProvider } from './provider.js'
import { FixtureAdapter, mainnet, sepolia } from './test-utils/fixtures.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

/** A fetch at the network edge answering the data-service contract, recording each URL. */
function dataServiceFetch(answers: Record<string, unknown>) {
  const urls: URL[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    urls.push(url)
    const body = answers[url.pathname]
    return new Response(JSON.stringify(body ?? { message: 'not found' }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, urls }
}

describe('services.blockchainApi', () => {
  it('gives the client a data client that loads on first use and keeps one clientId', async () => {
    const storage = createMemoryStorage()
    const service = dataServiceFetch({ '/v1/supported-chains': { http: ['eip155:1'] } })
    const options = {
      projectId: 'p1',
      networks: [mainnet] as const,
      storage,
      fetch: service.fetch,
      services: { blockchainApi: 'http://127.0.0.1:9/' },
    }
    const first = createFoyer(options)
    expect(await first.client.blockchainData?.getSupportedChains?.()).toEqual(['eip155:1'])
    const second = createFoyer(options)
    await second.client.blockchainData?.getSupportedChains?.()
    const [a, b] = service.urls
    expect(a?.searchParams.get('clientId')).toMatch(/^[\w-]{8,}$/)
    expect(b?.searchParams.get('clientId')).toBe(a?.searchParams.get('clientId'))
    expect(a?.searchParams.get('projectId')).toBe('p1')
    expect(a?.searchParams.get('sdkType')).toBe('foyer')
  })

  it('keeps a blockchainData client the app passed', () => {
    const own = {
      getBalances: async () => ({ balances: [] }),
      getTransactions: async () => ({ data: [], next: null }),
    }
    const foyer = createFoyer({
      networks: [mainnet],
      storage: createMemoryStorage(),
      blockchainData: own,
      services: { blockchainApi: 'http://127.0.0.1:9/' },
    })
    expect(foyer.client.blockchainData).toBe(own)
  })

  it('shows the registered name in the account button on a testnet (reverse lookup)', async () => {
    const coinType = 2147483648 + 11155111
    const service = dataServiceFetch({
      [`/v1/profile/reverse/${ADDRESS}`]: [
        {
          name: 'alice.foyer.id',
          addresses: { [coinType]: { address: ADDRESS } },
          attributes: {},
          createdAt: 1,
        },
      ],
    })
    const foyer = createFoyer({
      projectId: 'p1',
      networks: [sepolia, mainnet],
      // On the testnet (without it, Ethereum mainnet is the default: SPEC §9).
      defaultNetwork: 'eip155:11155111',
      adapters: [new FixtureAdapter()],
      storage: createMemoryStorage(),
      isMobile: () => false,
      fetch: service.fetch,
      services: { blockchainApi: 'http://127.0.0.1:9/' },
    })
    await foyer.start()
    render(
      <FoyerProvider foyer={foyer}>
        <AccountButton />
      </FoyerProvider>,
    )
    await connect(foyer.client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    await waitFor(() =>
      expect(screen.getByTestId('foyer-button-account').textContent).toBe('alice.foyer.id'),
    )
    // Sepolia is a testnet: the identity endpoint is not asked there (SPEC §5).
    expect(service.urls.some((url) => url.pathname.startsWith('/v1/identity/'))).toBe(false)
    expect(service.urls.some((url) => url.pathname.includes('/reverse/'))).toBe(true)
  })
})
