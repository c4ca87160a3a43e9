/** When to set `window.ethereum`: only if no other wallet did, always, or never. */
export type WindowEthereumMode = 'if-absent' | 'always' | 'never'

/**
 * Sets `target.ethereum` to `provider` according to `mode`. Returns true when it did.
 * The property stays configurable, so a later wallet or test can replace it.
 */
export function setWindowEthereum(
  target: object,
  provider: unknown,
  mode: WindowEthereumMode,
): boolean {
  if (mode === 'never') return false
  if (mode === 'if-absent' && (target as { ethereum?: unknown }).ethereum !== undefined)
    return false
  Object.defineProperty(target, 'ethereum', {
    value: provider,
    configurable: true,
    enumerable: true,
    writable: true,
  })
  return true
}
