import {
  createClient,
  custom,
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionResult,
  parseAbi,
} from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../create-evm-adapter.js'
import { lookUpEnsProfile } from './ens-profile.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const RESOLVER = '0x2222222222222222222222222222222222222222'

/** The ENS universal resolver's and a text resolver's functions viem calls. */
const abi = parseAbi([
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string resolvedName, address resolver, address reverseResolver)',
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
  'function text(bytes32 name, string key) view returns (string)',
  'error ResolverNotFound(bytes name)',
])

/**
 * A fake mainnet RPC holding one ENS name: `alice.eth` with an avatar record for ALICE, no
 * name for anyone else (the resolver reverts as the real one does). Records every eth_call.
 */
function fakeMainnet(avatar = 'https://avatars.example/alice.png') {
  const calls: string[] = []
  const transport = custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      if (method === 'eth_chainId') return '0x1'
      if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
      const [{ to, data }] = params as [{ to: string; data: `0x${string}` }]
      calls.push(to.toLowerCase())
      const call = decodeFunctionData({ abi, data })
      if (call.functionName === 'reverseWithGateways') {
        const [reverseName] = call.args
        if (!String(reverseName).toLowerCase().includes(ALICE.slice(2).toLowerCase())) {
          const data = encodeErrorResult({
            abi,
            errorName: 'ResolverNotFound',
            args: [reverseName as `0x${string}`],
          })
          throw Object.assign(new Error('execution reverted'), { code: 3, data })
        }
        return encodeFunctionResult({
          abi,
          functionName: 'reverseWithGateways',
          result: ['alice.eth', RESOLVER, RESOLVER],
        })
      }
      if (call.functionName === 'resolveWithGateways') {
        const text = encodeFunctionResult({ abi, functionName: 'text', result: avatar })
        return encodeFunctionResult({
          abi,
          functionName: 'resolveWithGateways',
          result: [text, RESOLVER],
        })
      }
      throw new Error(`unexpected call ${call.functionName}`)
    },
  })
  return { client: createClient({ chain: mainnet, transport }), calls }
}

describe('the EVM adapter profile: ENS through the app’s mainnet RPC (SPEC §7)', () => {
  it('reads the primary name and avatar record from the universal resolver', async () => {
    const { client, calls } = fakeMainnet()
    expect(await lookUpEnsProfile(client, ALICE)).toEqual({
      name: 'alice.eth',
      avatar: 'https://avatars.example/alice.png',
    })
    expect(new Set(calls)).toEqual(new Set([mainnet.contracts.ensUniversalResolver.address]))
  })

  it('an address without a name gives none, and nothing is asked for a malformed address', async () => {
    const { client, calls } = fakeMainnet()
    await expect(
      lookUpEnsProfile(client, '0x3333333333333333333333333333333333333333'),
    ).resolves.toEqual({ name: null, avatar: null })
    const before = calls.length
    expect(await lookUpEnsProfile(client, 'alice')).toEqual({ name: null, avatar: null })
    expect(calls.length).toBe(before)
  })

  it('the adapter offers getProfile and answers nothing off mainnet without a request', async () => {
    const adapter = createEvmAdapter({})
    expect(adapter.capabilities).toContain('getProfile')
    await expect(
      adapter.getProfile!({ address: ALICE, caipNetworkId: 'eip155:11155111' }),
    ).resolves.toEqual({ name: null, avatar: null })
  })
})
