import type { SqlClient } from '@foyer/sql'
import type { Address } from 'viem'
import { policyRefusal } from '../rpc/rpc-error.js'

/** One sponsored operation to charge: the project, the operation's key and its maximum cost. */
export interface Reservation {
  project: string
  chainId: number
  sender: Address
  nonce: bigint
  /** Wei: the operation's maximum cost. */
  amount: bigint
  /** The UTC day it counts against (`YYYY-MM-DD`). */
  day: string
}

/** The limits a reservation must stay within. */
export interface SpendingLimits {
  dailyCapPerSender: bigint
  totalBudget: bigint
}

/** What one sender and the project have spent. */
export interface Spending {
  senderToday: bigint
  projectTotal: bigint
}

/** The UTC day of `now`, as the ledger keys it. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/**
 * The paymaster's record of what it has promised to pay, shared by every instance on one
 * database. A reservation is the operation's maximum cost, keyed by (project, chain, sender,
 * nonce): asking again for the same operation (only one with that nonce can land) replaces the
 * earlier amount instead of adding to it.
 */
export class SpendingLedger {
  constructor(private readonly sql: SqlClient) {}

  /**
   * Records `reservation` if it keeps the sender under its daily cap and the project under its
   * budget; throws the policy's refusal (recording nothing) if not. Atomic across instances: the
   * project's budget row is locked for the check and the write.
   */
  async reserve(reservation: Reservation, limits: SpendingLimits): Promise<Spending> {
    const sender = reservation.sender.toLowerCase()
    return this.sql.transaction(async (tx) => {
      await tx.query(
        'insert into paymaster_budgets (project) values ($1) on conflict (project) do nothing',
        [reservation.project],
      )
      const [budget] = await tx.query<{ spent: string }>(
        'select spent::text as spent from paymaster_budgets where project = $1 for update',
        [reservation.project],
      )
      const [previous] = await tx.query<{ amount: string }>(
        `select amount::text as amount from paymaster_reservations
          where project = $1 and chain_id = $2 and sender = $3 and nonce = $4`,
        [reservation.project, reservation.chainId, sender, reservation.nonce.toString()],
      )
      const [today] = await tx.query<{ total: string }>(
        `select coalesce(sum(amount), 0)::text as total from paymaster_reservations
          where project = $1 and sender = $2 and day = $3
            and not (chain_id = $4 and nonce = $5)`,
        [
          reservation.project,
          sender,
          reservation.day,
          reservation.chainId,
          reservation.nonce.toString(),
        ],
      )
      const replaced = previous ? BigInt(previous.amount) : 0n
      const senderToday = BigInt(today?.total ?? '0') + reservation.amount
      const projectTotal = BigInt(budget?.spent ?? '0') - replaced + reservation.amount
      if (senderToday > limits.dailyCapPerSender) {
        throw policyRefusal(
          'daily-cap-reached',
          `the sender's sponsored gas for today would exceed the project's daily cap`,
        )
      }
      if (projectTotal > limits.totalBudget) {
        throw policyRefusal('budget-exhausted', `the project's sponsorship budget is spent`)
      }
      await tx.query(
        `insert into paymaster_reservations (project, chain_id, sender, nonce, day, amount)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (project, chain_id, sender, nonce)
         do update set day = excluded.day, amount = excluded.amount, reserved_at = now()`,
        [
          reservation.project,
          reservation.chainId,
          sender,
          reservation.nonce.toString(),
          reservation.day,
          reservation.amount.toString(),
        ],
      )
      await tx.query('update paymaster_budgets set spent = $2 where project = $1', [
        reservation.project,
        projectTotal.toString(),
      ])
      return { senderToday, projectTotal }
    })
  }

  /** What `sender` has reserved on `day` and the project in all (for the operator and tests). */
  async spending(project: string, sender: Address, day: string): Promise<Spending> {
    const [today] = await this.sql.query<{ total: string }>(
      `select coalesce(sum(amount), 0)::text as total from paymaster_reservations
        where project = $1 and sender = $2 and day = $3`,
      [project, sender.toLowerCase(), day],
    )
    const [budget] = await this.sql.query<{ spent: string }>(
      'select spent::text as spent from paymaster_budgets where project = $1',
      [project],
    )
    return {
      senderToday: BigInt(today?.total ?? '0'),
      projectTotal: BigInt(budget?.spent ?? '0'),
    }
  }
}
