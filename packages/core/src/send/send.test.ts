import { en, type FoyerError, isFoyerError, TOKEN_BALANCE_RETRY_MS } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchBalance } from '../account/fetch-balance.js'
import type { Capability } from '../adapter/types.js'
import type { BlockchainDataClient, TokenBalance } from '../blockchain-data/types.js'
import { connect } from '../connection/connect.js'
import { startClient } from '../connection/start-client.js'
import type { FoyerEventRecord } from '../events/types.js'
import { pushView } from '../router/navigate.js'
import { ProviderError, TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { parseUnits } from './parse-units.js'
import { hasInsufficientSendGas, loadSendFee, maxSendAmount } from './send-fee.js'
import { setSendAmount, setSendReceiver, setSendToken } from './send-form.js'
import { sendToken } from './send-token.js'
import { loadSendTokens } from './send-tokens.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const TOKEN = '0x3333333333333333333333333333333333333333'
const ALL: Capability[] = ['sendTransaction', 'getBalance', 'estimateGas', 'getGasPrice']

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: `eip155:1:${TOKEN}`,
  value: 25,
  price: 1,
  quantity: { decimals: '6', numeric: '25' },
  iconUrl: 'https://icons.example/usdc.png',
}
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

function dataService(answer: () => Promise<TokenBalance[]>): BlockchainDataClient {
  return {
    getBalances: vi.fn(async () => ({ balances: await answer() })),
    getTransactions: async () => ({ data: [], next: null }),
  }
}

async function connected(
  options: {
    balance?: bigint
    capabilities?: Capability[]
    blockchainData?: BlockchainDataClient
    sponsored?: boolean
  } = {},
) {
  const adapter = new TestAdapter({
    capabilities: options.capabilities ?? ALL,
    balances: { [ALICE]: options.balance ?? 1_500_000_000_000_000_000n },
    sponsored: options.sponsored ?? false,
  })
  const client = createTestClient({
    adapters: [adapter],
    ...(options.blockchainData ? { blockchainData: options.blockchainData } : {}),
  })
  await startClient(client)
  await connect(client, { namespace: 'eip155', connectorId: 'injected' })
  await fetchBalance(client)
  const events: FoyerEventRecord[] = []
  client.events.subscribe((event) => events.push(event))
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

/** A native send of 0.5 ETH to Bob, ready to go. */
async function nativeForm(options: Parameters<typeof connected>[0] = {}) {
  const context = await connected(options)
  await loadSendTokens(context.client)
  await loadSendFee(context.client)
  setSendAmount(context.client, '0.5')
  setSendReceiver(context.client, { address: BOB })
  return context
}

describe('parseUnits', () => {
  it('is exact for every decimal count', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('12', 0)).toBe(12n)
    expect(parseUnits('.25', 2)).toBe(25n)
  })

  it('refuses text, negatives and too many decimals', () => {
    for (const bad of ['', 'abc', '-1', '1e3', '1.2.3'])
      expect(() => parseUnits(bad, 18)).toThrow(en.errors.INVALID_SEND_INPUT)
    expect(() => parseUnits('0.0000001', 6)).toThrow(en.errors.INVALID_SEND_INPUT)
  })
})

