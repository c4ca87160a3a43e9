import type { AdapterEvent } from '@foyer/core'
import { type Devstack, startDevstack } from '@foyer/devstack'
import {
  startWalletConnectTestWallet,
  WalletConnectMemoryStorage,
  type WalletConnectTestWallet,
} from '@foyer/test-wallet/walletconnect'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../create-evm-adapter.js'
import { devnetClient, devnetNetworks } from '../test-utils/devnets.js'
import { expectFoyerError } from '../test-utils/expect-foyer-error.js'
import { refuseOutsideRequests } from '../test-utils/outside-requests.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './options.js'

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
  vi.unstubAllEnvs()
})

afterAll(async () => {
  await wallet?.close()
  await stack?.stop()
  guard.restore()
  expect(guard.attempted).toEqual([])
}, 60_000)

/**
 * A page load: an EVM adapter with the WalletConnect connector on `storage`, set up like
 * core would, recording its events.
 */
function loadPage(
  storage: WalletConnectMemoryStorage,
  storagePrefix: string,
  relay: { own?: string; services?: string } = { own: stack.relayUrl! },
) {
  const events: AdapterEvent[] = []
  const adapter = createEvmAdapter({
    discovery: false,
    walletConnect: {
      ...(relay.own ? { relayUrl: relay.own } : {}),
      storage,
      storagePrefix,
      metadata: {
        name: 'Foyer adapter test',
        description: 'The EVM adapter over WalletConnect',
        url: 'https://app.foyer.test',
        icons: [],
      },
    },
  })
  adapter.setup({
    networks: devnetNetworks(stack),
    emit: (event) => events.push(event),
    ...(relay.services ? { relayUrl: relay.services } : {}),
  })
  adapters.push(adapter)
  return { adapter, events }
}

/** The pairing uris the adapter reported, in order. */
const urisOf = (events: AdapterEvent[]) =>
  events.flatMap((event) => (event.type === 'walletConnectUri' ? [event.uri] : []))

/** Waits for the adapter's `count`-th pairing uri. */
async function nextUri(events: AdapterEvent[], count = 1): Promise<string> {
  await vi.waitFor(() => expect(urisOf(events).length).toBeGreaterThanOrEqual(count), {
    timeout: 30_000,
  })
  return urisOf(events)[count - 1]!
}

let pages = 0
const freshPrefix = () => `adapter-test-${++pages}`

