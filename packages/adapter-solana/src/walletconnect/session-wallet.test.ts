import { isFoyerError, type Network } from '@foyer/common'
import type { SharedWalletConnectSession, WalletConnectHub } from '@foyer/core'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../base58.js'
import { toBase64 } from './answers.js'
import { solanaProposalNamespace } from './namespace.js'
import { createSessionWallet } from './session-wallet.js'

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

/** A session whose wallet answers each method with `answers[method]` (the network edge). */
function sessionAnswering(answers: Record<string, unknown>) {
  const requests: { method: string; params: unknown; chainId: string }[] = []
  const session: SharedWalletConnectSession = {
    active: true,
    connect: async () => {},
    accounts: (namespace) => (namespace === 'solana' ? [`${CHAIN}:${ADDRESS}`, 'solana:bad'] : []),
    async request(args, chainId) {
      requests.push({ method: args.method, params: args.params, chainId })
      return answers[args.method]
    },
    disconnect: async () => {},
    onDisconnect: () => () => {},
  }
  const hub: WalletConnectHub = { namespaces: new Map(), session: async () => session }
  return { wallet: createSessionWallet(hub), requests }
}

type Features = {
  'standard:connect': { connect(input?: unknown): Promise<{ accounts: WalletAccount[] }> }
  'solana:signMessage': { signMessage(input: unknown): Promise<{ signature: Uint8Array }[]> }
  'solana:signTransaction': {
    signTransaction(...inputs: unknown[]): Promise<{ signedTransaction: Uint8Array }[]>
  }
}
const features = (wallet: { features: unknown }) => wallet.features as Features

describe('the solana namespace of a WalletConnect session', () => {
  it('proposes the adapter’s CAIP-2 chains with the solana methods and their RPC', () => {
    expect(solanaProposalNamespace([local])).toEqual({
      chains: [CHAIN],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
      ],
      events: [],
      rpcMap: { '3wzNPY3gnZReuEXTiA4vBabynFeuMZh5': 'http://127.0.0.1:8899' },
    })
  })

  it('connects the session’s well-formed solana accounts and signs messages in base58', async () => {
    const signature = new Uint8Array(64).fill(9)
    const { wallet, requests } = sessionAnswering({
      solana_signMessage: { signature: encodeBase58(signature) },
    })
    const { accounts } = await features(wallet)['standard:connect'].connect()
    expect(accounts.map((a) => [a.address, a.chains])).toEqual([[ADDRESS, [CHAIN]]])
    const message = new TextEncoder().encode('hi')
    const [signed] = await features(wallet)['solana:signMessage'].signMessage({
      account: accounts[0],
      message,
    })
    expect(signed?.signature).toEqual(signature)
    expect(requests.at(-1)).toEqual({
      method: 'solana_signMessage',
      params: { message: encodeBase58(message), pubkey: ADDRESS },
      chainId: CHAIN,
    })
  })

  it('puts a signature-only signTransaction answer into the fee payer’s slot', async () => {
    const signature = new Uint8Array(64).fill(5)
    const { wallet } = sessionAnswering({
      solana_signTransaction: { signature: encodeBase58(signature) },
    })
    const { accounts } = await features(wallet)['standard:connect'].connect()
    const unsigned = new Uint8Array([1, ...new Uint8Array(64), 1, 2, 3])
    const [signed] = await features(wallet)['solana:signTransaction'].signTransaction({
      account: accounts[0],
      transaction: unsigned,
      chain: 'solana:localnet',
    })
    expect(signed?.signedTransaction).toEqual(new Uint8Array([1, ...signature, 1, 2, 3]))
    const { wallet: full } = sessionAnswering({
      solana_signTransaction: { transaction: toBase64(new Uint8Array([7, 7, 7, 7])) },
    })
    await features(full)['standard:connect'].connect()
    const [copy] = await features(full)['solana:signTransaction'].signTransaction({
      account: accounts[0],
      transaction: unsigned,
    })
    expect(copy?.signedTransaction).toEqual(new Uint8Array([7, 7, 7, 7]))
  })

  it('refuses a malformed wallet answer with Invalid input, naming the method', async () => {
    const { wallet } = sessionAnswering({ solana_signMessage: { signature: '0OIl not base58' } })
    const { accounts } = await features(wallet)['standard:connect'].connect()
    const error = await features(wallet)
      ['solana:signMessage'].signMessage({ account: accounts[0], message: new Uint8Array([1]) })
      .catch((e: unknown) => e)
    expect(isFoyerError(error, 'INVALID_INPUT')).toBe(true)
    expect(String((error as Error).message + JSON.stringify(error))).toMatch(/solana_signMessage/)
    expect(decodeBase58(ADDRESS)).toHaveLength(32)
  })
})
