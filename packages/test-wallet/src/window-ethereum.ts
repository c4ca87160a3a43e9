/** When to set `window.ethereum`: only if no other wallet did, always, or never. */
export type WindowEthereumMode = 'if-absent' | 'always' | 'never'

/**
 * Sets `target.ethereum` to `provider` according to `mode`. Returns a function that puts
 * back what was there before (if `ethereum` still is `provider`), or `undefined` when it
 * set nothing. The property stays configurable, so a later wallet or test can replace it.
 */
export function setWindowEthereum(
  target: object,
  provider: unknown,
  mode: WindowEthereumMode,
): (() => void) | undefined {
  if (mode === 'never') return undefined
  const holder = target as { ethereum?: unknown }
  if (mode === 'if-absent' && holder.ethereum !== undefined) return undefined
  const previous = Object.getOwnPropertyDescriptor(target, 'ethereum')
  Object.defineProperty(target, 'ethereum', {
    value: provider,
    configurable: true,
    enumerable: true,
    writable: true,
  })
  return () => {
    if (holder.ethereum !== provider) return
    if (previous) Object.defineProperty(target, 'ethereum', previous)
    else delete holder.ethereum
  }
}
