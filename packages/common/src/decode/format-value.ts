import { type AbiParameter, getAddress, isAddress } from 'viem'
import { type DecodedLine, decodedLine } from './decoded-line.js'

/** Values at or above this are "unlimited" amounts (2^128: no token supply comes near). */
export const UNLIMITED_THRESHOLD = 2n ** 128n
/** Strings longer than this are shortened in place and shown whole at the end. */
export const LONG_TEXT = 160

/** One labelled value of a decoded call or typed message. */
export type Field = { path: string; type: string; value: unknown }

/** Flattens decoded ABI arguments (structs and arrays too) into labelled fields. */
export function flattenAbiArgs(
  inputs: readonly AbiParameter[],
  values: readonly unknown[],
  prefix = '',
): Field[] {
  return inputs.flatMap((input, index) => {
    const name = input.name || `arg${index}`
    return flattenAbiValue(input, values[index], prefix ? `${prefix}.${name}` : name)
  })
}

function flattenAbiValue(input: AbiParameter, value: unknown, path: string): Field[] {
  const components = 'components' in input ? input.components : undefined
  if (input.type.endsWith('[]') && Array.isArray(value)) {
    const item = { ...input, type: input.type.slice(0, -2) } as AbiParameter
    return value.flatMap((entry, i) => flattenAbiValue(item, entry, `${path}[${i}]`))
  }
  if (components && value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    return components.flatMap((component, i) =>
      flattenAbiValue(
        component,
        Array.isArray(value) ? value[i] : record[component.name ?? ''],
        `${path}.${component.name || `arg${i}`}`,
      ),
    )
  }
  return [{ path, type: input.type, value }]
}

/** A value as the approval shows it: addresses checksummed, integers whole, JSON otherwise. */
export function formatValue(type: string, value: unknown): string {
  if (typeof value === 'string' && type === 'address' && isAddress(value, { strict: false }))
    return getAddress(value)
  if (typeof value === 'bigint' || (typeof value === 'number' && /int/.test(type)))
    return BigInt(value).toString()
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'string') return value
  return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
}

/** A field already given its line (an amount in a token's units, say). */
export type FieldWithLine = Field & { line?: DecodedLine }

/**
 * Fields as lines `path: value` (integers at or above {@link UNLIMITED_THRESHOLD} marked
 * unlimited); a long text is shortened in its line and shown whole after all the fields, so
 * nothing is cut and a padding field cannot push the others out of view.
 */
export function fieldLines(fields: FieldWithLine[]): DecodedLine[] {
  const lines: DecodedLine[] = []
  const tails: DecodedLine[] = []
  for (const field of fields) {
    if (field.line) {
      lines.push(field.line)
      continue
    }
    const { path } = field
    const value = formatValue(field.type, field.value)
    if (typeof field.value === 'bigint' && field.value >= UNLIMITED_THRESHOLD) {
      lines.push(decodedLine('DECODE_FIELD_UNLIMITED', { path, value }))
    } else if (value.length > LONG_TEXT) {
      const start = value.slice(0, 60)
      lines.push(decodedLine('DECODE_FIELD_LONG', { path, start, length: value.length }))
      tails.push(
        decodedLine('DECODE_FIELD_FULL', { path }),
        decodedLine('DECODE_TEXT', { text: value }),
      )
    } else {
      lines.push(decodedLine('DECODE_FIELD', { path, value }))
    }
  }
  return [...lines, ...tails]
}
