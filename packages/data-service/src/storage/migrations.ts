import type { Migration } from '@foyer/sql'

/**
 * The schema, as numbered migrations applied in order (never edit an applied one: add the
 * next). Addresses and hashes are lowercase 0x-hex text; amounts and token ids are
 * `numeric(78,0)` (any uint256).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
create table chain_progress (
  chain_id bigint primary key,
  next_block bigint not null
);
create table transactions (
  chain_id bigint not null,
  hash text not null,
  block_number bigint not null,
  tx_index integer not null,
  block_time bigint not null,
  from_address text not null,
  to_address text,
  status text not null,
  primary key (chain_id, hash)
);
-- One row per account a transaction touches. The primary key is the history's keyset index.
create table account_transactions (
  chain_id bigint not null,
  account text not null,
  block_number bigint not null,
  tx_index integer not null,
  hash text not null,
  primary key (chain_id, account, block_number, tx_index)
);
-- Native transfers use log_index -1 (one per transaction).
create table transfers (
  chain_id bigint not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  kind text not null,
  token text,
  from_address text not null,
  to_address text not null,
  amount numeric(78, 0) not null,
  token_id numeric(78, 0),
  primary key (chain_id, tx_hash, log_index)
);
create table holdings (
  chain_id bigint not null,
  account text not null,
  token text not null,
  balance numeric(78, 0) not null,
  primary key (chain_id, account, token)
);
create table nft_owners (
  chain_id bigint not null,
  contract text not null,
  token_id numeric(78, 0) not null,
  owner text not null,
  block_number bigint not null,
  log_index integer not null,
  primary key (chain_id, contract, token_id)
);
create index nft_owners_by_owner on nft_owners (chain_id, owner, contract, token_id);
create table tokens (
  chain_id bigint not null,
  address text not null,
  kind text not null,
  name text not null,
  symbol text not null,
  decimals integer not null,
  primary key (chain_id, address)
);
create table nft_metadata (
  chain_id bigint not null,
  contract text not null,
  token_id numeric(78, 0) not null,
  name text,
  image text,
  is_spam boolean not null,
  primary key (chain_id, contract, token_id)
);
create table names (
  name text primary key,
  address text not null,
  coin_type bigint not null,
  attributes jsonb not null,
  created_at bigint not null
);
create index names_by_address on names (address, created_at);
create table name_signatures (
  signature text primary key
);
`,
  },
]
