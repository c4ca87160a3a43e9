import type { CaipNetworkId } from '@foyer/common'
import {
  type Address,
  bytesToHex,
  concat,
  decodeAbiParameters,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  namehash,
  stringToBytes,
} from 'viem'
import type { EvmAdapterState } from '../state.js'
import { getPublicClient } from '../transport/public-client.js'
import type { RpcClient } from '../transport/rpc-client.js'
import { parseAddress } from './parse-address.js'

/** Where ENS lives: Ethereum mainnet. */
const ENS_NETWORK: CaipNetworkId = 'eip155:1'

/** ENS's Universal Resolver on Ethereum mainnet (viem's `mainnet.contracts.ensUniversalResolver`). */
export const ENS_UNIVERSAL_RESOLVER: Address = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'

/** Ether's ENSIP-9 coin type: the primary name for Ethereum addresses. */
const ETH_COIN_TYPE = 60n

const resolverAbi = [
  {
    type: 'function',
    name: 'reverseWithGateways',
    stateMutability: 'view',
    inputs: [
      { name: 'lookupAddress', type: 'bytes' },
      { name: 'coinType', type: 'uint256' },
      { name: 'gateways', type: 'string[]' },
    ],
    outputs: [
      { name: 'name', type: 'string' },
      { name: 'resolver', type: 'address' },
      { name: 'reverseResolver', type: 'address' },
    ],
  },
  {
    type: 'function',
    name: 'resolveWithGateways',
    stateMutability: 'view',
    inputs: [
      { name: 'name', type: 'bytes' },
      { name: 'data', type: 'bytes' },
      { name: 'gateways', type: 'string[]' },
    ],
    outputs: [
      { name: 'result', type: 'bytes' },
      { name: 'resolver', type: 'address' },
    ],
  },
] as const
const textAbi = [
  {
    type: 'function',
    name: 'text',
    stateMutability: 'view',
    inputs: [
      { name: 'node', type: 'bytes32' },
      { name: 'key', type: 'string' },
    ],
    outputs: [{ name: '', type: 'string' }],
  },
] as const

/** An account's ENS name and avatar record; each null when there is none. */
export interface EnsProfile {
  name: string | null
  avatar: string | null
}

const NONE: EnsProfile = { name: null, avatar: null }

/**
 * The provider's own name lookup (SPEC §7, after the data service and the names registry): the
 * ENS primary name of `address` and its `avatar` text record, read from the Universal Resolver
 * through the app's RPC for Ethereum mainnet (no other host: names served off chain through
 * CCIP-read gateways are not resolved). Only for mainnet networks of an app that configures
 * eip155:1; elsewhere there is no name. A resolver that reverts means no name; an RPC failure
 * throws (core then does not cache the miss).
 */
export async function getEnsProfile(
  state: EvmAdapterState,
  params: { address: string; caipNetworkId: CaipNetworkId },
): Promise<EnsProfile> {
  const network = state.networks.find((each) => each.caipNetworkId === params.caipNetworkId)
  const ens = state.networks.find((each) => each.caipNetworkId === ENS_NETWORK)
  if (!network || network.testnet === true || !ens) return NONE
  const address = parseAddress(params.address, 'UNKNOWN_ERROR')
  const client = getPublicClient(state, ENS_NETWORK)
  const reverse = await callResolver(
    client,
    encodeFunctionData({
      abi: resolverAbi,
      functionName: 'reverseWithGateways',
      args: [address, ETH_COIN_TYPE, []],
    }),
  )
  if (!reverse) return NONE
  const [name] = decodeFunctionResult({
    abi: resolverAbi,
    functionName: 'reverseWithGateways',
    data: reverse,
  })
  if (!name) return NONE
  return { name, avatar: await avatarOf(client, name) }
}

/** The name's `avatar` text record, or null (none, or unreadable). */
async function avatarOf(client: RpcClient, name: string): Promise<string | null> {
  const dnsName = dnsEncode(name)
  if (!dnsName) return null
  const text = encodeFunctionData({
    abi: textAbi,
    functionName: 'text',
    args: [namehash(name), 'avatar'],
  })
  const answer = await callResolver(
    client,
    encodeFunctionData({
      abi: resolverAbi,
      functionName: 'resolveWithGateways',
      args: [dnsName, text, []],
    }),
  ).catch(() => undefined)
  if (!answer) return null
  try {
    const [result] = decodeFunctionResult({
      abi: resolverAbi,
      functionName: 'resolveWithGateways',
      data: answer,
    })
    const [avatar] = decodeAbiParameters([{ type: 'string' }], result)
    return avatar || null
  } catch {
    return null
  }
}

/** An `eth_call` to the Universal Resolver: its answer, or undefined when it reverts. */
async function callResolver(client: RpcClient, data: Hex): Promise<Hex | undefined> {
  try {
    const answer = await (client.request as (args: unknown) => Promise<unknown>)({
      method: 'eth_call',
      params: [{ to: ENS_UNIVERSAL_RESOLVER, data }, 'latest'],
    })
    return typeof answer === 'string' && answer.startsWith('0x') ? (answer as Hex) : undefined
  } catch (error) {
    if (reverted(error)) return undefined
    throw error
  }
}

/** Whether an RPC error is the call reverting (JSON-RPC code 3, or a node's "execution reverted"). */
function reverted(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code
    if (code === 3 || /execution reverted/i.test(cause.message)) return true
  }
  return false
}

/** DNS wire format of an ENS name (each label ≤ 255 bytes), or undefined when a label is longer. */
function dnsEncode(name: string): Hex | undefined {
  const parts: Uint8Array[] = []
  for (const label of name.split('.')) {
    const bytes = stringToBytes(label)
    if (bytes.length === 0 || bytes.length > 255) return undefined
    parts.push(Uint8Array.of(bytes.length), bytes)
  }
  parts.push(Uint8Array.of(0))
  return bytesToHex(concat(parts))
}
