import type { CaipNetworkId } from '@foyer/common'
import {
  type AdapterEvent,
  createMemoryStorage,
  type FoyerSiwx,
  type SiwxSession,
} from '@foyer/core'
import { type Devstack, startDevstack } from '@foyer/devstack'
import { createSiwx, localSiwxStorage, randomNonce } from '@foyer/siwx'
import { eip155Verifier } from '@foyer/siwx/eip155'
import {
  startWalletConnectTestWallet,
  WalletConnectMemoryStorage,
  type WalletConnectTestWallet,
} from '@foyer/test-wallet/walletconnect'
import { SiweMessage } from 'siwe'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../create-evm-adapter.js'
import { devnetNetworks } from '../test-utils/devnets.js'
import { expectFoyerError } from '../test-utils/expect-foyer-error.js'
import { refuseOutsideRequests } from '../test-utils/outside-requests.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './options.js'

// One-request sign-in (SPEC §4) through the real relay and the stack's WalletConnect test
// wallet: with `siwx` set and only eip155 requested, the pairing is a `session_authenticate`
// request; the wallet's one approval connects and returns CACAOs signed by its devnet key,
// and the adapter hands the session account's CACAO to the app's sign-in.

const DOMAIN = 'app.foyer.test'
let stack: Devstack
let wallet: WalletConnectTestWallet
let guard: ReturnType<typeof refuseOutsideRequests>
const adapters: EvmAdapter[] = []

beforeAll(async () => {
  guard = refuseOutsideRequests()
  stack = await startDevstack({ directory: false, startTimeoutMs: 60_000 })
  wallet = await startWalletConnectTestWallet({
    relayUrl: stack.relayUrl!,
    mnemonic: stack.mnemonic,
    chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
  })
}, 120_000)

afterEach(async () => {
  for (const adapter of adapters.splice(0)) adapter.destroy?.()
  await wallet.disconnectSession()
  await wallet.clearDecisions()
})

afterAll(async () => {
  await wallet?.close()
  await stack?.stop()
  guard.restore()
  expect(guard.attempted).toEqual([])
}, 60_000)

/**
 * The app's sign-in as a server would keep it: fresh nonces, and `addSession` accepts only a
 * message that parses as EIP-4361 (the independent `siwe` library), carries a nonce it issued
 * (once) and whose signature viem verifies for the stated account.
 */
function recordingSiwx() {
  const issued = new Set<string>()
  const sessions: SiwxSession[] = []
  const siwx: FoyerSiwx = {
    async createMessage({ accountAddress, chainId }) {
      const nonce = globalThis.crypto.randomUUID().replaceAll('-', '')
      issued.add(nonce)
      const data = {
        domain: DOMAIN,
        accountAddress,
        chainId,
        uri: `https://${DOMAIN}/`,
        version: '1' as const,
        nonce,
        issuedAt: new Date().toISOString(),
        statement: 'Sign in to the Foyer adapter test.',
        expirationTime: new Date(Date.now() + 600_000).toISOString(),
      }
      return { data, text: '(signed by the wallet in the same request)' }
    },
    async addSession(session) {
      const parsed = new SiweMessage(session.message)
      if (!issued.delete(parsed.nonce)) throw new Error('unknown or used nonce')
      // The session's fields are the ones the signed text states (an app's sign-in rebuilds
      // or shows the text from them).
      expect(session.data).toEqual({
        domain: parsed.domain,
        accountAddress: parsed.address,
        chainId: `eip155:${parsed.chainId}`,
        uri: parsed.uri,
        version: parsed.version,
        nonce: parsed.nonce,
        issuedAt: parsed.issuedAt,
        ...(parsed.statement !== undefined ? { statement: parsed.statement } : {}),
        ...(parsed.expirationTime !== undefined ? { expirationTime: parsed.expirationTime } : {}),
        ...(parsed.notBefore !== undefined ? { notBefore: parsed.notBefore } : {}),
        ...(parsed.requestId !== undefined ? { requestId: parsed.requestId } : {}),
        ...(parsed.resources !== undefined ? { resources: parsed.resources } : {}),
      })
      const valid = await verifyMessage({
        address: session.data.accountAddress as Hex,
        message: session.message,
        signature: session.signature as Hex,
      })
      if (!valid) throw new Error('signature does not verify')
      sessions.push(session)
    },
    async revokeSession() {},
    async getSessions(chainId: CaipNetworkId, address: string) {
      return sessions.filter(
        (s) =>
          s.data.chainId === chainId &&
          s.data.accountAddress.toLowerCase() === address.toLowerCase(),
      )
    },
  }
  return { siwx, sessions, issued }
}

let pages = 0

/**
 * A page load: an EVM adapter with the WalletConnect connector, set up like core, and the
 * sign-in either in the adapter's options or the client's (`createFoyer({ siwx })`, which
 * core hands to `setup`).
 */
