import { type DatabaseTarget, openDatabase } from '@foyer/sql'
import { CodesStore } from './codes-store.js'
import { DevicesStore } from './devices-store.js'
import { DpopProofsStore } from './dpop-proofs-store.js'
import { MIGRATIONS } from './migrations.js'
import { PasskeysStore } from './passkeys-store.js'
import { SecretsStore } from './secrets-store.js'
import { SessionsStore } from './sessions-store.js'
import { SocialStore } from './social-store.js'
import type { SqlClient } from './sql-client.js'
import { StepUpStore } from './step-up-store.js'
import { TotpStore } from './totp-store.js'
import { UsersStore } from './users-store.js'
import { WalletsStore } from './wallets-store.js'

/** Where the data lives: embedded PGlite (a folder, or memory) or a Postgres server. */
export type StorageTarget = DatabaseTarget

/** The auth server's storage: one SQL client, migrated, with its typed stores. */
export interface Storage {
  sql: SqlClient
  users: UsersStore
  codes: CodesStore
  devices: DevicesStore
  sessions: SessionsStore
  social: SocialStore
  wallets: WalletsStore
  secrets: SecretsStore
  dpopProofs: DpopProofsStore
  passkeys: PasskeysStore
  stepUps: StepUpStore
  totp: TotpStore
  close(): Promise<void>
}

/** Opens and migrates the storage of `target`. */
export async function openStorage(target: StorageTarget): Promise<Storage> {
  const sql = await openDatabase(target, { service: 'auth-server', migrations: MIGRATIONS })
  return {
    sql,
    users: new UsersStore(sql),
    codes: new CodesStore(sql),
    devices: new DevicesStore(sql),
    sessions: new SessionsStore(sql),
    social: new SocialStore(sql),
    wallets: new WalletsStore(sql),
    secrets: new SecretsStore(sql),
    dpopProofs: new DpopProofsStore(sql),
    passkeys: new PasskeysStore(sql),
    stepUps: new StepUpStore(sql),
    totp: new TotpStore(sql),
    close: () => sql.close(),
  }
}
