/** The longest announced `data:` icon kept: 256 KiB, far above any real wallet icon. */
export const MAX_ICON_DATA_URL_LENGTH = 262_144
/** The longest announced https icon URL kept. */
export const MAX_ICON_URL_LENGTH = 2048

/**
 * The image URL a wallet offered, if it is safe to show: a `data:image/…` URI of at most
 * {@link MAX_ICON_DATA_URL_LENGTH} characters or an https URL of at most
 * {@link MAX_ICON_URL_LENGTH}. Anything else (javascript:, http:, relative paths, junk, a
 * multi-megabyte icon that would sit in memory and storage) gives undefined.
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_ICON_DATA_URL_LENGTH + 64) return undefined
  const trimmed = value.trim()
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(trimmed)) {
    return trimmed.length <= MAX_ICON_DATA_URL_LENGTH ? trimmed : undefined
  }
  if (trimmed.length > MAX_ICON_URL_LENGTH) return undefined
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
