/**
 * Shortens an address for display, keeping `chars` characters at each end (after any
 * `0x` prefix): `0x52908400098527886E0F7030069857D2E4169EE7` → `0x5290…9EE7`. Short
 * values are returned unchanged.
 */
export function shortenAddress(address: string, chars = 4): string {
  const prefix = address.startsWith('0x') ? '0x' : ''
  const body = address.slice(prefix.length)
  if (body.length <= chars * 2 + 1) return address
  return `${prefix}${body.slice(0, chars)}…${body.slice(-chars)}`
}
