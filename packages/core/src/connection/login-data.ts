import type { FoyerClient } from '../client/types.js'

/**
 * Forgets the cached login data of the embedded wallet: whether email login was used, the
 * email, the last code request time and the social user name (SPEC §4: on sign-out, and
 * when the connected-check fails or says no).
 */
export function clearLoginData(client: FoyerClient): void {
  for (const key of ['emailLoginUsed', 'email', 'lastEmailLoginTime', 'socialUsername'] as const) {
    client.storage.remove(key)
  }
}
