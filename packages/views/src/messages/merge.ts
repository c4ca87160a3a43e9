import { enViews, type PartialViewMessages, type ViewMessages } from './en.js'

/**
 * The English catalogue with `overrides` laid over it section by section, so an app may
 * change a single text or supply a whole translation. Missing texts stay English.
 */
export function mergeMessages(overrides: PartialViewMessages | undefined): ViewMessages {
  if (!overrides) return enViews
  const merged: Record<string, unknown> = { ...enViews }
  for (const [section, texts] of Object.entries(overrides)) {
    if (!texts || !(section in enViews)) continue
    merged[section] = { ...(enViews as Record<string, object>)[section], ...texts }
  }
  return merged as ViewMessages
}
