import type { Transaction } from '@foyer/core'

/** Transactions of one calendar month, in the order given. */
export interface MonthGroup {
  /** `YYYY-MM`. */
  key: string
  /** The month and year in the page's language, e.g. `January 2025`. */
  label: string
  transactions: Transaction[]
}

/**
 * Groups transactions by the month they were mined in (local time), keeping their order
 * (newest first from the service). Transactions without a valid date go to one last group
 * labelled `unknownLabel`.
 */
export function groupByMonth(
  transactions: readonly Transaction[],
  locale?: string,
  unknownLabel = '—',
): MonthGroup[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
  const groups = new Map<string, MonthGroup>()
  for (const transaction of transactions) {
    const date = new Date(transaction.metadata.minedAt)
    const valid = !Number.isNaN(date.getTime())
    const key = valid
      ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
      : 'unknown'
    let group = groups.get(key)
    if (!group) {
      group = { key, label: valid ? format.format(date) : unknownLabel, transactions: [] }
      groups.set(key, group)
    }
    group.transactions.push(transaction)
  }
  const unknown = groups.get('unknown')
  groups.delete('unknown')
  return unknown ? [...groups.values(), unknown] : [...groups.values()]
}
