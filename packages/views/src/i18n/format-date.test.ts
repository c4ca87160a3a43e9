import { describe, expect, it } from 'vitest'
import { formatActivityDate, formatDateTime } from './format-date.js'

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0)

describe('formatActivityDate', () => {
  it('is relative within a week, in the locale', () => {
    expect(formatActivityDate(new Date(NOW - 3 * 3_600_000), 'en', NOW)).toBe('3 hours ago')
    expect(formatActivityDate(new Date(NOW - 86_400_000), 'en', NOW)).toBe('yesterday')
    expect(formatActivityDate(new Date(NOW - 86_400_000), 'de', NOW)).toBe('gestern')
    expect(formatActivityDate(new Date(NOW - 2 * 86_400_000), 'ru', NOW)).toBe('позавчера')
  })

  it('is the date after a week, and empty when invalid', () => {
    const old = new Date(Date.UTC(2024, 0, 10, 12))
    expect(formatActivityDate(old, 'en', NOW)).toBe('Jan 10, 2024')
    expect(formatActivityDate(old, 'ja', NOW)).toBe('2024/01/10')
    expect(formatActivityDate(new Date('nope'), 'en', NOW)).toBe('')
  })

  it('writes date and time in the locale', () => {
    const date = new Date(Date.UTC(2024, 0, 10, 12))
    expect(formatDateTime(date, 'de')).toContain('10.01.2024')
    expect(formatDateTime(new Date('nope'), 'de')).toBe('')
  })
})
