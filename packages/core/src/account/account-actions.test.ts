import { type FoyerError, isFoyerError } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../connection/connect.js'
import { startClient } from '../connection/start-client.js'
import { switchNetwork } from '../network/switch-network.js'
import { ProviderError, TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { fetchBalance } from './fetch-balance.js'
import { formatUnits } from './format-units.js'
import { sendTransaction } from './send-transaction.js'
import { signMessage } from './sign-message.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'

async function rejection(promise: Promise<unknown>): Promise<FoyerError> {
  try {
    await promise
  } catch (error) {
    if (isFoyerError(error)) return error
    throw error
  }
  throw new Error('expected a rejection')
}

async function connected(wallet: ConstructorParameters<typeof TestAdapter>[0] = {}) {
  const adapter = new TestAdapter({ balances: { [ALICE]: 1_500_000_000_000_000_000n }, ...wallet })
  const client = createTestClient({ adapters: [adapter] })
  await startClient(client)
  await connect(client, { namespace: 'eip155', connectorId: 'injected' })
  // Connecting reads the balance in the background; this joins that read and waits for it.
  await fetchBalance(client)
  return { adapter, client }
}

describe('balance', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is read through getBalance after connecting and put in the account state', async () => {
    const { adapter, client } = await connected()
    expect(adapter.count('getBalance')).toBe(1)
    await vi.waitFor(() =>
      expect(client.stores.account.getState().byNamespace.eip155).toMatchObject({
        balance: '1.5',
        balanceSymbol: 'ETH',
      }),
    )
    expect(adapter.calls.find((c) => c.method === 'getBalance')?.params).toEqual({
      address: ALICE,
      caipNetworkId: 'eip155:1',
    })
  })

  it('comes from the cache for 30 s, then from the wallet again', async () => {
    const { adapter, client } = await connected()
    expect(adapter.count('getBalance')).toBe(1)
    adapter.balances[ALICE] = 2_000_000_000_000_000_000n
    vi.advanceTimersByTime(29_999)
    expect(await fetchBalance(client)).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(adapter.count('getBalance')).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await fetchBalance(client)).toEqual({ balance: '2', symbol: 'ETH' })
    expect(adapter.count('getBalance')).toBe(2)
  })

  it('force skips the cache; another network has its own entry', async () => {
    const { adapter, client } = await connected()
    expect(adapter.count('getBalance')).toBe(1)
    await fetchBalance(client, { force: true })
    expect(adapter.count('getBalance')).toBe(2)
    await switchNetwork(client, 'eip155:11155111')
    await fetchBalance(client)
    await fetchBalance(client)
    expect(adapter.count('getBalance')).toBe(3)
    expect(adapter.calls.at(-1)?.params).toEqual({
      address: ALICE,
      caipNetworkId: 'eip155:11155111',
    })
  })

  it('concurrent reads of one address share one wallet call', async () => {
    const { adapter, client } = await connected()
    expect(adapter.count('getBalance')).toBe(1)
    const release = adapter.hold('getBalance')
    const reads = [fetchBalance(client, { force: true }), fetchBalance(client, { force: true })]
    release()
    expect(await Promise.all(reads)).toEqual([
      { balance: '1.5', symbol: 'ETH' },
      { balance: '1.5', symbol: 'ETH' },
    ])
    expect(adapter.count('getBalance')).toBe(2)
  })

  it('is undefined without a connection or without the getBalance capability', async () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    expect(await fetchBalance(client)).toBeUndefined()
    const { adapter, client: other } = await connected({ capabilities: ['signMessage'] })
    expect(await fetchBalance(other)).toBeUndefined()
    expect(adapter.count('getBalance')).toBe(0)
  })

  it('a wallet error is thrown mapped', async () => {
    const { adapter, client } = await connected()
    expect(adapter.count('getBalance')).toBe(1)
    adapter.failNext('getBalance', new ProviderError(4900, 'disconnected'))
    expect((await rejection(fetchBalance(client, { force: true }))).code).toBe(
      'PROVIDER_DISCONNECTED',
    )
  })
})

describe('signMessage', () => {
  it('signs with the active address through the capability', async () => {
    const { client } = await connected()
    expect(await signMessage(client, { message: 'hello' })).toBe(`signed(${ALICE}):hello`)
  })

  it('needs a connection and the capability; wallet errors are mapped', async () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    expect((await rejection(signMessage(client, { message: 'x' }))).shortMessage).toBe(
      'No ActiveCaipAddress found',
    )
    const { client: noSign } = await connected({ capabilities: ['getBalance'] })
    expect((await rejection(signMessage(noSign, { message: 'x' }))).code).toBe('UNSUPPORTED_METHOD')
    const { adapter, client: rejecting } = await connected()
    adapter.failNext('signMessage', new ProviderError(4001, 'User rejected the request.'))
    expect((await rejection(signMessage(rejecting, { message: 'x' }))).code).toBe('USER_REJECTED')
  })
})

describe('sendTransaction', () => {
  it('sends from the active address and resolves the hash', async () => {
    const { adapter, client } = await connected()
    const hash = await sendTransaction(client, { request: { to: BOB, value: 10n } })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(adapter.balances[ALICE]).toBe(1_500_000_000_000_000_000n - 10n)
  })

  it('maps node errors and checks the capability', async () => {
    const { client } = await connected()
    const error = await rejection(
      sendTransaction(client, { request: { to: BOB, value: 10n ** 30n } }),
    )
    expect(error.code).toBe('INSUFFICIENT_FUNDS')
    const { client: noSend } = await connected({ capabilities: ['signMessage'] })
    expect((await rejection(sendTransaction(noSend, { request: { to: BOB } }))).code).toBe(
      'UNSUPPORTED_METHOD',
    )
  })
})

describe('formatUnits', () => {
  it.each([
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [123_456_789n, 9, '0.123456789'],
    [100_000_000n, 8, '1'],
    [-25n, 1, '-2.5'],
    [42n, 0, '42'],
  ])('%s with %s decimals is %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })
})
