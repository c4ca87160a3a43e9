import type { Migration } from '@foyer/sql'

/**
 * The paymaster's schema, as numbered migrations applied in order (never edit an applied one:
 * add the next). Amounts are wei as `numeric(78, 0)` (a uint256 fits).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      create table paymaster_budgets (
        project text primary key,
        spent numeric(78, 0) not null default 0
      );
      create table paymaster_reservations (
        project text not null,
        chain_id bigint not null,
        sender text not null,
        nonce numeric(78, 0) not null,
        day date not null,
        amount numeric(78, 0) not null,
        reserved_at timestamptz not null default now(),
        primary key (project, chain_id, sender, nonce)
      );
      create index paymaster_reservations_sender_day
        on paymaster_reservations (project, sender, day);
    `,
  },
]
