import { type AbiParameter, getAddress, isAddress } from 'viem'

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

/** A value as the dialog shows it: addresses checksummed, amounts whole, "unlimited" when huge. */
export function formatValue(type: string, value: unknown): string {
  if (typeof value === 'string' && type === 'address' && isAddress(value, { strict: false }))
    return getAddress(value)
  if (typeof value === 'bigint' || (typeof value === 'number' && /int/.test(type))) {
    const big = BigInt(value)
    return big >= UNLIMITED_THRESHOLD ? `${big} (unlimited)` : big.toString()
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'string') return value
  return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
}

/**
 * Fields as lines `path: value`; a long text is shortened in its line and shown whole after
 * all the fields, so nothing is cut and a padding field cannot push the others out of view.
 */
export function fieldLines(fields: Field[]): string[] {
  const lines: string[] = []
  const tails: string[] = []
  for (const field of fields) {
    const text = formatValue(field.type, field.value)
    if (text.length > LONG_TEXT) {
      lines.push(`${field.path}: ${text.slice(0, 60)}… (${text.length} characters, in full below)`)
      tails.push(`${field.path} (in full):`, text)
    } else {
      lines.push(`${field.path}: ${text}`)
    }
  }
  return [...lines, ...tails]
}
