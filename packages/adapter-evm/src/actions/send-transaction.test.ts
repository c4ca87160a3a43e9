import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { EvmAdapterState } from '../state.js'
import { localNetwork } from '../test-utils/networks.js'
import { sendTransaction } from './send-transaction.js'

const ACCOUNT: Address = '0x1111111111111111111111111111111111111111'
const TOKEN: Address = '0x2222222222222222222222222222222222222222'
const HASH = `0x${'ab'.repeat(32)}`

/**
 * The adapter on chain 31337 connected to the embedded wallet (an AUTH connector) whose EOA
 * holds no ETH and no code; the wallet answers `foyer_getSponsorship` with `sponsored`.
 */
function embeddedWalletWithNoEth(sponsored: boolean) {
  const asked: string[] = []
  const node = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_getBalance') return '0x0'
      if (method === 'eth_getCode') return '0x'
      throw new Error(`unexpected ${method}`)
    },
  }
  const provider = {
    request: async ({ method }: { method: string }) => {
      asked.push(method)
      if (method === 'foyer_getSponsorship') return { sponsored }
      if (method === 'eth_sendTransaction') return HASH
      throw new Error(`unexpected ${method}`)
    },
  }
  const network = localNetwork(31337, ['http://127.0.0.1:1'])
  const state = {
    networks: [network],
    rpcUrls: {},
    clients: new Map([[network.caipNetworkId, node]]),
    connection: { connector: { type: 'AUTH', provider }, accounts: [ACCOUNT], chainId: 31337 },
    emit: () => undefined,
    connectorListeners: new Set(),
  } as unknown as EvmAdapterState
  return { state, asked }
}

const tokenTransfer = {
  request: { to: '0x3333333333333333333333333333333333333333', value: 1n, tokenAddress: TOKEN },
  address: ACCOUNT,
  accountType: 'eoa' as const,
}

describe('the insufficient-gas check of a send from the embedded wallet', () => {
  it('lets the wallet send when its paymaster pays (an EOA upgraded by EIP-7702 on the way)', async () => {
    const { state, asked } = embeddedWalletWithNoEth(true)
    expect(await sendTransaction(state, tokenTransfer)).toBe(HASH)
    expect(asked).toEqual(['foyer_getSponsorship', 'eth_sendTransaction'])
  })

  it('refuses, without asking it to send, when nobody pays', async () => {
    const { state, asked } = embeddedWalletWithNoEth(false)
    await expect(sendTransaction(state, tokenTransfer)).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    })
    expect(asked).toEqual(['foyer_getSponsorship'])
  })
})