describe('send tokens', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('without a data service: the native currency with the adapter balance and no price', async () => {
    const { client } = await connected()
    const tokens = await loadSendTokens(client)
    expect(tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', quantity: { decimals: '18', numeric: '1.5' } },
    ])
    expect(client.stores.send.getState()).toMatchObject({
      token: tokens[0],
      networkBalanceInUSD: undefined,
    })
  })

  it('with a data service: its balances, prices and network value; 0-decimal tokens dropped', async () => {
    const nft = { ...usdc, symbol: 'NFTX', quantity: { decimals: '0', numeric: '3' } }
    const { client } = await connected({
      blockchainData: dataService(async () => [eth, usdc, nft]),
    })
    const tokens = await loadSendTokens(client)
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(tokens[1]).toMatchObject({ address: `eip155:1:${TOKEN}`, price: 1 })
    expect(client.stores.send.getState().networkBalanceInUSD).toBe(3025)
  })

  it('takes a service entry at the native-token address (SPEC §9) as the native currency', async () => {
    const listedNative: TokenBalance = {
      ...eth,
      address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    }
    const { client, adapter } = await connected({
      blockchainData: dataService(async () => [listedNative, usdc]),
    })
    const tokens = await loadSendTokens(client)
    expect(tokens.map((token) => [token.symbol, token.address])).toEqual([
      ['ETH', undefined],
      ['USDC', `eip155:1:${TOKEN}`],
    ])
    // Sent as a native transfer, not as a token transfer to 0xEeee…
    await loadSendFee(client)
    setSendAmount(client, '0.5')
    setSendReceiver(client, { address: BOB })
    await sendToken(client)
    expect(adapter.calls.find((call) => call.method === 'sendTransaction')?.params).toMatchObject({
      request: { to: BOB, value: 500_000_000_000_000_000n },
    })
    const sent = adapter.calls.find((call) => call.method === 'sendTransaction')
    expect((sent?.params as { request?: object } | undefined)?.request).not.toHaveProperty(
      'tokenAddress',
    )
  })

  it('adds the native currency when the service lists tokens only', async () => {
    const { client } = await connected({ blockchainData: dataService(async () => [usdc]) })
    const tokens = await loadSendTokens(client)
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(tokens[0]?.price).toBeUndefined()
  })

  it('after a failure offers the native currency and asks the service again only after 30 s', async () => {
    let fail = true
    const service = dataService(async () => {
      if (fail) throw new Error('down')
      return [eth, usdc]
    })
    const { client } = await connected({ blockchainData: service })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await loadSendTokens(client)).map((token) => token.symbol)).toEqual(['ETH'])
    expect(client.stores.send.getState().lastRetry).toBe(Date.now())
    fail = false
    await loadSendTokens(client)
    expect(service.getBalances).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(TOKEN_BALANCE_RETRY_MS)
    expect((await loadSendTokens(client)).map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(service.getBalances).toHaveBeenCalledTimes(2)
    expect(client.stores.send.getState().lastRetry).toBeUndefined()
  })
})

