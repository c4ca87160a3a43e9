/** What the example needs to know about its stack, read on the server at request time. */
export interface ExampleConfig {
  /** JSON-RPC URL of the devnet (chain 31337). */
  rpcUrl: string
  /** The wallet directory service. */
  directoryUrl: string
}

/**
 * The example's configuration from the environment (`next start` with `FOYER_EXAMPLE_RPC_URL`
 * and `FOYER_EXAMPLE_DIRECTORY_URL`), with the local stack's default ports otherwise.
 */
export function readExampleConfig(): ExampleConfig {
  return {
    rpcUrl: process.env.FOYER_EXAMPLE_RPC_URL ?? 'http://127.0.0.1:8545',
    directoryUrl: process.env.FOYER_EXAMPLE_DIRECTORY_URL ?? 'http://127.0.0.1:8787',
  }
}
