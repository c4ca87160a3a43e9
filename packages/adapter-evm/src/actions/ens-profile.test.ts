import type { Network } from '@foyer/common'
import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../create-evm-adapter.js'
import { localNetwork } from '../test-utils/networks.js'
import { type RpcTestServer, startRpcTestServer } from '../test-utils/rpc-server.js'
import { ENS_UNIVERSAL_RESOLVER } from './ens-profile.js'

/** The ENS Universal Resolver's two functions viem calls (the network edge is faked). */
const resolverAbi = parseAbi([
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string resolvedName, address resolver, address reverseResolver)',
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
])
const textAbi = parseAbi(['function text(bytes32 name, string key) view returns (string)'])

const OWNER = '0x52908400098527886E0F7030069857D2E4169EE7'
const RESOLVER = '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63'

const ethereum = (url: string): Network => ({
  ...localNetwork(1, [url], 'Ethereum'),
  testnet: false,
})

/** A mainnet RPC whose Universal Resolver knows `names` (address → name, avatar record). */
async function ensRpc(names: Record<string, { name: string; avatar: string }>) {
  return startRpcTestServer((call) => {
    if (call.method === 'eth_chainId') return { result: '0x1' }
    if (call.method !== 'eth_call') return { error: { code: -32601, message: 'not here' } }
    const [{ to, data }] = call.params as [{ to: string; data: Hex }]
    expect(to.toLowerCase()).toBe(mainnet.contracts.ensUniversalResolver.address.toLowerCase())
    const decoded = decodeFunctionData({ abi: resolverAbi, data })
    if (decoded.functionName === 'reverseWithGateways') {
      const owner = `0x${decoded.args[0].slice(2)}`.toLowerCase()
      const known = Object.entries(names).find(([address]) => address.toLowerCase() === owner)
      const result = known
        ? ([known[1].name, RESOLVER, RESOLVER] as const)
        : (['', zeroAddress, zeroAddress] as const)
      return {
        result: encodeFunctionResult({
          abi: resolverAbi,
          functionName: 'reverseWithGateways',
          result,
        }),
      }
    }
    const { args } = decodeFunctionData({ abi: textAbi, data: decoded.args[1] })
    const entry = Object.values(names)[0]
    // The name in DNS wire format, and the text record asked of its node.
    expect(decoded.args[0]).toBe(`0x${dnsWire(entry?.name ?? '')}`)
    expect(args[0]).toBe(namehash(entry?.name ?? ''))
    const text = args[1] === 'avatar' && entry ? entry.avatar : ''
    return {
      result: encodeFunctionResult({
        abi: resolverAbi,
        functionName: 'resolveWithGateways',
        result: [encodeAbiParameters([{ type: 'string' }], [text]), RESOLVER],
      }),
    }
  })
}

/** DNS wire format, written out by hand: each label's length byte, the label, a zero. */
function dnsWire(name: string): string {
  const labels = name.split('.').map((label) => {
    const hex = Buffer.from(label, 'utf8').toString('hex')
    return (hex.length / 2).toString(16).padStart(2, '0') + hex
  })
  return `${labels.join('')}00`
}

let server: RpcTestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

describe("the EVM adapter's profile: the provider's own ENS lookup (SPEC §7)", () => {
  it('asks the Universal Resolver viem knows for mainnet', () => {
    expect(ENS_UNIVERSAL_RESOLVER).toBe(mainnet.contracts.ensUniversalResolver.address)
  })

  it('reads the primary name and avatar through the app’s mainnet RPC', async () => {
    server = await ensRpc({ [OWNER]: { name: 'foyer.eth', avatar: 'https://example.org/a.png' } })
    const adapter = createEvmAdapter({ networks: [ethereum(server.url)] })
    expect(adapter.capabilities).toContain('getProfile')
    const profile = await adapter.getProfile!({ address: OWNER, caipNetworkId: 'eip155:1' })
    expect(profile).toEqual({ name: 'foyer.eth', avatar: 'https://example.org/a.png' })
    // Only the app's RPC was asked: the reverse record, then the avatar text record.
    expect(server.calls.filter((call) => call.method === 'eth_call')).toHaveLength(2)
  })

  it('an address without a primary name has none, and no avatar is asked for', async () => {
    server = await ensRpc({})
    const adapter = createEvmAdapter({ networks: [ethereum(server.url)] })
    const profile = await adapter.getProfile!({ address: OWNER, caipNetworkId: 'eip155:1' })
    expect(profile).toEqual({ name: null, avatar: null })
    expect(server.calls.filter((call) => call.method === 'eth_call')).toHaveLength(1)
  })

  it('on a testnet, or in an app without mainnet, nothing is asked', async () => {
    server = await ensRpc({ [OWNER]: { name: 'foyer.eth', avatar: '' } })
    const devnet = localNetwork(31337, [server.url])
    const withMainnet = createEvmAdapter({ networks: [devnet, ethereum(server.url)] })
    expect(
      await withMainnet.getProfile!({ address: OWNER, caipNetworkId: 'eip155:31337' }),
    ).toEqual({ name: null, avatar: null })
    const withoutMainnet = createEvmAdapter({
      networks: [{ ...localNetwork(8453, [server.url], 'Base'), testnet: false }],
    })
    expect(
      await withoutMainnet.getProfile!({ address: OWNER, caipNetworkId: 'eip155:8453' }),
    ).toEqual({ name: null, avatar: null })
    expect(server.calls).toEqual([])
  })

  it('a resolver that reverts means no name', async () => {
    server = await startRpcTestServer((call) =>
      call.method === 'eth_call'
        ? { error: { code: 3, message: 'execution reverted' } }
        : { result: '0x1' },
    )
    const adapter = createEvmAdapter({ networks: [ethereum(server.url)] })
    expect(await adapter.getProfile!({ address: OWNER, caipNetworkId: 'eip155:1' })).toEqual({
      name: null,
      avatar: null,
    })
  })

  it('an RPC failure is an error, so core does not cache the miss', async () => {
    server = await startRpcTestServer(() => ({ httpStatus: 503 }))
    const adapter = createEvmAdapter({ networks: [ethereum(server.url)] })
    await expect(
      adapter.getProfile!({ address: OWNER, caipNetworkId: 'eip155:1' }),
    ).rejects.toThrow()
  })
})