describe('send fee, insufficient gas and Max', () => {
  it('reads the gas price and gas through the capabilities; USD only with a known price', async () => {
    const { client, adapter } = await connected()
    await loadSendTokens(client)
    expect(await loadSendFee(client)).toEqual({
      gasPrice: 1_000_000_000n,
      gasLimit: 21_000n,
      sponsored: false,
    })
    expect(adapter.count('getGasPrice')).toBe(1)
    expect(client.stores.send.getState().gasPriceInUSD).toBeUndefined()
  })

  it('prices the fee with the native price from the token list', async () => {
    const { client } = await connected({ blockchainData: dataService(async () => [eth]) })
    await loadSendTokens(client)
    await loadSendFee(client)
    // 21000 gas × 1 gwei = 0.000021 ETH at $2000.
    expect(client.stores.send.getState().gasPriceInUSD).toBeCloseTo(0.042, 10)
  })

  it('prices a native currency read from the chain with the service token prices (SPEC §7)', async () => {
    const getTokenPrices = vi.fn(async () => [
      { address: 'eip155:1:native', name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2000 },
    ])
    const service: BlockchainDataClient = {
      ...dataService(async () => [usdc]),
      getTokenPrices,
    }
    const { client } = await connected({ blockchainData: service })
    const tokens = await loadSendTokens(client)
    expect(tokens.map((token) => [token.symbol, token.price])).toEqual([
      ['ETH', 2000],
      ['USDC', 1],
    ])
    expect(getTokenPrices).toHaveBeenCalledWith({ addresses: ['eip155:1:native'] })
    await loadSendFee(client)
    expect(client.stores.send.getState().gasPriceInUSD).toBeCloseTo(0.042, 10)
  })

  it('keeps the native price unknown when the service has none, or fails', async () => {
    const unpriced = await connected({
      blockchainData: { ...dataService(async () => [usdc]), getTokenPrices: async () => [] },
    })
    expect((await loadSendTokens(unpriced.client))[0]?.price).toBeUndefined()
    const getTokenPrices = vi.fn(async () => {
      throw new Error('down')
    })
    const failing = await connected({
      blockchainData: { ...dataService(async () => [usdc]), getTokenPrices },
    })
    expect((await loadSendTokens(failing.client))[0]?.price).toBeUndefined()
    expect(getTokenPrices).toHaveBeenCalledTimes(1)
  })

  it('leaves what an adapter cannot do unknown (no getGasPrice, no estimateGas)', async () => {
    const { client } = await connected({ capabilities: ['sendTransaction', 'getBalance'] })
    await loadSendTokens(client)
    expect(await loadSendFee(client)).toEqual({
      gasPrice: undefined,
      gasLimit: undefined,
      sponsored: false,
    })
  })

  it('insufficient gas: zero balance, or a fee above the balance; enough otherwise', async () => {
    const empty = await connected({ balance: 0n })
    await loadSendTokens(empty.client)
    await loadSendFee(empty.client)
    expect(hasInsufficientSendGas(empty.client)).toBe(true)

    const poor = await connected({ balance: 20_000n * 1_000_000_000n })
    await loadSendTokens(poor.client)
    await loadSendFee(poor.client)
    expect(hasInsufficientSendGas(poor.client)).toBe(true)

    const rich = await connected()
    await loadSendTokens(rich.client)
    await loadSendFee(rich.client)
    expect(hasInsufficientSendGas(rich.client)).toBe(false)
  })

  it('a sponsored send (the adapter says a paymaster pays): no insufficient gas at zero balance', async () => {
    const sponsored = await connected({
      balance: 0n,
      capabilities: [...ALL, 'isSponsored'],
      sponsored: true,
    })
    await loadSendTokens(sponsored.client)
    setSendReceiver(sponsored.client, { address: BOB })
    expect((await loadSendFee(sponsored.client)).sponsored).toBe(true)
    expect(sponsored.adapter.count('isSponsored')).toBe(1)
    expect(sponsored.client.stores.send.getState().sponsored).toBe(true)
    expect(hasInsufficientSendGas(sponsored.client)).toBe(false)

    // The adapter says no, or cannot tell (it throws): the account pays, and is checked.
    const refused = await connected({ balance: 0n, capabilities: [...ALL, 'isSponsored'] })
    await loadSendTokens(refused.client)
    refused.adapter.failNext('isSponsored', new Error('paymaster down'))
    expect((await loadSendFee(refused.client)).sponsored).toBe(false)
    expect(hasInsufficientSendGas(refused.client)).toBe(true)
  })

  it('Max keeps twice the fee for a native send and the whole balance of a token', async () => {
    const { client } = await connected({ blockchainData: dataService(async () => [eth, usdc]) })
    await loadSendTokens(client)
    await loadSendFee(client)
    // 1.5 ETH − 2 × 0.000021 ETH.
    expect(maxSendAmount(client.stores.send.getState())).toBe('1.499958')
    setSendToken(client, client.stores.send.getState().tokenBalances[1])
    expect(maxSendAmount(client.stores.send.getState())).toBe('25')
  })
})

