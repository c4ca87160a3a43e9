import type { ApprovalRequest } from '@foyer/test-wallet'
import { type Address, type Hash, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  adapterWithWallet,
  devnetClient,
  devnetNetworks,
  devnetWallet,
  TEST_CONNECTOR_ID,
  useDevnets,
} from '../test-utils/devnets.js'
import { expectFoyerError } from '../test-utils/expect-foyer-error.js'

const devnets = useDevnets()

/** A receiver no seed touches, so its balances start at zero. */
const RECEIVER: Address = '0x00000000000000000000000000000000000f0e1e'

/**
 * Connects a test wallet (account `accountIndex`) and records every approval it is asked
 * for after connecting; `decide` answers send requests (connecting is always approved).
 */
async function connected(
  accountIndex = 0,
  decide: (request: ApprovalRequest) => 'approve' | 'reject' = () => 'approve',
) {
  const asked: ApprovalRequest[] = []
  const wallet = devnetWallet(devnets(), {
    accountIndex,
    decide: (request) => {
      asked.push(request)
      return request.kind === 'send' ? decide(request) : 'approve'
    },
  })
  const { adapter } = adapterWithWallet(devnetNetworks(devnets()), wallet)
  const { accounts } = await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
  asked.length = 0
  return { wallet, adapter, address: accounts[0]!.address as Address, asked }
}

const token = () => {
  const found = devnets().contracts.tokens.find((candidate) => candidate.chainId === 31337)
  if (!found) throw new Error('the devstack seeds an ERC-20 on 31337')
  return found
}

async function mined(hash: string) {
  const receipt = await devnetClient(devnets(), 31337).waitForTransactionReceipt({
    hash: hash as Hash,
  })
  expect(receipt.status).toBe('success')
  return receipt
}

describe('balances through the app RPC', () => {
  it('reads native balances with the network currency', async () => {
    const { adapter } = await connected()
    const seeded = devnets().balances.find((chain) => chain.chainId === 31338)?.accounts[3]
    const balance = await adapter.getBalance?.({
      address: seeded!.address,
      caipNetworkId: 'eip155:31338',
    })
    expect(balance).toEqual({ value: BigInt(seeded!.native), decimals: 18, symbol: 'ETH' })
  })

  it('reads ERC-20 balances with the token symbol and decimals', async () => {
    const { adapter } = await connected()
    const { address, symbol, decimals } = token()
    const holder = devnets()
      .balances.find((chain) => chain.chainId === 31337)
      ?.accounts.find((account) => BigInt(account.tokens[address] ?? '0') > 0n)
    const balance = await adapter.getTokenBalance?.({
      address: holder!.address,
      tokenAddress: address,
      caipNetworkId: 'eip155:31337',
    })
    expect(balance).toEqual({ value: BigInt(holder!.tokens[address]!), decimals, symbol })
  })

  it("gives 'Token Balance Unavailable' for an address that is not a token", async () => {
    const { adapter } = await connected()
    const error = await expectFoyerError(
      adapter.getTokenBalance?.({
        address: RECEIVER,
        tokenAddress: RECEIVER,
        caipNetworkId: 'eip155:31337',
      }),
      'TOKEN_BALANCE_UNAVAILABLE',
    )
    expect(error.shortMessage).toBe('Token Balance Unavailable')
  })

  it("gives 'Network not found' for a network the app did not configure", async () => {
    const { adapter } = await connected()
    await expectFoyerError(
      adapter.getBalance?.({ address: RECEIVER, caipNetworkId: 'eip155:1' }),
      'NETWORK_NOT_FOUND',
    )
  })
})

