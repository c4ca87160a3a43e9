import { FoyerError } from '@foyer/common'
import { decodeTypedData, type TypedDataFacts } from '@foyer/common/decode'
import {
  type Address,
  type Hex,
  hexToString,
  isHex,
  type LocalAccount,
  type SignableMessage,
} from 'viem'
import * as z from 'zod/mini'
import type { ApprovalChain, ApprovalRequest } from '../ui/approval-dialog.js'
import { assertActiveChain } from './active-chain.js'
import { frameLines, personalSignWarnings } from './decode/frame-lines.js'
import { SMART_ACCOUNT_DOMAIN_NAME } from './smart-account/replay-safe-hash.js'

/** Hex data (`0x` and any number of hex digits). */
export const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
/** A 20-byte address in hex, any case. */
export const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
/** A JSON-RPC quantity (a uint256 in hex). */
export const quantitySchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

const personalSignParams = z.tuple([z.string(), addressSchema])
const typedDataParams = z.tuple([
  addressSchema,
  z.union([z.string(), z.record(z.string(), z.unknown())]),
])
const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

/** What the frame needs to ask the user (the frame's approval dialog and the host asking). */
export type ApprovalContext = {
  hostOrigin: string
  /** The active network: named in the approval, and the only one requests may be for. */
  chain: ApprovalChain
  approve: (request: ApprovalRequest) => Promise<boolean>
}

/** EIP-712 typed data as the signers take it. */
export type TypedDataToSign = Parameters<LocalAccount['signTypedData']>[0]

/** A signature request checked and ready: the approval's lines and warnings, what to sign. */
export type CheckedSignature<Payload> = { details: string[]; warnings: string[]; payload: Payload }

/**
 * Asks the user in the frame (with the simulated changes, for a transaction); a refusal throws
 * 'User rejected the request'.
 */
export async function approveOrReject(
  context: Omit<ApprovalContext, 'chain'> & Pick<ApprovalRequest, 'chain'>,
  title: string,
  details: string[],
  warnings: string[] = [],
  simulation?: string[],
): Promise<void> {
  const approved = await context.approve({
    title,
    origin: context.hostOrigin,
    chain: context.chain,
    details,
    warnings,
    ...(simulation ? { simulation } : {}),
  })
  if (!approved) throw new FoyerError('USER_REJECTED')
}

/** Refuses a request naming another account than this wallet's (none named is fine). */
export function assertOwnAddress(requested: string | undefined, address: Address): void {
  if (requested !== undefined && requested.toLowerCase() !== address.toLowerCase()) {
    throw new FoyerError('NO_ACCOUNTS_FOUND', { details: `Not this wallet: ${requested}` })
  }
}

/**
 * Checks `personal_sign`'s params (`[message, address]`) for the wallet at `address`: the
 * message to sign (hex as raw bytes) and its text for the approval (hex shown decoded when it is
 * printable text).
 */
export function checkPersonalSign(
  params: unknown,
  address: Address,
): CheckedSignature<SignableMessage> {
  const parsed = personalSignParams.safeParse(params)
  if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
  const [data, requested] = parsed.data
  assertOwnAddress(requested, address)
  return isHex(data)
    ? {
        details: [readableText(data)],
        warnings: personalSignWarnings(data),
        payload: { raw: data },
      }
    : { details: [data], warnings: [], payload: data }
}

/**
 * Checks `eth_signTypedData_v4`'s params (`[address, typedData]`, the typed data as JSON text
 * or an object) for the wallet at `address` on `chain` (its `domain.chainId` must be `chain`'s:
 * another chain's, or none, is refused): the EIP-712 data to sign (its `EIP712Domain` type
 * left for the signer to derive; the smart account's own domain refused) and the approval's lines (the domain with `verifyingContract`, then every field of the message
 * as `types` declares it; undeclared fields refused) and what the warnings need.
 */
export function checkTypedDataSign(
  params: unknown,
  address: Address,
  chain: ApprovalChain,
): CheckedSignature<TypedDataToSign> & { facts: TypedDataFacts } {
  const parsed = typedDataParams.safeParse(params)
  if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
  const [requested, raw] = parsed.data
  assertOwnAddress(requested, address)
  let json: unknown = raw
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw)
    } catch {
      throw new FoyerError('INVALID_PARAMS')
    }
  }
  const typed = typedDataSchema.safeParse(json)
  if (!typed.success) throw new FoyerError('INVALID_PARAMS')
  // A signature without a chain id is valid on every chain: refused like another chain's.
  if (typed.data.domain.chainId === undefined) {
    throw new FoyerError('INVALID_CHAIN_ID', { details: 'The typed data names no domain.chainId' })
  }
  assertActiveChain(typed.data.domain.chainId, chain)
  // The smart account's own domain: signed by the owner EOA it would be the account's signature
  // of any hash (see replay-safe-hash.ts). Only the wallet itself signs in it.
  if (typed.data.domain.name === SMART_ACCOUNT_DOMAIN_NAME) {
    throw new FoyerError('INVALID_PARAMS', {
      details: `Typed data in the ${SMART_ACCOUNT_DOMAIN_NAME} domain is not signed for a host`,
    })
  }
  const { EIP712Domain: _domainType, ...types } = typed.data.types
  // Field by field from `types`: an undeclared field (shown but not signed) is refused.
  const { lines, facts } = decodeTypedData({ ...typed.data, types })
  return {
    details: frameLines(lines),
    warnings: [],
    facts,
    payload: { ...typed.data, types } as TypedDataToSign,
  }
}

/** Hex data as text when it decodes to printable text, else the hex itself. */
function readableText(data: Hex): string {
  try {
    const text = hexToString(data)
    return /^[\P{C}\n\r\t]*$/u.test(text) ? text : data
  } catch {
    return data
  }
}
