import type { Migration } from '@foyer/sql'

/**
 * The schema, as numbered migrations applied in order (never edit an applied one: add the
 * next). Times are milliseconds since the epoch (`bigint`); emails are stored lowercased.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
create table server_secrets (
  name text primary key,
  value text not null
);
create table users (
  id text primary key,
  email text unique,
  username text,
  social_provider text,
  created_at bigint not null
);
create table social_identities (
  provider text not null,
  subject text not null,
  user_id text not null references users (id),
  primary key (provider, subject)
);
-- One live one-time code per (purpose, key); a new code replaces the old one.
create table one_time_codes (
  purpose text not null,
  key text not null,
  recipient text not null,
  code_hash text not null,
  payload text,
  attempts integer not null,
  created_at bigint not null,
  expires_at bigint not null,
  primary key (purpose, key)
);
create table refresh_tokens (
  jti text primary key,
  family_id text not null,
  user_id text not null references users (id),
  used_at bigint,
  expires_at bigint not null
);
create index refresh_tokens_by_family on refresh_tokens (family_id);
create table session_families (
  id text primary key,
  user_id text not null references users (id),
  project_id text not null,
  host_origin text not null,
  login_method text not null,
  auth_time bigint not null,
  revoked_at bigint
);
create table social_states (
  state text primary key,
  provider text not null,
  project_id text not null,
  host_origin text not null,
  redirect_uri text not null,
  code_verifier text not null,
  nonce text not null,
  expires_at bigint not null
);
create table login_codes (
  code_hash text primary key,
  user_id text not null references users (id),
  provider text not null,
  project_id text not null,
  host_origin text not null,
  expires_at bigint not null
);
create table wallets (
  user_id text primary key references users (id),
  address text not null,
  auth_share text not null,
  recovery_share text not null,
  created_at bigint not null
);
`,
  },
  {
    version: 2,
    sql: `
-- DPoP (RFC 9449): the thumbprint of the frame's proof key each login was started with.
alter table one_time_codes add column dpop_jkt text;
alter table social_states add column dpop_jkt text;
alter table login_codes add column dpop_jkt text;
-- Proof ids seen recently (replay cache shared by every instance), swept once expired.
create table dpop_proofs (
  jti text primary key,
  expires_at bigint not null
);
create index dpop_proofs_by_expiry on dpop_proofs (expires_at);
`,
  },
  {
    // Users and their identities belong to one project (issue 29). An existing user becomes
    // the project of its first login (session family), else of a pending social login code,
    // else '' (a user no login ever finished: no project reaches it). Emails and social
    // subjects are unique per project.
    version: 3,
    sql: `
alter table users add column project_id text;
update users set project_id = (
  select f.project_id from session_families f where f.user_id = users.id
  order by f.auth_time, f.id limit 1
);
update users set project_id = (
  select l.project_id from login_codes l where l.user_id = users.id
  order by l.expires_at limit 1
) where project_id is null;
update users set project_id = '' where project_id is null;
alter table users alter column project_id set not null;
alter table users drop constraint users_email_key;
create unique index users_by_project_email on users (project_id, email);
alter table social_identities add column project_id text;
update social_identities set project_id = (
  select u.project_id from users u where u.id = social_identities.user_id
);
alter table social_identities alter column project_id set not null;
alter table social_identities drop constraint social_identities_pkey;
alter table social_identities add primary key (project_id, provider, subject);
`,
  },
  {
    // Per-email code budgets shared by every instance (codes sent per hour, wrong guesses per
    // day with a growing delay), and indexes for sweeping expired rows (issue 29).
    version: 4,
    sql: `
create table code_budgets (
  email text primary key,
  sent_window_start bigint not null,
  sent_count integer not null,
  failure_window_start bigint not null,
  failures integer not null,
  next_guess_at bigint not null
);
create index one_time_codes_by_expiry on one_time_codes (expires_at);
create index social_states_by_expiry on social_states (expires_at);
create index login_codes_by_expiry on login_codes (expires_at);
create index code_budgets_by_window on code_budgets (failure_window_start);
`,
  },
  {
    // The hash of the browser cookie a social login was started with (login CSRF, issue 29).
    // States saved before have none and are refused at the callback (start again).
    version: 5,
    sql: `
alter table social_states add column browser_hash text;
`,
  },
  {
    // Devices that do not combine (issue 30): each device's auth share is a point of its own
    // polynomial, in its own row; the recovery pair (server half + the user's sealed half) is
    // on another. A wallet from before becomes one device, 'legacy' (version 1: every browser
    // of it shares the first polynomial, which is also the recovery pair's), in operator custody.
    version: 6,
    sql: `
alter table wallets add column custody text not null default 'operator';
alter table wallets add column recovery_auth_share text;
update wallets set recovery_auth_share = auth_share;
alter table wallets alter column recovery_auth_share set not null;
create table wallet_devices (
  user_id text not null references wallets (user_id) on delete cascade,
  id text not null,
  version integer not null,
  name text not null,
  auth_share text not null,
  created_at bigint not null,
  last_used_at bigint not null,
  primary key (user_id, id)
);
insert into wallet_devices (user_id, id, version, name, auth_share, created_at, last_used_at)
  select user_id, 'legacy', 1, 'First device', auth_share, created_at, created_at from wallets;
alter table wallets drop column auth_share;
`,
  },
  {
    // Passkeys (WebAuthn, issue 30 item 1): credentials per project and user, and single-use
    // challenges bound to the frame key that asked for them. (Version 6 is the custody
    // migration of the same issue.)
    version: 7,
    sql: `
create table passkey_credentials (
  project_id text not null,
  credential_id text not null,
  user_id text not null references users (id),
  public_key text not null,
  counter bigint not null,
  transports text,
  rp_id text not null,
  created_at bigint not null,
  last_used_at bigint,
  primary key (project_id, credential_id)
);
create index passkey_credentials_by_user on passkey_credentials (user_id);
create table passkey_challenges (
  challenge text primary key,
  purpose text not null,
  project_id text not null,
  host_origin text not null,
  rp_id text not null,
  user_id text,
  dpop_jkt text not null,
  expires_at bigint not null
);
create index passkey_challenges_by_expiry on passkey_challenges (expires_at);
`,
  },
  {
    // Step-up (issue 30 item 5): single-use proofs of a fresh passkey or authenticator-app
    // check, bound to one session family and its frame key; and each user's TOTP secret,
    // encrypted under the recovery key, with the last time step used (codes answer once).
    version: 8,
    sql: `
create table step_up_grants (
  token_hash text primary key,
  user_id text not null,
  family_id text not null,
  dpop_jkt text not null,
  method text not null,
  expires_at bigint not null
);
create index step_up_grants_by_expiry on step_up_grants (expires_at);
create table totp_secrets (
  user_id text primary key references users (id),
  encrypted_secret text not null,
  confirmed_at bigint,
  last_step bigint not null default 0,
  failure_window_start bigint not null default 0,
  failures integer not null default 0
);
`,
  },
  {
    // Verify device (SPEC §4, issue 32 item 10): the frame keys (DPoP thumbprints) each user
    // has logged in from, and the single-use links that confirm a new one by email. A link is
    // stored as a hash, bound to one project, user and frame key.
    version: 9,
    sql: `
create table known_devices (
  user_id text not null references users (id),
  dpop_jkt text not null,
  confirmed_at bigint not null,
  primary key (user_id, dpop_jkt)
);
create table device_confirmations (
  token_hash text primary key,
  project_id text not null,
  user_id text not null references users (id),
  dpop_jkt text not null,
  created_at bigint not null,
  expires_at bigint not null,
  confirmed_at bigint
);
create index device_confirmations_by_user on device_confirmations (user_id, dpop_jkt);
create index device_confirmations_by_expiry on device_confirmations (expires_at);
`,
  },
]