describe('sendToken', () => {
  it('sends native through the adapter, toasts, tracks, resets and shows Account', async () => {
    const { client, adapter, events } = await nativeForm()
    pushView(client, 'Account')
    pushView(client, 'WalletSend')
    const hash = await sendToken(client)
    expect(hash).toMatch(/^0x(ab){32}$/)
    expect(adapter.calls.find((call) => call.method === 'sendTransaction')?.params).toEqual({
      request: { to: BOB, value: 500_000_000_000_000_000n },
      address: ALICE,
      accountType: 'eoa',
    })
    const properties = { isSmartAccount: false, token: 'ETH', amount: '0.5', network: 'eip155:1' }
    expect(events.map(({ event, properties }) => ({ event, properties }))).toEqual([
      { event: 'SEND_INITIATED', properties },
      { event: 'SEND_SUCCESS', properties },
    ])
    expect(client.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: { key: 'toasts.TRANSACTION_STARTED' },
    })
    expect(client.stores.send.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
    })
    expect(client.stores.router.getState().view).toBe('Account')
    expect(client.stores.router.getState().history.at(-1)).toBe('Account')
    expect(client.stores.router.getState().history).not.toContain('WalletSend')
  })

  it('sends a token with its contract address and decimals', async () => {
    const { client, adapter, events } = await connected({
      blockchainData: dataService(async () => [eth, usdc]),
    })
    await loadSendTokens(client)
    setSendToken(client, client.stores.send.getState().tokenBalances[1])
    setSendAmount(client, '2.5')
    setSendReceiver(client, { address: BOB })
    await sendToken(client)
    expect(adapter.calls.find((call) => call.method === 'sendTransaction')?.params).toEqual({
      request: { to: BOB, value: 2_500_000n, tokenAddress: TOKEN },
      address: ALICE,
      accountType: 'eoa',
    })
    expect(events[0]?.properties).toMatchObject({ token: TOKEN, amount: '2.5' })
  })

  it('refuses invalid input before the wallet, with no event', async () => {
    const { client, adapter, events } = await nativeForm()
    setSendReceiver(client, { address: '0x123' })
    expect((await rejection(sendToken(client))).shortMessage).toBe(
      'Please enter a valid amount and receiver address',
    )
    setSendReceiver(client, { address: BOB })
    setSendAmount(client, '0')
    await expect(sendToken(client)).rejects.toThrow(en.errors.INVALID_SEND_INPUT)
    expect(adapter.count('sendTransaction')).toBe(0)
    expect(events).toEqual([])
  })

  it("with no active network: 'CaipNetwork or CaipAddress is undefined', nothing sent", async () => {
    const { client, adapter, events } = await nativeForm()
    client.stores.network.setState((state) => ({
      byNamespace: { ...state.byNamespace, eip155: undefined },
    }))
    expect((await rejection(sendToken(client))).shortMessage).toBe(
      'CaipNetwork or CaipAddress is undefined',
    )
    expect(adapter.count('sendTransaction')).toBe(0)
    expect(events).toEqual([])
  })

  it('a native send needs the gas price (SPEC §5)', async () => {
    const { client, adapter } = await nativeForm()
    client.stores.send.setState({ gasPrice: undefined })
    await expect(sendToken(client)).rejects.toThrow(en.errors.INVALID_SEND_INPUT)
    expect(adapter.count('sendTransaction')).toBe(0)
  })

  it('a rejection keeps the form, tracks SEND_ERROR and toasts the wallet text', async () => {
    const { client, adapter, events } = await nativeForm()
    adapter.failNext('sendTransaction', new ProviderError(4001, 'User rejected the request.'))
    const error = await rejection(sendToken(client))
    expect(error.code).toBe('USER_REJECTED')
    expect(client.stores.send.getState()).toMatchObject({
      sendTokenAmount: '0.5',
      receiverAddress: BOB,
      loading: false,
    })
    expect(client.stores.send.getState().token?.symbol).toBe('ETH')
    expect(events.at(-1)).toMatchObject({
      event: 'SEND_ERROR',
      properties: { message: 'User rejected the request.', token: 'ETH', amount: '0.5' },
    })
    expect(client.stores.toast.getState()).toMatchObject({
      variant: 'error',
      message: { error: expect.objectContaining({ shortMessage: 'User rejected the request.' }) },
    })
  })

  it('maps node errors by message to SPEC texts', async () => {
    const { client, adapter } = await nativeForm()
    const cases: [string, string][] = [
      ['execution reverted: nope', en.errors.EXECUTION_REVERTED],
      ['nonce too low', en.errors.NONCE_TOO_LOW],
      ['insufficient funds for gas * price + value', en.errors.INSUFFICIENT_FUNDS],
      ['intrinsic gas too low', en.errors.INTRINSIC_GAS_TOO_LOW],
      ['max fee per gas less than block base fee', en.errors.FEE_CAP_TOO_LOW],
      ['transaction type not supported', en.errors.TRANSACTION_TYPE_NOT_SUPPORTED],
    ]
    for (const [message, text] of cases) {
      adapter.failNext('sendTransaction', new Error(message))
      expect((await rejection(sendToken(client))).shortMessage).toBe(text)
      // A toast replacing another shows 150 ms later (SPEC §2).
      await vi.waitFor(() =>
        expect(client.stores.toast.getState().message).toEqual({
          error: expect.objectContaining({ shortMessage: text }),
        }),
      )
    }
  })

  it("an unknown failure is 'Something went wrong'", async () => {
    const { client, adapter } = await nativeForm()
    adapter.failNext('sendTransaction', new Error('boom'))
    expect((await rejection(sendToken(client))).shortMessage).toBe('Something went wrong')
  })

  it('an adapter without sendTransaction cannot send', async () => {
    const { client } = await nativeForm({
      capabilities: ['getBalance', 'getGasPrice', 'estimateGas'],
    })
    expect((await rejection(sendToken(client))).code).toBe('UNSUPPORTED_METHOD')
  })
})
