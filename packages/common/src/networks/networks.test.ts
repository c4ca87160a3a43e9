import { mainnet, optimism, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../caip/parse.js'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from './bitcoin.js'
import { defineNetwork } from './define.js'
import { findNetwork } from './find.js'
import { fromViemChain } from './from-viem-chain.js'
import { solana, solanaDevnet, solanaTestnet } from './solana.js'

describe('built-in networks (SPEC §3, §9)', () => {
  it('Solana networks use genesis-hash ids, with deprecated alternatives, 9 decimals', () => {
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solana.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
    expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(solanaDevnet.deprecatedCaipNetworkId).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
    expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(solanaTestnet.deprecatedCaipNetworkId).toBe('solana:testnet')
    for (const network of [solana, solanaDevnet, solanaTestnet]) {
      expect(network.chainNamespace).toBe('solana')
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
      expect(network.testnet).toBe(network !== solana)
    }
  })

  it('Bitcoin networks use BIP-122 genesis-hash ids and 8 decimals', () => {
    expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
    expect(bitcoinRegtest.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    for (const network of [bitcoin, bitcoinTestnet, bitcoinRegtest]) {
      expect(network.chainNamespace).toBe('bip122')
      expect(network.nativeCurrency.decimals).toBe(8)
    }
    expect(bitcoin.testnet).toBe(false)
    expect(bitcoinTestnet.testnet).toBe(true)
  })

  it('every built-in has valid ids and a default HTTP RPC URL', () => {
    for (const network of [solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet]) {
      expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
    }
  })
})

describe('defineNetwork', () => {
  const base = {
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  } as const

  it('fills caipNetworkId', () => {
    expect(defineNetwork(base).caipNetworkId).toBe('eip155:31337')
  })

  it.each([
    [{ caipNetworkId: 'eip155:1' }, /does not end in id/],
    [{ caipNetworkId: 'solana:31337' }, /not in namespace/],
    [{ nativeCurrency: { name: 'E', symbol: 'E', decimals: 1.5 } }, /decimals/],
    [{ rpcUrls: { default: { http: [] } } }, /rpcUrls\.default\.http is empty/],
    [{ deprecatedCaipNetworkId: 'solana:abc' }, /another namespace/],
    [{ id: 'x y' }, /not a CAIP-2 network id/],
  ])('refuses %j', (change, details) => {
    expect(() => defineNetwork({ ...base, ...change } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_NETWORK', details: expect.stringMatching(details) }),
    )
  })
})

describe('fromViemChain', () => {
  it("turns viem's chains into networks", () => {
    const network = fromViemChain(mainnet)
    expect(network).toMatchObject({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: mainnet.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      testnet: false,
    })
    expect(network.rpcUrls.default.http).toEqual(mainnet.rpcUrls.default.http)
    expect(network.blockExplorers?.default.url).toBe(mainnet.blockExplorers.default.url)
    expect(fromViemChain(sepolia).testnet).toBe(true)
    expect(fromViemChain(optimism).caipNetworkId).toBe('eip155:10')
  })
})

describe('findNetwork', () => {
  const networks = [solana, solanaDevnet, bitcoin]
  it('finds by caipNetworkId or by a deprecated id', () => {
    expect(findNetwork(networks, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana)
    expect(findNetwork(networks, 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(solanaDevnet)
    expect(findNetwork(networks, 'eip155:1')).toBeUndefined()
  })
})
