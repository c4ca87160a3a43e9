import type { CaipNetworkId } from '@foyer/common'
import type { AdapterEvent, FoyerSiwx, SiwxSession } from '@foyer/core'
import { type Devstack, startDevstack } from '@foyer/devstack'
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
      if (parsed.address !== session.data.accountAddress) throw new Error('address differs')
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

/** A page load: an EVM adapter with `siwx` and the WalletConnect connector, set up like core. */
function loadPage(siwx: FoyerSiwx) {
  const events: AdapterEvent[] = []
  const adapter = createEvmAdapter({
    discovery: false,
    siwx,
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
  adapter.setup({ networks: devnetNetworks(stack), emit: (event) => events.push(event) })
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
      statement: 'Sign in to the Foyer adapter test.',
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
