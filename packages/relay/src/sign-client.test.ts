import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RelayServer, startRelay } from './index.js'
import { guardOutsideRequests } from './test-utils/outside-request-guard.js'
import {
  closeSignClient,
  createSignClient,
  type SignClientInstance,
} from './test-utils/sign-clients.js'
import {
  chain,
  establishSession,
  signThroughRelay,
  walletAccount,
} from './test-utils/sign-session.js'

describe('two @walletconnect/sign-client 2.25 instances through the relay', () => {
  let relay: RelayServer
  const clients: SignClientInstance[] = []
  let guard: ReturnType<typeof guardOutsideRequests>

  async function createPair(label: string) {
    const dapp = await createSignClient(relay.url, `${label}-dapp`)
    const wallet = await createSignClient(relay.url, `${label}-wallet`)
    clients.push(dapp, wallet)
    return { dapp, wallet }
  }

  beforeAll(async () => {
    guard = guardOutsideRequests()
    // The SDK's own switch for its test runs: the Verify API (an outside attestation service)
    // is skipped instead of being called for every proposal and request.
    vi.stubEnv('IS_VITEST', 'true')
    relay = await startRelay()
  }, 30_000)

  afterAll(async () => {
    await Promise.all(clients.map(closeSignClient))
    await vi.waitFor(() => expect(relay.stats().connections).toBe(0), { timeout: 10_000 })
    await relay.close()
    vi.unstubAllEnvs()
    guard.restore()
    expect(guard.attempted).toEqual([])
  }, 30_000)

  it('pairs, approves a session, answers personal_sign and delivers a disconnect', async () => {
    const { dapp, wallet } = await createPair('first')
    const session = await establishSession(dapp, wallet)
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain}:${walletAccount.address}`])
    expect(session.peer.metadata.name).toBe('first-wallet')

    await signThroughRelay(dapp, wallet, session.topic, '0x466f796572') // "Foyer"

    const deleted = new Promise<string>((resolve) => {
      dapp.once('session_delete', ({ topic }) => resolve(topic))
    })
    await wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect(await deleted).toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])
    expect(guard.attempted).toEqual([])
  }, 60_000)

  it('keeps a session working across a relay restart (clients resubscribe by themselves)', async () => {
    const { dapp, wallet } = await createPair('restart')
    const session = await establishSession(dapp, wallet)

    const { port } = relay
    await relay.close()
    relay = await startRelay({ port })
    // Both clients reconnect and send irn_batchSubscribe for their topics.
    await vi.waitFor(() => expect(relay.stats().subscribedTopics).toBeGreaterThanOrEqual(1), {
      timeout: 20_000,
    })

    await signThroughRelay(dapp, wallet, session.topic, '0x616761696e') // "again"
    expect(guard.attempted).toEqual([])
  }, 60_000)
})
