import { describe, expect, it, vi } from 'vitest'
import { localNetwork } from '../test-utils/networks.js'
import { toHexChainId } from './eip1193-session.js'
import { eip155ProposalNamespace } from './namespaces.js'
import { resolveWalletConnectOptions } from './options.js'

describe('WalletConnect options', () => {
  it('needs a ws(s) relay URL and applies defaults', () => {
    expect(resolveWalletConnectOptions({ relayUrl: 'wss://relay.example' })).toMatchObject({
      relayUrl: 'wss://relay.example',
      name: 'WalletConnect',
      storagePrefix: 'foyer',
      imageUrl: undefined,
    })
    expect(() => resolveWalletConnectOptions({ relayUrl: 'https://relay.example' })).toThrow(
      /ws:\/\/ or wss:\/\/ URL\s+→ at relayUrl/,
    )
    expect(() =>
      resolveWalletConnectOptions({
        relayUrl: 'ws://127.0.0.1:1',
        rpcMap: { 'eip155:1': 'ftp://x' },
      }),
    ).toThrow(TypeError)
  })

  it('keeps only a safe connector image', () => {
    expect(
      resolveWalletConnectOptions({ relayUrl: 'ws://127.0.0.1:1', imageUrl: 'javascript:alert(1)' })
        .imageUrl,
    ).toBeUndefined()
    expect(
      resolveWalletConnectOptions({
        relayUrl: 'ws://127.0.0.1:1',
        imageUrl: 'https://a.test/wc.svg',
      }).imageUrl,
    ).toBe('https://a.test/wc.svg')
  })
})

describe('eip155ProposalNamespace', () => {
  it('proposes every network with an RPC endpoint: rpcMap, else the app URL, else its own', () => {
    const networks = [
      localNetwork(1, ['https://own.test/1']),
      localNetwork(10, ['https://own.test/10']),
      localNetwork(31337, ['http://127.0.0.1:8545']),
      localNetwork(5, []),
    ]
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const namespace = eip155ProposalNamespace(
      networks,
      { 'eip155:10': ['https://app.test/10', 'https://backup.test/10'] },
      { 'eip155:1': 'https://mapped.test/1' },
    )
    expect(namespace).toEqual({
      chains: ['eip155:1', 'eip155:10', 'eip155:31337'],
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: {
        '1': 'https://mapped.test/1',
        '10': 'https://app.test/10',
        '31337': 'http://127.0.0.1:8545',
      },
    })
    expect(warn).toHaveBeenCalledWith(
      '[foyer] WalletConnect leaves out eip155:5: it has no RPC URL',
    )
    warn.mockRestore()
  })
})

describe('toHexChainId', () => {
  it('turns the chain ids a session reports into EIP-1193 hex', () => {
    expect(toHexChainId(31338)).toBe('0x7a6a')
    expect(toHexChainId('31338')).toBe('0x7a6a')
    expect(toHexChainId('0x7a6a')).toBe('0x7a6a')
    expect(toHexChainId('eip155:1')).toBe('0x1')
    expect(toHexChainId('solana:abc')).toBe('solana:abc')
    expect(toHexChainId(null)).toBe(null)
  })
})