describe('the WalletConnect connector through a real relay and a real Sign client wallet', () => {
  it('is offered as a WALLET_CONNECT connector without loading WalletConnect', () => {
    const { adapter } = loadPage(new WalletConnectMemoryStorage(), freshPrefix())
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: WALLET_CONNECT_CONNECTOR_ID,
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
        chain: 'eip155',
        chains: ['eip155:31337', 'eip155:31338'],
      }),
    ])
  })

  it("pairs through the client's services.relay when the connector names no relay", async () => {
    const page = loadPage(new WalletConnectMemoryStorage(), freshPrefix(), {
      services: stack.relayUrl!,
    })
    const connecting = page.adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(await wallet.pair(await nextUri(page.events))).toMatchObject({ approved: true })
    expect((await connecting).accounts).toEqual([
      { namespace: 'eip155', address: stack.accounts[0]!.address, type: 'eoa' },
    ])
  })

  it('refuses to pair with no relay at all, naming both places to set one', async () => {
    const page = loadPage(new WalletConnectMemoryStorage(), freshPrefix(), {})
    await expect(
      page.adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID }),
    ).rejects.toThrow(/set services\.relay or walletConnect\.relayUrl/)
  })

  it('pairs, signs, sends on both devnets, survives a reload and hears a wallet-side delete', async () => {
    const storage = new WalletConnectMemoryStorage()
    const prefix = freshPrefix()
    const first = loadPage(storage, prefix)
    const connecting = first.adapter.connect({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      caipNetworkId: 'eip155:31337',
    })
    const uri = await nextUri(first.events)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(await wallet.pair(uri)).toMatchObject({
      approved: true,
      peer: { name: 'Foyer adapter test', url: 'https://app.foyer.test' },
    })
    const account = stack.accounts[0]!.address
    expect(await connecting).toEqual({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      accounts: [{ namespace: 'eip155', address: account, type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    })
    expect(wallet.sessions()).toEqual([
      expect.objectContaining({
        chains: expect.arrayContaining(['eip155:31337', 'eip155:31338']),
        peer: { name: 'Foyer adapter test', url: 'https://app.foyer.test' },
      }),
    ])

    const signature = await first.adapter.signMessage!({
      message: 'over WalletConnect',
      address: account,
    })
    expect(
      await verifyMessage({
        address: account,
        message: 'over WalletConnect',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    const receiver = stack.accounts[1]!.address
    const hash = await first.adapter.sendTransaction!({
      request: { to: receiver, value: 1234n },
      address: account,
    })
    const receipt = await devnetClient(stack, 31337).waitForTransactionReceipt({
      hash: hash as `0x${string}`,
    })
    expect(receipt).toMatchObject({ status: 'success', from: account.toLowerCase() })

    const second = stack.chains[1]!
    await first.adapter.switchNetwork!(devnetNetworks(stack)[1]!)
    expect(first.events).toContainEqual({ type: 'networkChanged', caipNetworkId: 'eip155:31338' })
    const hashOnSecond = await first.adapter.sendTransaction!({
      request: { to: receiver, value: 5678n },
      address: account,
    })
    const onSecond = await devnetClient(stack, second.chainId).waitForTransactionReceipt({
      hash: hashOnSecond as `0x${string}`,
    })
    expect(onSecond.status).toBe('success')

    // A reload: the page's objects are gone, the stored session is not. (WalletConnect keeps
    // one core per storage prefix in a global; a new page has fresh globals.)
    first.adapter.destroy?.()
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    const reloaded = loadPage(storage, prefix)
    const restored = await reloaded.adapter.reconnect!({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(restored).toEqual({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      accounts: [{ namespace: 'eip155', address: account, type: 'eoa' }],
      caipNetworkId: 'eip155:31338',
    })
    expect(urisOf(reloaded.events)).toEqual([])
    const again = await reloaded.adapter.signMessage!({
      message: 'after a reload',
      address: account,
    })
    expect(
      await verifyMessage({
        address: account,
        message: 'after a reload',
        signature: again as `0x${string}`,
      }),
    ).toBe(true)

    await wallet.disconnectSession()
    await vi.waitFor(() => expect(reloaded.events).toContainEqual({ type: 'disconnected' }), {
      timeout: 20_000,
    })
    // Nothing is left to restore.
    expect(await reloaded.adapter.reconnect!({ connectorId: WALLET_CONNECT_CONNECTOR_ID })).toBe(
      undefined,
    )
  }, 120_000)

  it('disconnecting from the app ends the session in the wallet', async () => {
    const { adapter, events } = loadPage(new WalletConnectMemoryStorage(), freshPrefix())
    const connecting = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await wallet.pair(await nextUri(events))
    await connecting
    expect(wallet.sessions()).toHaveLength(1)
    await adapter.disconnect()
    await vi.waitFor(() => expect(wallet.sessions()).toEqual([]), { timeout: 20_000 })
    expect(await adapter.reconnect!({ connectorId: WALLET_CONNECT_CONNECTOR_ID })).toBe(undefined)
  }, 60_000)

  it('a proposal or a signature the wallet rejects fails with the SPEC message', async () => {
    const { adapter, events } = loadPage(new WalletConnectMemoryStorage(), freshPrefix())
    await wallet.queueDecisions(['reject'])
    const refused = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(await wallet.pair(await nextUri(events))).toMatchObject({ approved: false })
    const error = await expectFoyerError(refused, 'USER_REJECTED')
    expect(error.shortMessage).toBe('User rejected the request.')

    // A retry pairs anew (a second uri) and works.
    const connecting = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await wallet.pair(await nextUri(events, 2))
    const { accounts } = await connecting
    await wallet.queueDecisions(['reject'])
    await expectFoyerError(
      adapter.signMessage!({ message: 'no', address: accounts[0]!.address }),
      'USER_REJECTED',
    )
  }, 60_000)

  it('a new pairing supersedes the pending one: only the newest uri connects', async () => {
    const { adapter, events } = loadPage(new WalletConnectMemoryStorage(), freshPrefix())
    const older = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    const olderUri = await nextUri(events)
    const newer = adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    const newerUri = await nextUri(events, 2)
    expect(newerUri).not.toBe(olderUri)
    let olderSettled = false
    const settled = () => {
      olderSettled = true
    }
    older.then(settled, settled)
    // The older attempt does not fail while the newer one is on show.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(olderSettled).toBe(false)

    await wallet.pair(newerUri)
    expect((await newer).accounts).toHaveLength(1)
    await expectFoyerError(older, 'REQUEST_ABORTED')
  }, 60_000)
})
