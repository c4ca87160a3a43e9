import { alertKeyForError } from '@foyer/common'
import { type SkewedRelay, startSkewedRelay } from '@foyer/devstack/skewed-relay'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../connection/connect.js'
import { startClient } from '../../connection/start-client.js'
import { createTestClient } from '../../test-utils/test-client.js'
import { CORE_WALLETCONNECT_CONNECTOR_ID } from './walletconnect-only-adapter.js'

// Core's own WalletConnect connector (an app with no adapter, only `services.relay`) against
// the real relay (`foyer-relay`, its own process) whose clock is two days ahead: it refuses
// the WalletConnect client's auth token (closing the socket with 3000). Each pick of
// WalletConnect must fail at once with an error the modal maps to 'Session Expired' (SPEC §8),
// and the old relay sockets, reopened by requests of earlier attempts and refused again, must
// throw nothing out of their close handlers.

const DAY_MS = 24 * 60 * 60 * 1000
/** WalletConnect's own publish time-out is 60 s; a refusal must not wait for it. */
const AT_ONCE_MS = 30_000

/** Errors thrown out of an event handler or rejected with no handler, while the test runs. */
const uncaught: unknown[] = []
const recordUncaught = (error: unknown) => uncaught.push(error)
const cleanups: (() => unknown)[] = []

afterEach(async () => {
  process.off('uncaughtException', recordUncaught)
  process.off('unhandledRejection', recordUncaught)
  uncaught.length = 0
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("core's WalletConnect connector against a relay that refuses the token for clock skew", () => {
  it("fails at once with 'Session Expired', again on each of 3 retries, and nothing is thrown", async () => {
    process.on('uncaughtException', recordUncaught)
    process.on('unhandledRejection', recordUncaught)
    const relay: SkewedRelay = await startSkewedRelay(2 * DAY_MS)
    cleanups.push(() => relay.stop())
    const client = createTestClient({ services: { relay: relay.url } })
    await startClient(client)
    cleanups.push(() => client.adapters.get('eip155')?.destroy?.())

    /** One pick of WalletConnect: its error and how long it took. */
    const attempt = async () => {
      const started = Date.now()
      const error = await connect(client, {
        namespace: 'eip155',
        connectorId: CORE_WALLETCONNECT_CONNECTOR_ID,
      }).then(
        () => undefined,
        (reason: unknown) => reason,
      )
      return { error, elapsedMs: Date.now() - started }
    }

    const first = await attempt()
    expect(relay.output()).toContain('Unauthorized: JWT has expired')
    expect(String((first.error as Error | undefined)?.message)).toContain(
      'Unauthorized: JWT has expired',
    )
    expect(alertKeyForError(first.error)).toBe('SESSION_EXPIRED')
    expect(first.elapsedMs).toBeLessThan(AT_ONCE_MS)
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')

    // The modal's Try again, 3 times: each reconnects the relayer (a new socket provider) while
    // requests of the earlier attempts still reopen their old sockets, which the relay refuses.
    for (let retry = 0; retry < 3; retry++) {
      await pause(1_500)
      const { error, elapsedMs } = await attempt()
      expect(alertKeyForError(error)).toBe('SESSION_EXPIRED')
      expect(elapsedMs).toBeLessThan(AT_ONCE_MS)
    }
    await pause(5_000)
    expect(uncaught.map((error) => String((error as Error)?.message ?? error))).toEqual([])
  }, 180_000)
})
