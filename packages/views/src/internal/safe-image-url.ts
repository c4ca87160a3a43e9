/**
 * An image URL from a data service when it may be shown: a `data:image/` URL, or an
 * absolute http(s) URL on the service's own `origin`. With no origin known, https only.
 * Anything else (other hosts, `javascript:`, relative paths) is undefined.
 */
export function safeImageUrl(
  value: string | null | undefined,
  origin: string | undefined,
): string | undefined {
  if (!value) return undefined
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return value
  try {
    const url = new URL(value)
    if (origin !== undefined) return url.origin === origin ? url.href : undefined
    return url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
