import { createHmac, timingSafeEqual } from 'node:crypto'
import { SecretsStore } from '../storage/secrets-store.js'
import type { SqlExecutor } from '../storage/sql-client.js'
import { RecoveryCipher } from './recovery-cipher.js'

/** The secret holding the recovery key's check value. */
export const RECOVERY_KEY_CHECK_SECRET = 'recovery-key-check'

const CHECK_LABEL = 'foyer auth-server: recovery key check v1'

/** Thrown at start when `RECOVERY_KEY` is not the key the database's recovery shares are under. */
export class RecoveryKeyMismatchError extends Error {
  constructor() {
    super(
      'RECOVERY_KEY does not match the key this database was created with: start with the original key (or rotate it with `foyer-auth-server keys rotate`); nothing was changed',
    )
    this.name = 'RecoveryKeyMismatchError'
  }
}

/**
 * The check value of `key`: an HMAC of a fixed label. It tells keys apart and reveals nothing
 * of the key (HMAC-SHA256 is a PRF), so it may sit in the database next to the shares.
 */
export function recoveryKeyCheck(key: Buffer): string {
  return createHmac('sha256', key).update(CHECK_LABEL).digest('base64url')
}

/**
 * Makes sure `key` is the database's recovery key, before anything is served: compares it with
 * the stored check value, storing it on first start. A database from before check values is
 * checked by decrypting one stored recovery share. Throws {@link RecoveryKeyMismatchError}.
 */
export async function verifyRecoveryKey(sql: SqlExecutor, key: Buffer): Promise<void> {
  const secrets = new SecretsStore(sql)
  const expected = recoveryKeyCheck(key)
  let stored = await secrets.get(RECOVERY_KEY_CHECK_SECRET)
  if (stored === undefined) {
    const [wallet] = await sql.query<{ user_id: string; recovery_share: string }>(
      'select user_id, recovery_share from wallets limit 1',
    )
    if (wallet && !decrypts(new RecoveryCipher(key), wallet.recovery_share, wallet.user_id)) {
      throw new RecoveryKeyMismatchError()
    }
    stored = await secrets.getOrCreate(RECOVERY_KEY_CHECK_SECRET, async () => expected)
  }
  const a = Buffer.from(stored)
  const b = Buffer.from(expected)
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new RecoveryKeyMismatchError()
}

function decrypts(cipher: RecoveryCipher, ciphertext: string, userId: string): boolean {
  try {
    cipher.decrypt(ciphertext, userId)
    return true
  } catch {
    return false
  }
}
