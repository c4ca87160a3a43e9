import { SecretsStore } from '../storage/secrets-store.js'
import type { SqlClient } from '../storage/sql-client.js'
import { RecoveryCipher } from './recovery-cipher.js'
import {
  RECOVERY_KEY_CHECK_SECRET,
  RecoveryKeyMismatchError,
  recoveryKeyCheck,
  verifyRecoveryKey,
} from './recovery-key-check.js'
import { newSigningJwk, PREVIOUS_SIGNING_KEY_SECRET, SIGNING_KEY_SECRET } from './session-tokens.js'

/** What {@link rotateKeys} changed. */
export interface KeyRotation {
  /** Recovery shares re-encrypted under the new key. */
  recoveryShares: number
}

/**
 * Rotates the keys in one transaction (all or nothing): re-encrypts every recovery share from
 * `oldKey` to `newKey`, stores the new key's check value, and makes a new session signing key
 * (the old one is kept to verify the tokens it signed until they expire; the one before it is
 * dropped). Throws {@link RecoveryKeyMismatchError} when `oldKey` is not the database's key.
 * Run it with every instance of the service stopped, then start them with the new key.
 */
export async function rotateKeys(
  sql: SqlClient,
  oldKey: Buffer,
  newKey: Buffer,
): Promise<KeyRotation> {
  await verifyRecoveryKey(sql, oldKey)
  const from = new RecoveryCipher(oldKey)
  const to = new RecoveryCipher(newKey)
  return sql.transaction(async (tx) => {
    const secrets = new SecretsStore(tx)
    // Locks the check value: a concurrent rotation waits, then finds the key changed.
    const [check] = await tx.query<{ value: string }>(
      'select value from server_secrets where name = $1 for update',
      [RECOVERY_KEY_CHECK_SECRET],
    )
    if (check?.value !== recoveryKeyCheck(oldKey)) throw new RecoveryKeyMismatchError()
    const wallets = await tx.query<{ user_id: string; recovery_share: string }>(
      'select user_id, recovery_share from wallets',
    )
    for (const wallet of wallets) {
      const share = from.decrypt(wallet.recovery_share, wallet.user_id)
      await tx.query('update wallets set recovery_share = $1 where user_id = $2', [
        to.encrypt(share, wallet.user_id),
        wallet.user_id,
      ])
    }
    await secrets.put(RECOVERY_KEY_CHECK_SECRET, recoveryKeyCheck(newKey))
    const signing = await secrets.get(SIGNING_KEY_SECRET)
    if (signing !== undefined) await secrets.put(PREVIOUS_SIGNING_KEY_SECRET, signing)
    await secrets.put(SIGNING_KEY_SECRET, await newSigningJwk())
    return { recoveryShares: wallets.length }
  })
}
