import { isFoyerError, type Network } from '@foyer/common'
import type { EmbeddedSolanaRequest, EmbeddedWalletAuth } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../base58.js'
import { createSolanaAdapter } from '../create-solana-adapter.js'
import { toBase64 } from '../walletconnect/answers.js'
import { EMBEDDED_CONNECTOR } from './embedded-connector.js'

const CHAIN = 'solana:3wzNPY3gnZReuEXTiA4vBabynFeuMZh5'
const ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const local: Network = {
  id: '3wzNPY3gnZReuEXTiA4vBabynFeuMZh5',
  name: 'Local',
  caipNetworkId: CHAIN,
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

/** The EVM adapter's AUTH connector as far as Solana uses it: the frame at the network edge. */
function embedded(answers: Record<string, unknown>, user: { solanaAddress?: string } = {}) {
  const requests: EmbeddedSolanaRequest[] = []
  const auth = {
    isConnected: async () => true,
    getUser: async () => ({
      address: '0x000000000000000000000000000000000000dEaD',
      chainId: 1,
      email: 'ada@example.com',
      username: null,
      socialProvider: null,
      ...user,
    }),
    solanaRequest: async (request: EmbeddedSolanaRequest) => {
      requests.push(request)
      return answers[request.method]
    },
  } as unknown as EmbeddedWalletAuth
  const adapter = createSolanaAdapter()
  adapter.setup({
    networks: [local],
    emit: () => {},
    embeddedWallet: { frameUrl: 'https://frame.example', projectId: 'p', dapp: {} as never },
    embeddedAuth: () => auth,
  })
  return { adapter, requests }
}

describe('the embedded wallet’s Solana account in the Solana adapter', () => {
  it('is an AUTH connector that connects to the frame user’s Solana address', async () => {
    const { adapter } = embedded({}, { solanaAddress: ADDRESS })
    const connector = adapter.getConnectors().find((c) => c.type === 'AUTH')
    expect(connector).toMatchObject({ id: EMBEDDED_CONNECTOR.id, chain: 'solana' })
    // Not the login side: core finds the EVM adapter's connector for logins.
    expect(connector?.auth).toBeUndefined()
    const result = await adapter.connect({ connectorId: EMBEDDED_CONNECTOR.id })
    expect(result.accounts).toEqual([
      { namespace: 'solana', address: ADDRESS, type: 'eoa', publicKey: ADDRESS },
    ])
  })

  it('a frame without a Solana key (or a bad address) connects nothing', async () => {
    for (const user of [{}, { solanaAddress: '0xnot-base58' }]) {
      const { adapter } = embedded({}, user)
      const error = await adapter.connect({ connectorId: EMBEDDED_CONNECTOR.id }).catch((e) => e)
      expect(isFoyerError(error, 'NO_ACCOUNTS_FOUND')).toBe(true)
    }
  })

  it('signs through the frame on the connected network; its answer is parsed', async () => {
    const signed = new Uint8Array([1, ...new Uint8Array(64).fill(7), 1, 2, 3])
    const { adapter, requests } = embedded(
      {
        solana_signTransaction: {
          signature: encodeBase58(signed.subarray(1, 65)),
          transaction: toBase64(signed),
        },
        solana_signMessage: { signature: encodeBase58(new Uint8Array(64).fill(5)) },
      },
      { solanaAddress: ADDRESS },
    )
    await adapter.connect({ connectorId: EMBEDDED_CONNECTOR.id, caipNetworkId: CHAIN })
    const unsigned = new Uint8Array([1, ...new Uint8Array(64), 1, 2, 3])
    expect(await adapter.signTransaction({ transaction: unsigned })).toEqual(signed)
    expect(requests[0]).toEqual({
      method: 'solana_signTransaction',
      params: { transaction: toBase64(unsigned) },
      caipNetworkId: CHAIN,
    })
    const signature = await adapter.signMessage!({ message: 'hi', address: ADDRESS })
    expect(decodeBase58(signature)).toEqual(new Uint8Array(64).fill(5))
    expect(requests[1]).toMatchObject({
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode('hi')), pubkey: ADDRESS },
    })
  })

  it('a bad answer from the frame is a clear error, not a signed transaction', async () => {
    const { adapter } = embedded(
      { solana_signTransaction: { transaction: 'not base64!' } },
      { solanaAddress: ADDRESS },
    )
    await adapter.connect({ connectorId: EMBEDDED_CONNECTOR.id })
    const error = await adapter
      .signTransaction({ transaction: new Uint8Array([1, 2, 3]) })
      .catch((e) => e)
    expect(isFoyerError(error, 'INVALID_INPUT')).toBe(true)
  })

  it('without the embedded wallet configured there is no such connector', () => {
    const adapter = createSolanaAdapter()
    adapter.setup({ networks: [local], emit: () => {} })
    expect(adapter.getConnectors().some((c) => c.type === 'AUTH')).toBe(false)
  })
})