function loadPage(siwx: FoyerSiwx, via: 'adapter' | 'client' = 'adapter') {
  const events: AdapterEvent[] = []
  const adapter = createEvmAdapter({
    discovery: false,
    ...(via === 'adapter' ? { siwx } : {}),
    walletConnect: {
      relayUrl: stack.relayUrl!,
      storage: new WalletConnectMemoryStorage(),
      storagePrefix: `one-request-${++pages}`,
      metadata: {
        name: 'Foyer sign-in test',
        description: 'test',
        url: `https://${DOMAIN}`,
        icons: [],
      },
    },
  })
  adapter.setup({
    networks: devnetNetworks(stack),
    emit: (event) => events.push(event),
    ...(via === 'client' ? { siwx } : {}),
  })
  adapters.push(adapter)
  return { adapter, events }
}

async function pairingUri(events: AdapterEvent[]): Promise<string> {
  await vi.waitFor(() => expect(events.some((e) => e.type === 'walletConnectUri')).toBe(true), {
    timeout: 30_000,
  })
  return (events.find((e) => e.type === 'walletConnectUri') as { uri: string }).uri
}

describe('connect and sign in with one WalletConnect request (real relay, real wallet)', () => {
  it("one approval connects and the wallet's CACAO becomes the sign-in session", async () => {
    const { siwx, sessions, issued } = recordingSiwx()
    const { adapter, events } = loadPage(siwx)
    const before = wallet.activity().length
    const connecting = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(await wallet.pair(await pairingUri(events))).toMatchObject({ approved: true })
    const { accounts, caipNetworkId } = await connecting
    const address = stack.accounts[0]!.address
    expect(accounts).toEqual([{ namespace: 'eip155', address, type: 'eoa' }])

    expect(sessions).toHaveLength(1)
    const [session] = sessions
    expect(session!.data).toMatchObject({
      accountAddress: address,
      chainId: caipNetworkId,
      domain: DOMAIN,
      uri: `https://${DOMAIN}/`,
      // The app's statement, extended by WalletConnect's ReCap text as the wallet signed it.
      statement: expect.stringMatching(
        /^Sign in to the Foyer adapter test\. I further authorize the stated URI/,
      ),
    })
    expect(issued.size).toBe(0)
    expect(await siwx.getSessions(caipNetworkId, address)).toHaveLength(1)
    // The wallet did one thing: approve the session (no separate personal_sign request).
    const activity = wallet.activity().slice(before)
    expect(activity.map((a) => [a.kind, a.outcome])).toEqual([['session', 'approved']])
    // The session is a usable one: a plain signature goes through it.
    const signature = await adapter.signMessage!({ message: 'after sign-in', address })
    expect(
      await verifyMessage({
        address: address as Hex,
        message: 'after sign-in',
        signature: signature as Hex,
      }),
    ).toBe(true)
  }, 90_000)

  it("the client's sign-in (handed over in setup) signs in with the pairing too", async () => {
    const { siwx, sessions } = recordingSiwx()
    const { adapter, events } = loadPage(siwx, 'client')
    expect(adapter.siwx).toBeUndefined()
    const connecting = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(await wallet.pair(await pairingUri(events))).toMatchObject({ approved: true })
    const { accounts } = await connecting
    expect(sessions.map((s) => s.data.accountAddress)).toEqual([accounts[0]!.address])
  }, 90_000)

  it("with @foyer/siwx's createSiwx the session is kept: its text is the one its fields make", async () => {
    const storage = localSiwxStorage({
      verifiers: [
        eip155Verifier({
          rpcUrls: Object.fromEntries(stack.chains.map((c) => [c.chainId, c.rpcUrl])),
        }),
      ],
      backend: createMemoryStorage(),
    })
    const siwx = createSiwx({
      storage,
      nonce: async () => randomNonce(),
      domain: DOMAIN,
      uri: `https://${DOMAIN}/`,
      statement: 'Sign in to the Foyer demo.',
    })
    const { adapter, events } = loadPage(siwx, 'client')
    const connecting = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(await wallet.pair(await pairingUri(events))).toMatchObject({ approved: true })
    const { accounts, caipNetworkId } = await connecting
    const [session] = await siwx.getSessions(caipNetworkId, accounts[0]!.address)
    expect(session?.data).toMatchObject({ accountAddress: accounts[0]!.address, domain: DOMAIN })
    expect(session?.message).toContain('Sign in to the Foyer demo.')
  }, 90_000)

  it('the wallet rejecting fails the connect with the SPEC message and adds no session', async () => {
    const { siwx, sessions } = recordingSiwx()
    const { adapter, events } = loadPage(siwx)
    await wallet.queueDecisions(['reject'])
    const refused = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(await wallet.pair(await pairingUri(events))).toMatchObject({ approved: false })
    const error = await expectFoyerError(refused, 'USER_REJECTED')
    expect(error.shortMessage).toBe('User rejected the request.')
    expect(sessions).toEqual([])
    expect(wallet.sessions()).toEqual([])
  }, 90_000)
})
