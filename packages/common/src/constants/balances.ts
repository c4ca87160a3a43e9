/** After 'Token Balance Unavailable', a retry is blocked this long (SPEC §8, §9: 30 s). */
export const TOKEN_BALANCE_RETRY_MS = 30 * 1000

/** Decimals shown for token balances (SPEC §9). */
export const BALANCE_DISPLAY_DECIMALS = 3

/** Decimals shown for money amounts (SPEC §9). */
export const MONEY_DISPLAY_DECIMALS = 2
