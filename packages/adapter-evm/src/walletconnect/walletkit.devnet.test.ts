import type { AdapterEvent } from '@foyer/core'
import {
  type Devstack,
  type RunningWalletConnectWallet,
  startDevstack,
  startWalletConnectWallet,
} from '@foyer/devstack'
import {
  WalletConnectMemoryStorage,
  type WalletConnectTestWalletClient,
  walletConnectTestWalletClient,
} from '@foyer/test-wallet/walletconnect'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../create-evm-adapter.js'
import { devnetClient, devnetNetworks } from '../test-utils/devnets.js'
import { expectFoyerError } from '../test-utils/expect-foyer-error.js'
import { refuseOutsideRequests } from '../test-utils/outside-requests.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './options.js'

// The EVM adapter against a wallet no one here wrote: Reown's WalletKit (the SDK real mobile
// wallets are built on) on the stack's relay, answering from the test wallet's engine, in a
// process of its own (driven through its control API).
let stack: Devstack
let running: RunningWalletConnectWallet
let wallet: WalletConnectTestWalletClient
let guard: ReturnType<typeof refuseOutsideRequests>
const adapters: EvmAdapter[] = []

beforeAll(async () => {
  guard = refuseOutsideRequests()
  stack = await startDevstack({ directory: false, startTimeoutMs: 60_000 })
  running = await startWalletConnectWallet(0, stack.relayUrl!, stack.chains, stack.mnemonic, {
    sdk: 'walletkit',
  })
  wallet = walletConnectTestWalletClient(running.url)
  expect((await wallet.state()).sdk).toBe('walletkit')
}, 120_000)

afterAll(async () => {
  for (const adapter of adapters.splice(0)) adapter.destroy?.()
  await running?.close()
  await stack?.stop()
  guard.restore()
  expect(guard.attempted).toEqual([])
}, 60_000)

function loadPage(storage: WalletConnectMemoryStorage, storagePrefix: string) {
  const events: AdapterEvent[] = []
  const adapter = createEvmAdapter({
    discovery: false,
    walletConnect: {
      relayUrl: stack.relayUrl!,
      storage,
      storagePrefix,
      metadata: {
        name: 'Foyer',
        description: 'WalletKit',
        url: 'https://app.foyer.test',
        icons: [],
      },
    },
  })
  adapter.setup({ networks: devnetNetworks(stack), emit: (event) => events.push(event) })
  adapters.push(adapter)
  return { adapter, events }
}

async function nextUri(events: AdapterEvent[]): Promise<string> {
  const uri = () => events.find((event) => event.type === 'walletConnectUri')
  await vi.waitFor(() => expect(uri()).toBeDefined(), { timeout: 30_000 })
  return (uri() as { uri: string }).uri
}

describe('the WalletConnect connector against a WalletKit wallet', () => {
  it('pairs, signs, sends, switches, survives a reload and hears a wallet-side delete', async () => {
    const storage = new WalletConnectMemoryStorage()
    const first = loadPage(storage, 'walletkit-test')
    const connecting = first.adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(await wallet.pair(await nextUri(first.events))).toMatchObject({ approved: true })
    const account = stack.accounts[0]!.address
    expect((await connecting).accounts).toEqual([
      { namespace: 'eip155', address: account, type: 'eoa' },
    ])

    const message = 'signed by WalletKit'
    const signature = await first.adapter.signMessage!({ message, address: account })
    expect(
      await verifyMessage({ address: account, message, signature: signature as `0x${string}` }),
    ).toBe(true)

    await first.adapter.switchNetwork!(devnetNetworks(stack)[1]!)
    expect(first.events).toContainEqual({ type: 'networkChanged', caipNetworkId: 'eip155:31338' })
    const hash = await first.adapter.sendTransaction!({
      request: { to: stack.accounts[1]!.address, value: 4321n },
      address: account,
    })
    const receipt = await devnetClient(stack, 31338).waitForTransactionReceipt({
      hash: hash as `0x${string}`,
    })
    expect(receipt).toMatchObject({ status: 'success', from: account.toLowerCase() })

    first.adapter.destroy?.()
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    const reloaded = loadPage(storage, 'walletkit-test')
    expect(await reloaded.adapter.reconnect!({ connectorId: WALLET_CONNECT_CONNECTOR_ID })).toEqual(
      expect.objectContaining({ caipNetworkId: 'eip155:31338' }),
    )
    await wallet.disconnect()
    await vi.waitFor(() => expect(reloaded.events).toContainEqual({ type: 'disconnected' }), {
      timeout: 20_000,
    })
    vi.unstubAllEnvs()
  }, 120_000)

  it('a refused switch keeps the session; 4902 adds the chain; a signature hands off while it waits', async () => {
    await wallet.configure({ chainBehaviour: { sessionChains: 'current', switchChain: 'refuse' } })
    const page = loadPage(new WalletConnectMemoryStorage(), 'walletkit-refusals')
    const connecting = page.adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(await wallet.pair(await nextUri(page.events))).toMatchObject({ approved: true })
    const account = (await connecting).accounts[0]!.address
    // Only the wallet's current chain: a switch to the other reaches the wallet.
    const granted = (await wallet.state()).sessions[0]?.chains ?? []
    expect(granted).toHaveLength(1)
    const second = devnetNetworks(stack).find((network) => network.caipNetworkId !== granted[0])!
    await expectFoyerError(page.adapter.switchNetwork!(second), 'CHAIN_NOT_SUPPORTED')
    expect((await wallet.state()).sessions).toHaveLength(1)
    expect(page.events).not.toContainEqual({ type: 'disconnected' })

    await wallet.configure({ chainBehaviour: { switchChain: 'unrecognized' } })
    await page.adapter.switchNetwork!(second)
    // Right after the switch, before the wallet's session update: still the same account.
    expect(
      await page.adapter.getConnectors()[0]!.provider.request({ method: 'eth_accounts' }),
    ).toEqual([account])
    expect((await wallet.state()).activity.map((entry) => entry.method).slice(-3)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect((await wallet.state()).sessions[0]?.chains).toContain(second.caipNetworkId)

    const before = page.events.length
    await page.adapter.signMessage!({ message: 'handed off', address: account })
    expect(page.events.slice(before).filter((event) => event.type === 'walletRequest')).toEqual([
      { type: 'walletRequest', handoff: { walletName: 'Foyer Test Wallet' } },
      { type: 'walletRequest' },
    ])
    await wallet.configure({ chainBehaviour: { sessionChains: 'all', switchChain: 'answer' } })
    await wallet.disconnect()
  }, 120_000)
})
