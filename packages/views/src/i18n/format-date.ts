const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

/**
 * When an activity happened, in `locale`: relative within the last week ("3 hours ago",
 * "yesterday", `Intl.RelativeTimeFormat`), else the date (`Intl.DateTimeFormat`, medium).
 * Empty for an invalid date.
 */
export function formatActivityDate(date: Date, locale: string, now = Date.now()): string {
  const time = date.getTime()
  if (Number.isNaN(time)) return ''
  const elapsed = now - time
  if (elapsed >= 0 && elapsed < 7 * DAY_MS) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    if (elapsed < HOUR_MS) return relative.format(-Math.round(elapsed / MINUTE_MS), 'minute')
    if (elapsed < DAY_MS) return relative.format(-Math.round(elapsed / HOUR_MS), 'hour')
    return relative.format(-Math.round(elapsed / DAY_MS), 'day')
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)
}

/** A date and time in `locale` (medium date, short time); empty for an invalid date. */
export function formatDateTime(date: Date, locale: string): string {
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
