/**
 * The image URL a wallet offered, if it is safe to show: a `data:image/…` URI or an https
 * URL. Anything else (javascript:, http:, relative paths, junk) gives undefined.
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(trimmed)) return trimmed
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
