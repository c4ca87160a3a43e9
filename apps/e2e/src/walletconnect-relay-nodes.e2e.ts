import {
  type WalletConnectTestWalletClient,
  walletConnectTestWalletClient,
} from '@foyer/test-wallet/walletconnect'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { modalClosed } from './harness/flows.js'
import { relayClusterUnavailableReason } from './harness/relay-cluster.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, expectText, viewLocator } from './harness/views.js'

// WalletConnect across two relay nodes: the demo's production build talks to the stack's
// relay, the stack's WalletConnect test wallet to a second relay node, and the two nodes share
// one Debian redis-server. The pairing, the session and a signature all cross nodes.
const PREFIX = 'walletconnect-relay-nodes'
const skipReason = relayClusterUnavailableReason()
if (skipReason) console.warn(skipReason)

/** Relay `/health` as far as this test reads it. */
async function connectionsOf(relayUrl: string): Promise<number> {
  const response = await fetch(`${relayUrl.replace(/^ws/, 'http')}/health`)
  return ((await response.json()) as { connections: number }).connections
}

/** The pairing uri the QR view shows, read from its copy-link button. */
async function pairingUri(page: Page): Promise<string> {
  const copy = viewLocator(page, 'ConnectingWalletConnect').getByTestId('foyer-wc-copy')
  await expect
    .poll(async () => (await copy.getAttribute('data-wc-uri')) ?? '', { timeout: 30_000 })
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return (await copy.getAttribute('data-wc-uri')) ?? ''
}

describe.skipIf(skipReason !== undefined)('the demo and the WC wallet on two relay nodes', () => {
  const demo = useDemoSession({ walletConnectWallet: true, walletConnectRelay: 'second-node' })
  let wallet: WalletConnectTestWalletClient

  beforeAll(() => {
    wallet = walletConnectTestWalletClient(demo.session.stack.walletConnectWalletUrl ?? '')
  })

  test('pair through Redis, sign a message and disconnect across nodes', async () => {
    const { stack, relayCluster } = demo.session
    const secondNode = relayCluster?.secondNode
    expect(secondNode?.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(secondNode?.url).not.toBe(stack.relayUrl)
    await demo.page.click('#connect')
    const connect = await checkView(demo.page, 'Connect', PREFIX)
    await connect.getByTestId('wallet-option-walletConnect').click()
    await checkView(demo.page, 'ConnectingWalletConnect', PREFIX)
    const uri = await pairingUri(demo.page)
    expect(await wallet.pair(uri)).toMatchObject({ approved: true })
    await expectText(demo.page.getByTestId('demo-status'), 'connected')
    await modalClosed(demo.page)
    const account = stack.accounts[0]!.address as `0x${string}`
    await expectText(demo.page.getByTestId('demo-address'), account)
    expect((await wallet.state()).sessions).toHaveLength(1)
    // Each side used its own node: the wallet the second node only, the demo the stack's relay.
    expect(secondNode?.stats().connections).toBe(1)
    expect(await connectionsOf(stack.relayUrl ?? '')).toBe(1)

    const message = 'Signed across two relay nodes'
    await demo.page.getByTestId('demo-sign-input').fill(message)
    await demo.page.getByTestId('demo-sign-button').click()
    await expectText(
      demo.page.getByTestId('demo-signature-verdict'),
      `Valid signature by ${account}`,
    )
    const signature = (await demo.page.getByTestId('demo-signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: account, message, signature })).toBe(true)

    await wallet.disconnect()
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
  })
})
