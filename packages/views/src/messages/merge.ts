import { enViews, type PartialViewMessages, type ViewMessages } from './en.js'

/**
 * `base` (the English catalogue by default) with `overrides` laid over it section by
 * section, so an app may change a single text or supply a whole translation. Missing texts
 * stay as in `base`.
 */
export function mergeMessages(
  overrides: PartialViewMessages | undefined,
  base: ViewMessages = enViews,
): ViewMessages {
  if (!overrides) return base
  const merged: Record<string, unknown> = { ...base }
  for (const [section, texts] of Object.entries(overrides)) {
    if (!texts || !(section in base)) continue
    merged[section] = { ...(base as Record<string, object>)[section], ...texts }
  }
  return merged as ViewMessages
}
