/** A WalletConnect pairing expires this long after it was created (SPEC §4, §9: 4 min). */
export const PAIRING_LIFETIME_MS = 4 * 60 * 1000

/** A pairing counts as expired this long before it really expires (SPEC §4, §9: 10 s). */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000

/** A failed connection may be retried after this long (SPEC §9: 1 s). */
export const CONNECT_RETRY_DELAY_MS = 1000

/**
 * Whether a pairing created at `createdAtMs` counts as expired at `nowMs`: from
 * {@link PAIRING_EXPIRY_MARGIN_MS} before the end of its {@link PAIRING_LIFETIME_MS} on.
 */
export function isPairingExpired(createdAtMs: number, nowMs: number): boolean {
  return nowMs >= createdAtMs + PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS
}
