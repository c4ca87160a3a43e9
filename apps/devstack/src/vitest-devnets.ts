import { afterAll, beforeAll } from 'vitest'
import { type Devstack, startDevstack } from './devstack.js'
import type { StartDevstackOptions } from './devstack-options.js'

/**
 * Starts the stack's two seeded anvil devnets (no directory, no relay) before a test file's
 * tests and stops them after, with `options` on top (e.g. `{ smartAccounts: true }`). Returns a
 * getter for the running stack (use inside a test).
 */
export function useDevnets(options: StartDevstackOptions = {}): () => Devstack {
  let devstack: Devstack | undefined
  beforeAll(async () => {
    devstack = await startDevstack({
      directory: false,
      relay: false,
      startTimeoutMs: 60_000,
      ...options,
    })
  }, 120_000)
  afterAll(async () => {
    await devstack?.stop()
  })
  return () => {
    if (!devstack) throw new Error('the devnets are not running (use inside a test)')
    return devstack
  }
}
