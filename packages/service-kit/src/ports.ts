/**
 * The fixed port each service binds when none is given: the local stack's (`pnpm devstack`), so a
 * deployment and the docs agree. A random free port only when asked (`--port 0`).
 */
export const DEFAULT_PORTS = {
  /** `foyer-wallet-directory`. */
  walletDirectory: 4100,
  /** `foyer-data-service`. */
  dataService: 4500,
  /** `foyer-auth-server`. */
  authServer: 4600,
} as const
