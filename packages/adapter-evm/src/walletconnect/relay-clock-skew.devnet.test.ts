import { alertKeyForError } from '@foyer/common'
import { type SkewedRelay, startSkewedRelay } from '@foyer/devstack/skewed-relay'
import { WalletConnectMemoryStorage } from '@foyer/test-wallet/walletconnect'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../create-evm-adapter.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './options.js'

// The real relay (`foyer-relay`, its own process) with its clock off against this machine's,
// beyond the 60 s it tolerates: it refuses the WalletConnect client's auth token (closing
// the socket with 3000), and the pairing must fail at once with an error the modal maps to
// 'Session Expired' (SPEC §8) — not a minute later with "Failed to publish custom payload".

const DAY_MS = 24 * 60 * 60 * 1000

/** Errors thrown out of an event handler or rejected with no handler, while a test runs. */
const uncaught: unknown[] = []
const recordUncaught = (error: unknown) => uncaught.push(error)

const relays: SkewedRelay[] = []
/** One storage prefix per page load: WalletConnect keeps one core per prefix in a process. */
let pageLoads = 0
const adapters: EvmAdapter[] = []
afterEach(async () => {
  process.off('uncaughtException', recordUncaught)
  process.off('unhandledRejection', recordUncaught)
  uncaught.length = 0
  for (const adapter of adapters.splice(0)) adapter.destroy?.()
  for (const relay of relays.splice(0)) await relay.stop()
})

/** Picks WalletConnect on an EVM adapter set up against `relayUrl`; the settled attempt. */
async function connectThrough(relayUrl: string) {
  const adapter = createEvmAdapter({
    discovery: false,
    walletConnect: {
      relayUrl,
      storage: new WalletConnectMemoryStorage(),
      storagePrefix: `clock-skew-${++pageLoads}`,
      metadata: {
        name: 'Foyer clock skew test',
        description: 'A relay whose clock is off',
        url: 'https://app.foyer.test',
        icons: [],
      },
    },
  })
  adapter.setup({ networks: [], emit: () => {} })
  adapters.push(adapter)
  return { adapter, ...(await attempt(adapter)) }
}

/** One pick of WalletConnect on a set-up adapter; the settled attempt. */
async function attempt(adapter: EvmAdapter) {
  const started = Date.now()
  const error = await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID }).then(
    () => undefined,
    (reason: unknown) => reason,
  )
  return { error, elapsedMs: Date.now() - started }
}

describe("a relay that refuses the token for clock skew: 'Session Expired'", () => {
  it('relay two days ahead: the token has expired; fails at once, mapped to SESSION_EXPIRED', async () => {
    const relay = await startSkewedRelay(2 * DAY_MS)
    relays.push(relay)
    const { error, elapsedMs } = await connectThrough(relay.url)
    expect(relay.output()).toContain('Unauthorized: JWT has expired')
    expect(String((error as Error).message)).toContain('Unauthorized: JWT has expired')
    expect(alertKeyForError(error)).toBe('SESSION_EXPIRED')
    // WalletConnect's own publish time-out is 60 s; the refusal must not wait for it.
    expect(elapsedMs).toBeLessThan(30_000)
  }, 90_000)

  it('relay two hours behind: the token is not yet valid; mapped to SESSION_EXPIRED', async () => {
    const relay = await startSkewedRelay(-2 * 60 * 60 * 1000)
    relays.push(relay)
    const { error, elapsedMs } = await connectThrough(relay.url)
    expect(relay.output()).toContain('Unauthorized: JWT is not yet valid')
    expect(String((error as Error).message)).toContain('Unauthorized: JWT is not yet valid')
    expect(alertKeyForError(error)).toBe('SESSION_EXPIRED')
    expect(elapsedMs).toBeLessThan(30_000)
  }, 90_000)

  it('trying again after a refusal: refused each time, nothing thrown out of the relay sockets', async () => {
    process.on('uncaughtException', recordUncaught)
    process.on('unhandledRejection', recordUncaught)
    const relay = await startSkewedRelay(2 * DAY_MS)
    relays.push(relay)
    const first = await connectThrough(relay.url)
    expect(alertKeyForError(first.error)).toBe('SESSION_EXPIRED')
    // The modal's Try again, a few times: each reconnects the relayer (a new socket provider)
    // while requests of the earlier attempts still reopen their old sockets, which the relay
    // refuses again. Those refusals used to throw from the sockets' close handlers.
    for (let retry = 0; retry < 3; retry++) {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const { error } = await attempt(first.adapter)
      expect(alertKeyForError(error)).toBe('SESSION_EXPIRED')
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    expect(uncaught.map((error) => String((error as Error)?.message ?? error))).toEqual([])
  }, 120_000)
})