describe('getGasPrice', () => {
  it("reads the devnet's gas price through the app RPC, as the node reports it", async () => {
    const { adapter } = await connected()
    const fromNode = await devnetClient(devnets(), 31337).getGasPrice()
    const gasPrice = await adapter.getGasPrice!({ caipNetworkId: 'eip155:31337' })
    expect(gasPrice).toBeGreaterThan(0n)
    // The base fee may move between the two reads by one block at most.
    expect(gasPrice).toBeLessThanOrEqual(fromNode * 2n)
    expect(gasPrice * 2n).toBeGreaterThanOrEqual(fromNode)
  })

  it("gives 'Network not found' for a network the app did not configure", async () => {
    const { adapter } = await connected()
    await expectFoyerError(
      adapter.getGasPrice?.({ caipNetworkId: 'eip155:1' }),
      'NETWORK_NOT_FOUND',
    )
  })
})

describe('sendTransaction', () => {
  it('sends native currency; the receiver gets exactly the value', async () => {
    const { adapter, address } = await connected(1)
    const before = await adapter.getBalance!({ address: RECEIVER, caipNetworkId: 'eip155:31337' })
    const hash = await adapter.sendTransaction!({
      request: { to: RECEIVER, value: parseEther('0.25') },
      address,
    })
    const receipt = await mined(hash)
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    const after = await adapter.getBalance!({ address: RECEIVER, caipNetworkId: 'eip155:31337' })
    expect(after.value - before.value).toBe(parseEther('0.25'))
  })

  it('sends an ERC-20 transfer through tokenAddress', async () => {
    const { adapter, address } = await connected(0)
    const { address: tokenAddress, decimals } = token()
    const read = (owner: Address) =>
      adapter.getTokenBalance!({ address: owner, tokenAddress, caipNetworkId: 'eip155:31337' })
    const [senderBefore, receiverBefore] = await Promise.all([read(address), read(RECEIVER)])
    const amount = 3n * 10n ** BigInt(decimals)
    const hash = await adapter.sendTransaction!({
      request: { to: RECEIVER, value: amount, tokenAddress },
      address,
    })
    const receipt = await mined(hash)
    expect(receipt.to?.toLowerCase()).toBe(tokenAddress.toLowerCase())
    const [senderAfter, receiverAfter] = await Promise.all([read(address), read(RECEIVER)])
    expect(receiverAfter.value - receiverBefore.value).toBe(amount)
    expect(senderBefore.value - senderAfter.value).toBe(amount)
  })

  it('maps a rejected send (4001) to the user-rejected error', async () => {
    const { adapter, address, asked } = await connected(2, () => 'reject')
    await expectFoyerError(
      adapter.sendTransaction!({ request: { to: RECEIVER, value: 1n }, address }),
      'USER_REJECTED',
    )
    expect(asked.map((request) => request.kind)).toEqual(['send'])
  })

  it("fails early with the node's revert for a token transfer above the balance (wallet not asked)", async () => {
    const { adapter, address, asked } = await connected(9)
    await expectFoyerError(
      adapter.sendTransaction!({
        request: { to: RECEIVER, value: 10n ** 40n, tokenAddress: token().address },
        address,
      }),
      'EXECUTION_REVERTED',
    )
    expect(asked).toEqual([])
  })

  it('refuses bad input before the wallet is asked', async () => {
    const { adapter, address, asked } = await connected()
    const error = await expectFoyerError(
      adapter.sendTransaction!({ request: { to: 'nobody', value: 1n }, address }),
      'INVALID_SEND_INPUT',
    )
    expect(error.shortMessage).toBe('Please enter a valid amount and receiver address')
    await expectFoyerError(
      adapter.sendTransaction!({
        request: { to: RECEIVER, tokenAddress: token().address },
        address,
      }),
      'INVALID_SEND_INPUT',
    )
    expect(asked).toEqual([])
  })
})

