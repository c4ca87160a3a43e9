import type { CustodyMode } from '../options.js'
import type { SqlExecutor } from './sql-client.js'

/**
 * A user's stored wallet: the address, its custody mode and the server half of the recovery
 * pair. Every device's auth share is in its own row ({@link DeviceRecord}).
 */
export interface WalletRecord {
  address: string
  custody: CustodyMode
  /** The server's point of the recovery pair's polynomial (useless without the user's half). */
  recoveryAuthShare: string
  /**
   * The user's half, encrypted under the recovery key (see `recovery-cipher.ts`). In the
   * `password` and `passkey` modes what is inside is itself sealed by the frame with a key only
   * the user has.
   */
  encryptedRecoveryShare: string
}

/** One enrolled device: its auth share is a point of a polynomial no other device shares. */
export interface DeviceRecord {
  id: string
  /** 1: a wallet from before devices (all its browsers share one polynomial); 2: its own. */
  version: number
  name: string
  authShare: string
  createdAt: number
  lastUsedAt: number
}

/** A device as the owner's account lists it (no share). */
export type DeviceSummary = Omit<DeviceRecord, 'authShare'>

/** Version of a device enrolled on its own polynomial. */
export const DEVICE_VERSION = 2

type WalletRow = {
  address: string
  custody: string
  recovery_auth_share: string
  recovery_share: string
}

type DeviceRow = {
  id: string
  version: number
  name: string
  auth_share: string
  created_at: string | number
  last_used_at: string | number
}

const toDevice = (row: DeviceRow): DeviceRecord => ({
  id: row.id,
  version: Number(row.version),
  name: row.name,
  authShare: row.auth_share,
  createdAt: Number(row.created_at),
  lastUsedAt: Number(row.last_used_at),
})

/** Key shares: one wallet per user (written once), one row per enrolled device. */
export class WalletsStore {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * Stores the wallet with its first device, in one statement (both or neither); false when
   * the user already has a wallet (never overwritten).
   */
  async create(
    userId: string,
    wallet: WalletRecord,
    device: Pick<DeviceRecord, 'id' | 'version' | 'name' | 'authShare'>,
    now: number,
  ): Promise<boolean> {
    const rows = await this.sql.query(
      `with wallet as (
         insert into wallets (user_id, address, custody, recovery_auth_share, recovery_share, created_at)
         values ($1, $2, $3, $4, $5, $6) on conflict (user_id) do nothing returning user_id
       )
       insert into wallet_devices (user_id, id, version, name, auth_share, created_at, last_used_at)
       select user_id, $7, $8, $9, $10, $6, $6 from wallet returning user_id`,
      [
        userId,
        wallet.address,
        wallet.custody,
        wallet.recoveryAuthShare,
        wallet.encryptedRecoveryShare,
        now,
        device.id,
        device.version,
        device.name,
        device.authShare,
      ],
    )
    return rows.length === 1
  }

  async byUser(userId: string): Promise<WalletRecord | undefined> {
    const rows = await this.sql.query<WalletRow>(
      'select address, custody, recovery_auth_share, recovery_share from wallets where user_id = $1',
      [userId],
    )
    const row = rows[0]
    return (
      row && {
        address: row.address,
        custody: row.custody as CustodyMode,
        recoveryAuthShare: row.recovery_auth_share,
        encryptedRecoveryShare: row.recovery_share,
      }
    )
  }

  /** Enrols a device of the user's wallet; false when the user has no wallet. */
  async addDevice(
    userId: string,
    device: Pick<DeviceRecord, 'id' | 'name' | 'authShare'>,
    now: number,
  ): Promise<boolean> {
    const rows = await this.sql.query(
      `insert into wallet_devices (user_id, id, version, name, auth_share, created_at, last_used_at)
       select user_id, $2, $3, $4, $5, $6, $6 from wallets where user_id = $1
       on conflict (user_id, id) do nothing returning id`,
      [userId, device.id, DEVICE_VERSION, device.name, device.authShare, now],
    )
    return rows.length === 1
  }

  /** The device's row, its last use moved to `now`; undefined when revoked or unknown. */
  async useDevice(
    userId: string,
    deviceId: string,
    now: number,
  ): Promise<DeviceRecord | undefined> {
    const rows = await this.sql.query<DeviceRow>(
      `update wallet_devices set last_used_at = $3 where user_id = $1 and id = $2
       returning id, version, name, auth_share, created_at, last_used_at`,
      [userId, deviceId, now],
    )
    return rows[0] && toDevice(rows[0])
  }

  /** The user's devices, oldest first, without their shares. */
  async devices(userId: string): Promise<DeviceSummary[]> {
    const rows = await this.sql.query<DeviceRow>(
      `select id, version, name, auth_share, created_at, last_used_at from wallet_devices
       where user_id = $1 order by created_at, id`,
      [userId],
    )
    return rows.map((row) => {
      const { authShare: _share, ...summary } = toDevice(row)
      return summary
    })
  }

  /** Deletes the device's auth share (its local share becomes useless); false when unknown. */
  async revokeDevice(userId: string, deviceId: string): Promise<boolean> {
    const rows = await this.sql.query(
      'delete from wallet_devices where user_id = $1 and id = $2 returning id',
      [userId, deviceId],
    )
    return rows.length === 1
  }
}
