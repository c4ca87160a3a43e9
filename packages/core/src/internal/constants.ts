/** Durations and limits of SPEC §9 that core applies. */
export const SHAKE_DURATION_MS = 500
export const TOAST_SWAP_DELAY_MS = 150
export const PAIRING_LIFETIME_MS = 4 * 60_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
export const RECENT_WALLETS_LIMIT = 2
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const PORTFOLIO_CACHE_MS = 30_000
export const ENS_CACHE_MS = 5 * 60_000
export const IDENTITY_CACHE_MS = 5 * 60_000
