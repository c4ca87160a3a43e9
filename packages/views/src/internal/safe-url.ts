/**
 * The URL when it is an absolute `https:` URL, else undefined. Links from the directory are
 * untrusted: only https may become an `href`.
 */
export function safeHttpsUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
