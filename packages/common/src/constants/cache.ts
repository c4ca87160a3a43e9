/** Time-to-live of the cached portfolio balance (SPEC §9: 30 s). */
export const PORTFOLIO_BALANCE_CACHE_TTL_MS = 30 * 1000

/** Time-to-live of the cached native balance (SPEC §9: 30 s). */
export const NATIVE_BALANCE_CACHE_TTL_MS = 30 * 1000

/** Time-to-live of a cached ENS name (SPEC §9: 5 min). */
export const ENS_NAME_CACHE_TTL_MS = 5 * 60 * 1000

/** Time-to-live of a cached identity (name and avatar) (SPEC §9: 5 min). */
export const IDENTITY_CACHE_TTL_MS = 5 * 60 * 1000
