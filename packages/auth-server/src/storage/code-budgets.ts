import type { CodeBudget } from '../auth/code-budget.js'
import type { SqlExecutor } from './sql-client.js'

interface BudgetRow {
  email: string
  sent_window_start: string | number
  sent_count: number
  failure_window_start: string | number
  failures: number
  next_guess_at: string | number
  [column: string]: unknown
}

/**
 * The budget row of `email`, locked for the rest of the transaction `tx` (created empty the
 * first time), so concurrent requests on any instance count one after the other.
 */
export async function lockCodeBudget(
  tx: SqlExecutor,
  email: string,
  now: number,
): Promise<CodeBudget> {
  await tx.query(
    `insert into code_budgets
       (email, sent_window_start, sent_count, failure_window_start, failures, next_guess_at)
     values ($1, $2, 0, $2, 0, 0) on conflict (email) do nothing`,
    [email, now],
  )
  const rows = await tx.query<BudgetRow>('select * from code_budgets where email = $1 for update', [
    email,
  ])
  const row = rows[0] as BudgetRow
  return {
    email: row.email,
    sentWindowStart: Number(row.sent_window_start),
    sentCount: row.sent_count,
    failureWindowStart: Number(row.failure_window_start),
    failures: row.failures,
    nextGuessAt: Number(row.next_guess_at),
  }
}

/** Writes the budget back (inside the transaction that locked it). */
export async function saveCodeBudget(tx: SqlExecutor, budget: CodeBudget): Promise<void> {
  await tx.query(
    `update code_budgets set sent_window_start = $2, sent_count = $3,
       failure_window_start = $4, failures = $5, next_guess_at = $6 where email = $1`,
    [
      budget.email,
      budget.sentWindowStart,
      budget.sentCount,
      budget.failureWindowStart,
      budget.failures,
      budget.nextGuessAt,
    ],
  )
}
