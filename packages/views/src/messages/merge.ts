import { enViews, LAZY_SECTIONS, type PartialViewMessages, type ViewMessages } from './en.js'

/**
 * `base` (the English catalogue by default) with `overrides` laid over it section by
 * section, so an app may change a single text or supply a whole translation. Missing texts
 * stay as in `base`; a lazily loaded section (`LAZY_SECTIONS`) that `base` leaves out is kept.
 */
export function mergeMessages(
  overrides: PartialViewMessages | undefined,
  base: ViewMessages = enViews,
): ViewMessages {
  if (!overrides) return base
  const merged: Record<string, unknown> = { ...base }
  for (const [section, texts] of Object.entries(overrides)) {
    const known = section in base || (LAZY_SECTIONS as readonly string[]).includes(section)
    if (!texts || !known) continue
    merged[section] = { ...(base as Record<string, object | undefined>)[section], ...texts }
  }
  return merged as ViewMessages
}
