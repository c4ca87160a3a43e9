import { isFoyerError } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlockchainDataClient, NameProfile, TokenBalance } from '../blockchain-data/types.js'
import { connect } from '../connection/connect.js'
import { startClient } from '../connection/start-client.js'
import { switchNetwork } from '../network/switch-network.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { fetchIdentity, isIdentityNetwork } from './fetch-identity.js'
import { fetchTokenBalances } from './fetch-token-balances.js'
import { resolveName } from './resolve-name.js'
import { watchIdentity } from './watch-identity.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const SEPOLIA_COIN_TYPE = 2147483648 + 11155111

const token = (symbol: string, decimals: string, value: number): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.padEnd(40, '0')}`,
  price: 1,
  value,
  quantity: { decimals, numeric: String(value) },
  iconUrl: '',
})

const profile = (name: string, coinType: number): NameProfile => ({
  name,
  addresses: { [String(coinType)]: { address: ALICE } },
  attributes: { avatar: 'https://img.example/a.png' },
  createdAt: 1,
})

function dataClient(overrides: Partial<BlockchainDataClient> = {}) {
  const data = {
    getBalances: vi.fn(async () => ({
      balances: [token('FOY', '18', 5), token('FPT', '0', 40), token('USD', '6', 9)],
    })),
    getTransactions: vi.fn(async () => ({ data: [], next: null })),
    getIdentity: vi.fn(async () => ({ name: 'alice.eth', avatar: null as string | null })),
    getNamesForAddress: vi.fn(async () => [
      profile('alice-main.foyer.id', 60),
      profile('alice.foyer.id', SEPOLIA_COIN_TYPE),
    ]),
    ...overrides,
  }
  return data
}

async function connected(
  data: BlockchainDataClient,
  adapter = new TestAdapter({ accounts: [ALICE] }),
) {
  const client = createTestClient({ adapters: [adapter], blockchainData: data })
  await startClient(client)
  await connect(client, { namespace: 'eip155', connectorId: 'injected' })
  return client
}

const account = (client: ReturnType<typeof createTestClient>) =>
  client.stores.account.getState().byNamespace.eip155

describe('identity (SPEC §5, §7, §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('applies the identity endpoint to EVM networks not flagged testnet', async () => {
    const client = createTestClient()
    const [mainnet, sepolia] = client.options.networks
    expect(isIdentityNetwork(mainnet!)).toBe(true)
    expect(isIdentityNetwork(sepolia!)).toBe(false)
  })

  it('on mainnet asks the identity lookup and sets profileName and profileImage', async () => {
    const data = dataClient({
      getIdentity: vi.fn(async () => ({ name: 'alice.eth', avatar: 'https://a/x.png' })),
    })
    const client = await connected(data)
    await fetchIdentity(client)
    expect(data.getIdentity).toHaveBeenCalledWith({ address: ALICE, caipNetworkId: 'eip155:1' })
    expect(account(client)).toMatchObject({
      profileName: 'alice.eth',
      profileImage: 'https://a/x.png',
    })
  })

  it('on a testnet skips the identity lookup and shows the registered name of the coin type', async () => {
    const data = dataClient()
    const client = await connected(data)
    await switchNetwork(client, 'eip155:11155111')
    await fetchIdentity(client)
    expect(data.getIdentity).not.toHaveBeenCalledWith(
      expect.objectContaining({ caipNetworkId: 'eip155:11155111' }),
    )
    expect(data.getNamesForAddress).toHaveBeenCalledWith({ address: ALICE })
    // The name registered for Sepolia's coin type wins over the mainnet one.
    expect(account(client)).toMatchObject({
      profileName: 'alice.foyer.id',
      profileImage: 'https://img.example/a.png',
    })
  })

  it("falls back to the adapter's profile when the service knows no name", async () => {
    const adapter = new TestAdapter({ accounts: [ALICE] })
    Object.assign(adapter, {
      capabilities: [...adapter.capabilities, 'getProfile'],
      getProfile: async () => ({ name: 'wallet-name.eth', avatar: null }),
    })
    const data = dataClient({
      getIdentity: vi.fn(async () => ({ name: null, avatar: null })),
      getNamesForAddress: vi.fn(async () => []),
    })
    const client = await connected(data, adapter)
    await fetchIdentity(client)
    expect(account(client)?.profileName).toBe('wallet-name.eth')
  })

  it('caches the answer for 5 minutes, then asks again', async () => {
    const data = dataClient()
    const client = await connected(data)
    await fetchIdentity(client)
    await fetchIdentity(client)
    expect(data.getIdentity).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5 * 60 * 1000 - 1)
    await fetchIdentity(client)
    expect(data.getIdentity).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await fetchIdentity(client)
    expect(data.getIdentity).toHaveBeenCalledTimes(2)
  })

  it('does not remember a miss after a failing source, and never throws', async () => {
    const data = dataClient({
      getIdentity: vi.fn(async () => {
        throw new Error('down')
      }),
      getNamesForAddress: vi.fn(async () => []),
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const client = await connected(data)
    await expect(fetchIdentity(client)).resolves.toEqual({ name: null, avatar: null })
    await fetchIdentity(client)
    expect(data.getIdentity).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('watchIdentity follows the account: a connect sets the name', async () => {
    const data = dataClient()
    const client = createTestClient({
      adapters: [new TestAdapter({ accounts: [ALICE] })],
      blockchainData: data,
    })
    const stop = watchIdentity(client)
    await startClient(client)
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(account(client)?.profileName).toBe('alice.eth'))
    stop()
  })
})

describe('token balances (SPEC §5, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('drops tokens with 0 decimals and puts the rest in the account state', async () => {
    const data = dataClient()
    const client = await connected(data)
    const balances = await fetchTokenBalances(client)
    expect(balances?.map((b) => b.symbol)).toEqual(['FOY', 'USD'])
    expect(account(client)?.tokenBalance.map((b) => b.symbol)).toEqual(['FOY', 'USD'])
  })

  it('comes from the portfolio cache for 30 s', async () => {
    const data = dataClient()
    const client = await connected(data)
    await fetchTokenBalances(client)
    vi.advanceTimersByTime(29_999)
    await fetchTokenBalances(client)
    expect(data.getBalances).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await fetchTokenBalances(client)
    expect(data.getBalances).toHaveBeenCalledTimes(2)
  })

  it("fails with 'Token Balance Unavailable' and blocks retries for 30 s", async () => {
    const getBalances = vi.fn(async () => {
      throw new Error('offline')
    })
    const client = await connected(dataClient({ getBalances }))
    const first = await fetchTokenBalances(client).catch((e) => e)
    expect(isFoyerError(first, 'TOKEN_BALANCE_UNAVAILABLE')).toBe(true)
    expect(first.shortMessage).toBe('Token Balance Unavailable')
    vi.advanceTimersByTime(29_999)
    const blocked = await fetchTokenBalances(client).catch((e) => e)
    expect(blocked.shortMessage).toBe('Token Balance Unavailable')
    expect(getBalances).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await fetchTokenBalances(client).catch(() => {})
    expect(getBalances).toHaveBeenCalledTimes(2)
  })

  it('is undefined without a data client', async () => {
    const client = createTestClient({ adapters: [new TestAdapter({ accounts: [ALICE] })] })
    await startClient(client)
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    expect(await fetchTokenBalances(client)).toBeUndefined()
  })
})

describe('resolveName (SPEC §7, §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("resolves to the address of the network's coin type, cached for 5 minutes", async () => {
    const resolve = vi.fn(async () => profile('alice.foyer.id', SEPOLIA_COIN_TYPE))
    const client = createTestClient({ blockchainData: dataClient({ resolveName: resolve }) })
    expect(await resolveName(client, 'alice.foyer.id', 'eip155:11155111')).toBe(ALICE)
    expect(await resolveName(client, 'alice.foyer.id', 'eip155:11155111')).toBe(ALICE)
    expect(resolve).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5 * 60 * 1000)
    await resolveName(client, 'alice.foyer.id', 'eip155:11155111')
    expect(resolve).toHaveBeenCalledTimes(2)
    expect(await resolveName(client, 'alice.foyer.id', 'eip155:1')).toBeNull()
  })
})

describe('identity without a source', () => {
  it('leaves a profile name set by someone else alone', async () => {
    const client = createTestClient({ adapters: [new TestAdapter({ accounts: [ALICE] })] })
    await startClient(client)
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    client.stores.account.setState((state) => ({
      byNamespace: {
        ...state.byNamespace,
        eip155: { ...state.byNamespace.eip155!, profileName: 'kept' },
      },
    }))
    expect(await fetchIdentity(client)).toBeUndefined()
    expect(account(client)?.profileName).toBe('kept')
  })
})
