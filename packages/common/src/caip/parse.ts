import { FoyerError } from '../errors/FoyerError.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types.js'

/** The chain namespaces Foyer knows, in display order. */
export const CHAIN_NAMESPACES = [
  'eip155',
  'solana',
  'bip122',
  'polkadot',
] as const satisfies readonly ChainNamespace[]

/** A CAIP-2 network id split into its parts. */
export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  reference: string
}

/** A CAIP-10 account id split into its parts. */
export interface ParsedCaipAddress {
  namespace: ChainNamespace
  /** The network reference, e.g. `1` for Ethereum mainnet. */
  chainId: string
  address: string
}

/** CAIP-2 reference: 1–32 of `[-_a-zA-Z0-9]`; EIP-155 references are decimal chain ids. */
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const EIP155_REFERENCE = /^(0|[1-9][0-9]{0,31})$/
/** CAIP-10 account address: 1–128 of `[-.%a-zA-Z0-9]`. */
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/** Whether `value` is one of {@link CHAIN_NAMESPACES}. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
}

function isReference(namespace: ChainNamespace, reference: string): boolean {
  return (namespace === 'eip155' ? EIP155_REFERENCE : REFERENCE).test(reference)
}

function splitNetworkId(value: unknown): ParsedCaipNetworkId | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== 2) return undefined
  const [namespace = '', reference = ''] = parts
  if (!isChainNamespace(namespace) || !isReference(namespace, reference)) return undefined
  return { namespace, reference }
}

function splitAddress(value: unknown): ParsedCaipAddress | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== 3) return undefined
  const [namespace = '', chainId = '', address = ''] = parts
  if (!isChainNamespace(namespace) || !isReference(namespace, chainId)) return undefined
  if (!ACCOUNT_ADDRESS.test(address)) return undefined
  return { namespace, chainId, address }
}

/** Whether `value` is a CAIP-2 network id with a known namespace (exactly 2 parts). */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return splitNetworkId(value) !== undefined
}

/** Whether `value` is a CAIP-10 address with a known namespace (exactly 3 non-empty parts). */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return splitAddress(value) !== undefined
}

/**
 * Splits a CAIP-2 network id, e.g. `eip155:1` → `{ namespace: 'eip155', reference: '1' }`.
 *
 * @throws {FoyerError} `INVALID_CAIP_NETWORK_ID` unless there are exactly 2 valid parts
 *   with a known namespace.
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parsed = splitNetworkId(value)
  if (!parsed) throw new FoyerError('INVALID_CAIP_NETWORK_ID', { details: describe(value) })
  return parsed
}

/**
 * Splits a CAIP-10 address, e.g. `eip155:1:0xab…` → `{ namespace, chainId, address }`.
 *
 * @throws {FoyerError} `INVALID_CAIP_ADDRESS` ('Invalid CAIP Address') unless there are
 *   exactly 3 non-empty valid parts with a known namespace.
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parsed = splitAddress(value)
  if (!parsed) throw new FoyerError('INVALID_CAIP_ADDRESS', { details: describe(value) })
  return parsed
}

/**
 * Joins a network id (or parsed parts) and an address into a CAIP-10 address; the inverse
 * of {@link parseCaipAddress}.
 *
 * @throws {FoyerError} `INVALID_CAIP_ADDRESS` when the result would not be valid.
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress
export function formatCaipAddress(parts: ParsedCaipAddress): CaipAddress
export function formatCaipAddress(
  networkOrParts: CaipNetworkId | ParsedCaipAddress,
  address?: string,
): CaipAddress {
  const joined =
    typeof networkOrParts === 'string'
      ? `${networkOrParts}:${address}`
      : `${networkOrParts.namespace}:${networkOrParts.chainId}:${networkOrParts.address}`
  if (!isCaipAddress(joined)) throw new FoyerError('INVALID_CAIP_ADDRESS', { details: joined })
  return joined
}

/** The network id of a CAIP-10 address, e.g. `eip155:1:0xab…` → `eip155:1`. */
export function caipNetworkIdOf(caipAddress: CaipAddress): CaipNetworkId {
  const { namespace, chainId } = parseCaipAddress(caipAddress)
  return `${namespace}:${chainId}`
}

function describe(value: unknown): string {
  return typeof value === 'string'
    ? `Received "${value.slice(0, 200)}"`
    : `Received ${typeof value}`
}
