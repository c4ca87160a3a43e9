import { randomBytes } from 'node:crypto'

const b64url = (bytes: number) => randomBytes(bytes).toString('base64url')
const share = () => randomBytes(34).toString('base64')

/**
 * A recovery share as a `password`-mode frame sends it: sealed under a key from the recovery
 * password (the form only; random bytes the service cannot tell from a real seal).
 */
export const sealedWithPassword = () => `s1.scrypt.17.8.1.${b64url(16)}.${b64url(12)}.${b64url(50)}`

/** The same for the `passkey` mode (sealed under the passkey's PRF output). */
export const sealedWithPasskey = () => `s1.prf.${b64url(32)}.${b64url(12)}.${b64url(50)}`

/** The body a non-custodial frame creates a wallet with: first device + recovery pair. */
export function nonCustodialWallet(address: string, recoveryShare = sealedWithPassword()) {
  return {
    address,
    authShare: share(),
    recoveryAuthShare: share(),
    recoveryShare,
    deviceName: 'Chrome on Linux',
  }
}
