import { type Address, formatUnits, getAddress, type Hex, size } from 'viem'
import type { CallFacts } from './decode-call.js'
import type { TypedDataFacts } from './decode-typed-data.js'
import { type DecodedLine, decodedLine } from './decoded-line.js'

/** What the warnings ask the network (eth_getCode, eth_getBalance); failures are tolerated. */
export type ChainReader = {
  getCode(address: Address): Promise<Hex | undefined>
  getBalance(address: Address): Promise<bigint>
}

async function hasCode(reader: ChainReader, address: Address): Promise<boolean | undefined> {
  try {
    const code = await reader.getCode(address)
    return code !== undefined && code !== '0x' && size(code) > 0
  } catch {
    return undefined
  }
}

/** Warnings about an approval's spender: unlimited, for all, not a contract. */
export async function approvalWarnings(
  facts: Pick<CallFacts, 'spender' | 'unlimitedApproval'> & { approvalForAll?: boolean },
  reader: ChainReader,
): Promise<DecodedLine[]> {
  const warnings: DecodedLine[] = []
  const spender = facts.spender ? getAddress(facts.spender) : undefined
  if (facts.unlimitedApproval && spender)
    warnings.push(decodedLine('WARN_UNLIMITED_APPROVAL', { spender }))
  if (facts.approvalForAll && spender)
    warnings.push(decodedLine('WARN_APPROVAL_FOR_ALL', { operator: spender }))
  if (spender && (await hasCode(reader, spender)) === false)
    warnings.push(decodedLine('WARN_SPENDER_NOT_CONTRACT', { spender }))
  return warnings
}

/** Warnings of one call: the approval ones, and a token call to an address with no code. */
export async function callWarnings(
  to: Address | undefined,
  facts: CallFacts,
  reader: ChainReader,
): Promise<DecodedLine[]> {
  const warnings = await approvalWarnings(facts, reader)
  if (facts.tokenCall && to && (await hasCode(reader, to)) === false)
    warnings.push(decodedLine('WARN_TOKEN_NO_CODE', { address: getAddress(to) }))
  return warnings
}

/** The warning when `value` is more than `from` holds (nothing when the balance is unknown). */
export async function balanceWarning(
  from: Address,
  value: bigint,
  symbol: string,
  reader: ChainReader,
): Promise<DecodedLine[]> {
  if (value === 0n) return []
  const balance = await reader.getBalance(from).catch(() => undefined)
  if (balance === undefined || value <= balance) return []
  return [
    decodedLine('WARN_VALUE_ABOVE_BALANCE', {
      symbol,
      balance: `${formatUnits(balance, 18)} ${symbol}`,
    }),
  ]
}

/** Warnings of typed data (a permit's spender). */
export function typedDataWarnings(
  facts: TypedDataFacts,
  reader: ChainReader,
): Promise<DecodedLine[]> {
  return approvalWarnings(facts, reader)
}

/** The warning for a `personal_sign` of exactly 32 bytes (a hash, not a message). */
export function personalSignWarnings(raw: Hex | undefined): DecodedLine[] {
  return raw !== undefined && size(raw) === 32 ? [decodedLine('WARN_HASH_SIGN')] : []
}