describe('insufficient gas (SPEC §5)', () => {
  const setBalance = (address: Address, wei: bigint) =>
    devnetClient(devnets(), 31337).request({
      method: 'anvil_setBalance' as never,
      params: [address, `0x${wei.toString(16)}`] as never,
    })
  const setCode = (address: Address, code: string) =>
    devnetClient(devnets(), 31337).request({
      method: 'anvil_setCode' as never,
      params: [address, code] as never,
    })

  it('refuses to send from an account with a zero native balance, without asking the wallet', async () => {
    const { adapter, address, asked } = await connected(20)
    await setBalance(address, 0n)
    const error = await expectFoyerError(
      adapter.sendTransaction!({ request: { to: RECEIVER, value: 0n }, address }),
      'INSUFFICIENT_FUNDS',
    )
    expect(error.details).toMatch(/Insufficient gas/)
    expect(asked).toEqual([])
  })

  it('refuses when the gas cost is above the balance', async () => {
    const { adapter, address, asked } = await connected(21)
    await setBalance(address, 1_000n)
    await expectFoyerError(
      adapter.sendTransaction!({ request: { to: RECEIVER, value: 0n }, address }),
      'INSUFFICIENT_FUNDS',
    )
    expect(asked).toEqual([])
  })

  it('skips the check for a smart account (code at the address): the wallet is asked', async () => {
    const { adapter, address, asked } = await connected(22, () => 'reject')
    await setBalance(address, 0n)
    // An EIP-7702 delegation designator: the account now has code, like a smart account.
    await setCode(address, '0xef01000000000000000000000000000000000000000001')
    await expectFoyerError(
      adapter.sendTransaction!({ request: { to: RECEIVER, value: 0n }, address }),
      'USER_REJECTED',
    )
    expect(asked.map((request) => request.kind)).toEqual(['send'])
  })

  it('skips the check for an account core names a smart account (counterfactual: no code yet)', async () => {
    const { adapter, address, asked } = await connected(23, () => 'reject')
    await setBalance(address, 0n)
    const request = { to: RECEIVER, value: 0n }
    // The embedded wallet's smart account before its first user operation: no code, and its
    // gas is paid through the EntryPoint, so the EOA rule does not apply.
    await expectFoyerError(
      adapter.sendTransaction!({ request, address, accountType: 'smartAccount' }),
      'USER_REJECTED',
    )
    expect(asked.map((request) => request.kind)).toEqual(['send'])
    // The same account named an EOA keeps the check.
    await expectFoyerError(
      adapter.sendTransaction!({ request, address, accountType: 'eoa' }),
      'INSUFFICIENT_FUNDS',
    )
  })
})

describe('estimateGas', () => {
  it('estimates a native transfer at 21000 and an ERC-20 transfer above it', async () => {
    const { adapter, address } = await connected()
    await expect(
      adapter.estimateGas!({ request: { to: RECEIVER, value: 1n }, address }),
    ).resolves.toBe(21_000n)
    const tokenGas = await adapter.estimateGas!({
      request: { to: RECEIVER, value: 1n, tokenAddress: token().address },
      address,
    })
    expect(tokenGas).toBeGreaterThan(21_000n)
  })

  it("keeps the node's reason when estimation fails", async () => {
    const { adapter } = await connected()
    const error = await expectFoyerError(
      adapter.estimateGas!({
        request: { to: RECEIVER, value: 10n ** 40n, tokenAddress: token().address },
        address: RECEIVER,
      }),
      'EXECUTION_REVERTED',
    )
    expect(error.shortMessage).toBe('Execution reverted.')
  })
})

describe('network guard', () => {
  it("refuses to send while the wallet is on a network the app did not configure ('Unsupported chain')", async () => {
    const wallet = devnetWallet(devnets())
    const { adapter } = adapterWithWallet(devnetNetworks(devnets()).slice(0, 1), wallet)
    const { accounts } = await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    await wallet.configure({ chainId: 31338 })
    const error = await expectFoyerError(
      adapter.sendTransaction!({
        request: { to: RECEIVER, value: 1n },
        address: accounts[0]!.address,
      }),
      'UNSUPPORTED_CHAIN',
    )
    expect(error.shortMessage).toBe('Unsupported chain')
  })
})
