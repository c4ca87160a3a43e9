const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/** Whether `value` is an EVM address: 40 hex characters, `0x` prefix optional (SPEC §5). */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}
