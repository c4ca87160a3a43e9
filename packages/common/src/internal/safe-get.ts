/** Reads a property of an untrusted value without letting a throwing getter or proxy escape. */
export function safeGet(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}
