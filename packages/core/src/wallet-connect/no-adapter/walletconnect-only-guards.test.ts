import { alertKeyForError } from '@foyer/common'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../connection/connect.js'
import { startClient } from '../../connection/start-client.js'
import { FakeEmitter, FakeRelayer, socketClosed } from '../../test-utils/fake-relayer.js'
import { createTestClient } from '../../test-utils/test-client.js'
import { CORE_WALLETCONNECT_CONNECTOR_ID } from './walletconnect-only-adapter.js'

/**
 * The guards of core's WalletConnect connector (apps with no adapter), with its real session
 * code and the SDK faked at its edge: `@walletconnect/universal-provider` is a class whose
 * provider, relayer and socket providers the test drives. The real relay with a skewed clock is
 * in no-adapter-clock-skew.devnet.test.ts.
 */
/** One proposal the test approves or leaves pending. */
interface Proposal {
  uri: string
  approve(accounts: string[]): void
}

class FakeProvider extends FakeEmitter {
  session:
    | { topic: string; expiry: number; namespaces: Record<string, { accounts: string[] }> }
    | undefined
  readonly relayer = new FakeRelayer()
  readonly proposals: Proposal[] = []
  readonly client = {
    on: () => {},
    core: {
      relayer: this.relayer,
      heartbeat: { stop: () => {} },
      verify: { register: async () => 'attestation', resolve: async () => ({}) },
    },
  }
  connect(_params: unknown): Promise<void> {
    const uri = `wc:pairing-${this.proposals.length + 1}@2?relay-protocol=irn&symKey=00`
    return new Promise((resolve) => {
      this.proposals.push({
        uri,
        approve: (accounts) => {
          this.session = {
            topic: uri,
            expiry: Math.floor(Date.now() / 1000) + 3600,
            namespaces: { eip155: { accounts } },
          }
          resolve()
        },
      })
      this.emit('display_uri', uri)
    })
  }
  async disconnect() {
    this.session = undefined
  }
}

const sdk = vi.hoisted(() => ({ provider: undefined as unknown }))
vi.mock('@walletconnect/universal-provider', () => ({
  UniversalProvider: {
    async init() {
      sdk.provider = new FakeProvider()
      return sdk.provider
    },
  },
  default: {},
}))

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const RELAY = 'ws://127.0.0.1:9/relay'
const REFUSAL = socketClosed(3000, 'Unauthorized: JWT has expired')

const provider = () => sdk.provider as FakeProvider
const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ])

/** A started client with core's connector; resolves once the first proposal shows. */
async function pairingClient() {
  const client = createTestClient({ services: { relay: RELAY } })
  await startClient(client)
  return client
}

const pick = (client: ReturnType<typeof createTestClient>) =>
  connect(client, { namespace: 'eip155', connectorId: CORE_WALLETCONNECT_CONNECTOR_ID })

/** Waits until the fake provider shows `count` proposals. */
async function proposalsShown(count: number) {
  await vi.waitFor(() =>
    expect((sdk.provider as FakeProvider | undefined)?.proposals).toHaveLength(count),
  )
}

beforeEach(() => {
  sdk.provider = undefined
})

describe("core's WalletConnect connector: relay guards", () => {
  it("a refused token fails the pairing at once, mapped to 'Session Expired'", async () => {
    const client = await pairingClient()
    const attempt = pick(client)
    await proposalsShown(1)
    // The relay closes the socket with 3000; the wallet will never answer this proposal.
    provider().relayer.provider.emit('error', REFUSAL)
    const outcome = await settledWithin(attempt, 1_000)
    expect(outcome).not.toBe('still waiting')
    const { error } = outcome as { error: unknown }
    expect(String((error as Error).message)).toContain('Unauthorized: JWT has expired')
    expect(alertKeyForError(error)).toBe('SESSION_EXPIRED')
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
  })

  it('other relay errors do not fail the pairing', async () => {
    const client = await pairingClient()
    const attempt = pick(client)
    await proposalsShown(1)
    provider().relayer.provider.emit('error', new Error('socket hang up'))
    expect(await settledWithin(attempt, 50)).toBe('still waiting')
    provider().proposals[0]?.approve([`eip155:1:${ACCOUNT}`])
    await expect(attempt).resolves.toMatchObject({ accounts: [{ address: ACCOUNT }] })
  })

  it('every relay socket, old and new, keeps an error listener of its own', async () => {
    const client = await pairingClient()
    void pick(client).catch(() => {})
    await proposalsShown(1)
    const { relayer } = provider()
    relayer.reconnect()
    relayer.reconnect()
    expect(relayer.sockets).toHaveLength(3)
    // The relayer took its listener off the old sockets; a request still in flight there
    // reopens one and the relay refuses it again: that must not throw out of the socket.
    for (const socket of relayer.sockets) {
      expect(socket.count('error')).toBeGreaterThanOrEqual(1)
      expect(() => socket.emit('error', new Error('socket hang up'))).not.toThrow()
    }
    // The current one still reports to the relayer (the refusal watch listens there).
    expect(relayer.sockets[2]?.count('error')).toBe(2)
  })
})

describe("core's WalletConnect connector: pairing attempts across an expiry re-pair", () => {
  it('an approval of the older pairing, landing as the fresh uri shows, connects the newest attempt', async () => {
    const client = await pairingClient()
    const first = pick(client)
    await proposalsShown(1)
    // The uri expired: the view pairs again with a fresh one.
    const second = pick(client)
    await proposalsShown(2)
    expect(client.stores.walletConnect.getState().uri).toBe(provider().proposals[1]?.uri)
    // The wallet scanned the old QR code just in time.
    provider().proposals[0]?.approve([`eip155:1:${ACCOUNT}`])
    await expect(second).resolves.toMatchObject({
      connectorId: CORE_WALLETCONNECT_CONNECTOR_ID,
      accounts: [{ namespace: 'eip155', address: ACCOUNT }],
    })
    await expect(first).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    expect(client.stores.account.getState().byNamespace.eip155).toMatchObject({
      status: 'connected',
      address: ACCOUNT,
    })
  })

  it('the superseded attempt reports nothing until the newest settles', async () => {
    const client = await pairingClient()
    const first = pick(client)
    await proposalsShown(1)
    const second = pick(client)
    await proposalsShown(2)
    expect(await settledWithin(first, 50)).toBe('still waiting')
    provider().proposals[1]?.approve([`eip155:1:${ACCOUNT}`])
    await expect(second).resolves.toMatchObject({ accounts: [{ address: ACCOUNT }] })
    await expect(first).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
  })
})
