// @vitest-environment happy-dom
import type { AdapterEvent } from '@foyer/core'
import {
  announceProvider,
  createTestWalletProvider,
  TEST_WALLET_RDNS,
  type TestWalletProvider,
  testWalletProviderInfo,
} from '@foyer/test-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../create-evm-adapter.js'
import { INJECTED_CONNECTOR_ID } from '../discovery/injected.js'
import { localNetwork } from '../test-utils/networks.js'

// eth_accounts and eth_chainId are answered by the wallet itself: no node is needed here.
const RPC_URL = 'http://127.0.0.1:9'
const network = localNetwork(31337, [RPC_URL])
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

function page(reconnectTimeoutMs = 1_000) {
  const events: AdapterEvent[] = []
  const adapter = createEvmAdapter({ reconnectTimeoutMs })
  adapter.setup({ networks: [network], emit: (event) => events.push(event) })
  cleanups.push(() => adapter.destroy?.())
  return { adapter, events }
}

function announce(provider: TestWalletProvider) {
  const stop = announceProvider(window, { info: testWalletProviderInfo(), provider })
  cleanups.push(stop)
  return stop
}

/** A wallet that already permitted this page (as before the reload). */
async function permittedWallet() {
  const wallet = createTestWalletProvider({
    chains: [{ chainId: 31337, rpcUrl: RPC_URL }],
    origin: 'https://app.test',
  })
  const stop = announce(wallet)
  const first = page()
  const result = await first.adapter.connect({ connectorId: TEST_WALLET_RDNS })
  first.adapter.destroy?.()
  stop()
  return { wallet, result }
}

describe('reconnect', () => {
  it('waits for the stored wallet to announce itself after the reload', async () => {
    const { wallet, result } = await permittedWallet()
    const { adapter } = page()
    expect(adapter.getConnectors()).toEqual([])
    const pending = adapter.reconnect?.({ connectorId: TEST_WALLET_RDNS })
    setTimeout(() => announce(wallet), 100)
    await expect(pending).resolves.toEqual(result)
    expect(result.accounts).toHaveLength(1)
  })

  it('gives up (undefined) when the wallet never announces', async () => {
    await permittedWallet()
    const { adapter } = page(200)
    await expect(adapter.reconnect?.({ connectorId: TEST_WALLET_RDNS })).resolves.toBeUndefined()
  })

  it('finds a window.ethereum that is injected late, without any event', async () => {
    const wallet = createTestWalletProvider({
      chains: [{ chainId: 31337, rpcUrl: RPC_URL }],
      origin: 'https://app.test',
    })
    ;(window as { ethereum?: unknown }).ethereum = wallet
    const first = page()
    const result = await first.adapter.connect({ connectorId: INJECTED_CONNECTOR_ID })
    first.adapter.destroy?.()
    delete (window as { ethereum?: unknown }).ethereum

    const { adapter } = page()
    const pending = adapter.reconnect?.({ connectorId: INJECTED_CONNECTOR_ID })
    setTimeout(() => {
      ;(window as { ethereum?: unknown }).ethereum = wallet
    }, 150)
    await expect(pending).resolves.toEqual(result)
  })

  it('follows the restored wallet: a later account switch is reported', async () => {
    const { wallet } = await permittedWallet()
    announce(wallet)
    const { adapter, events } = page()
    await adapter.reconnect?.({ connectorId: TEST_WALLET_RDNS })
    const address = await wallet.switchAccount(3)
    await expect
      .poll(() => events.find((event) => event.type === 'accountsChanged'))
      .toEqual({
        type: 'accountsChanged',
        accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      })
  })
})
