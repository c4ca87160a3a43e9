/** Arguments of an EIP-1193 `request` call. */
export interface Eip1193RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | Record<string, unknown>
}

/**
 * The part of an EIP-1193 provider Foyer uses. Wallet objects are untrusted: every answer
 * they give is parsed before use, and the event methods may be missing.
 */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

/** True when `value` looks like an EIP-1193 provider (an object with a `request` function). */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
