/** How many recently used wallets are remembered (SPEC §9). */
export const RECENT_WALLETS_KEPT = 2

/** How many recommended wallets the Connect view shows (SPEC §9). */
export const RECOMMENDED_WALLETS_COUNT = 4

/** Wallets per page of the all-wallets list (SPEC §9). */
export const WALLET_LIST_PAGE_SIZE = 40

/** Entries asked for by a wallet search (SPEC §9). */
export const SEARCH_ENTRIES = 100

/** A wallet search shows its loading state at least this long (SPEC §9). */
export const SEARCH_MIN_WAIT_MS = 300
