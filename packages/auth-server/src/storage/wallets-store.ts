import type { SqlExecutor } from './sql-client.js'

/** A user's stored wallet: the address and the two shares the service keeps. */
export interface WalletRecord {
  address: string
  authShare: string
  /** Encrypted under the recovery key (see `recovery-cipher.ts`). */
  encryptedRecoveryShare: string
}

/** Key shares, one wallet per user, written once. */
export class WalletsStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** Stores the wallet; false when the user already has one (never overwritten). */
  async create(userId: string, wallet: WalletRecord, now: number): Promise<boolean> {
    const rows = await this.sql.query(
      `insert into wallets (user_id, address, auth_share, recovery_share, created_at)
       values ($1, $2, $3, $4, $5) on conflict (user_id) do nothing returning user_id`,
      [userId, wallet.address, wallet.authShare, wallet.encryptedRecoveryShare, now],
    )
    return rows.length === 1
  }

  async byUser(userId: string): Promise<WalletRecord | undefined> {
    const rows = await this.sql.query<{
      address: string
      auth_share: string
      recovery_share: string
    }>('select address, auth_share, recovery_share from wallets where user_id = $1', [userId])
    const row = rows[0]
    return (
      row && {
        address: row.address,
        authShare: row.auth_share,
        encryptedRecoveryShare: row.recovery_share,
      }
    )
  }
}
