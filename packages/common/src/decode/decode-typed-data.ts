import { type Address, getAddress, isAddress } from 'viem'
import { FoyerError } from '../errors/FoyerError.js'
import { type DecodedLine, decodedLine } from './decoded-line.js'
import { type Field, fieldLines, UNLIMITED_THRESHOLD } from './format-value.js'

/** EIP-712 types: each struct's declared fields. */
export type TypedDataTypes = Record<string, readonly { name: string; type: string }[]>

/** What the typed data means for the warnings. */
export type TypedDataFacts = {
  /** The `spender` (or `operator`) the message grants something to. */
  spender: Address | undefined
  /** A permit for an unlimited amount. */
  unlimitedApproval: boolean
}

/** Typed data decoded for the approval: every field, from `types`, and its facts. */
export type DecodedTypedData = { lines: DecodedLine[]; facts: TypedDataFacts }

const AMOUNT_NAMES = new Set(['value', 'amount'])

/**
 * Walks `value` of struct `type` field by field as `types` declares them; a field the message
 * has but `types` does not declare is refused (it would be shown but not signed), as is a
 * declared field missing from the message.
 */
function walk(types: TypedDataTypes, type: string, value: unknown, path: string): Field[] {
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array) {
    if (!Array.isArray(value)) throw invalid(`${path} is not an array`)
    return value.flatMap((entry, i) => walk(types, array[1] as string, entry, `${path}[${i}]`))
  }
  const fields = types[type]
  if (!fields) return [{ path, type, value }]
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalid(`${path} is not a ${type}`)
  const record = value as Record<string, unknown>
  const declared = new Set(fields.map((f) => f.name))
  const undeclared = Object.keys(record).filter((key) => !declared.has(key))
  if (undeclared.length > 0)
    throw invalid(`Not declared in types.${type}: ${undeclared.map((k) => `${path}.${k}`)}`)
  return fields.flatMap((field) => {
    if (!(field.name in record)) throw invalid(`Missing ${path}.${field.name}`)
    return walk(types, field.type, record[field.name], `${path}.${field.name}`)
  })
}

function invalid(details: string): FoyerError {
  return new FoyerError('INVALID_PARAMS', { details })
}

/**
 * Renders EIP-712 typed data field by field from its `types` (domain first: name, version,
 * chain, `verifyingContract`), the whole message with nothing cut; undeclared fields refused.
 */
export function decodeTypedData(typed: {
  domain: Record<string, unknown>
  types: TypedDataTypes
  primaryType: string
  message: Record<string, unknown>
}): DecodedTypedData {
  if (!typed.types[typed.primaryType]) throw invalid(`No type ${typed.primaryType}`)
  const { domain } = typed
  const domainFields = ['name', 'version', 'chainId', 'verifyingContract', 'salt']
    .filter((key) => domain[key] !== undefined)
    .map((key) => ({
      path: `domain.${key}`,
      type: key === 'verifyingContract' ? 'address' : 'string',
      value: typeof domain[key] === 'string' ? domain[key] : String(domain[key]),
    }))
  const undeclaredDomain = Object.keys(domain).filter(
    (key) => !['name', 'version', 'chainId', 'verifyingContract', 'salt'].includes(key),
  )
  if (undeclaredDomain.length > 0) throw invalid(`Unknown domain fields: ${undeclaredDomain}`)
  const fields = walk(typed.types, typed.primaryType, typed.message, typed.primaryType)
  const named = (name: string) => fields.find((f) => f.path.split('.').pop() === name)
  const spender = named('spender') ?? named('operator')
  const facts: TypedDataFacts = {
    spender:
      typeof spender?.value === 'string' && isAddress(spender.value, { strict: false })
        ? getAddress(spender.value)
        : undefined,
    unlimitedApproval: fields.some(
      (f) =>
        AMOUNT_NAMES.has(f.path.split('.').pop() ?? '') &&
        /^uint/.test(f.type) &&
        toBigInt(f.value) >= UNLIMITED_THRESHOLD,
    ),
  }
  const typedFields = fields.map((f) =>
    /^u?int/.test(f.type) ? { ...f, value: toBigInt(f.value) } : f,
  )
  return {
    lines: [
      ...fieldLines(domainFields),
      decodedLine('DECODE_TYPE', { type: typed.primaryType }),
      ...fieldLines(typedFields),
    ],
    facts,
  }
}

function toBigInt(value: unknown): bigint {
  try {
    return typeof value === 'bigint' ? value : BigInt(value as string | number)
  } catch {
    throw invalid(`Not an integer: ${String(value).slice(0, 80)}`)
  }
}
