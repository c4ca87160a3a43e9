/** How long reconnect waits for the stored wallet to announce itself after a reload. */
export const RECONNECT_ANNOUNCE_TIMEOUT_MS = 1_000
