/** Default swap slippage tolerance, in percent (SPEC §9). */
export const DEFAULT_SLIPPAGE = 1

/** Lowest on-ramp fee shown, in percent (SPEC §9: 1-2%). */
export const ONRAMP_FEE_MIN_PERCENT = 1

/** Highest on-ramp fee shown, in percent (SPEC §9: 1-2%). */
export const ONRAMP_FEE_MAX_PERCENT = 2
