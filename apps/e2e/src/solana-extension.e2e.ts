import {
  configureTestWalletExtensionSolana,
  queueTestWalletExtensionDecisions,
} from '@foyer/test-wallet/extension'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { beforeAll, expect, test } from 'vitest'
import { connectTestWallet } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText } from './harness/views.js'

// The test wallet as the real MV3 extension: its Solana side is a Wallet Standard wallet in
// the page (no key there) whose requests cross the extension's bridge to the service worker,
// which signs with the mnemonic's m/44'/501'/0'/0' key and decides from the same queue.
const demo = useDemoSession()

beforeAll(async () => {
  const solana = demo.session.stack.solana
  if (!solana) throw new Error('The stack runs no local Solana')
  await configureTestWalletExtensionSolana(demo.session.browser.context, {
    rpcUrl: solana.rpcUrl,
    reset: true,
  })
  // The page's Solana wallet appears in pages loaded once the extension has a Solana RPC.
  await demo.page.reload()
  await demo.page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
})

test('connects the extension in EVM and Solana with one row of the modal', async () => {
  await connectTestWallet(demo.page, 'solana-extension')
  await expectText(
    demo.page.getByTestId('demo-sol-address'),
    demo.session.stack.solana!.accounts[0]!,
  )
  await expectText(demo.page.getByTestId('demo-sol-token'), '1000 FSD')
})

test('signs through the extension; the ed25519 signature verifies; a rejection signs nothing', async () => {
  const address = demo.session.stack.solana!.accounts[0]!
  const message = 'Signed by the Foyer test wallet extension'
  await demo.page.getByTestId('demo-sol-message').fill(message)
  await queueTestWalletExtensionDecisions(demo.session.browser.context, ['reject'])
  await demo.page.getByTestId('demo-sol-sign').click()
  await expectText(demo.page.getByTestId('demo-sol-signature'), /User rejected the request\./)
  await demo.page.getByTestId('demo-sol-sign').click()
  const line = demo.page.getByTestId('demo-sol-signature')
  await expectText(line, /^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const signature = base58.decode((await line.textContent()) ?? '')
  const encode = (text: string) => new TextEncoder().encode(text)
  expect(ed25519.verify(signature, encode(message), base58.decode(address))).toBe(true)
  expect(ed25519.verify(signature, encode(`${message}!`), base58.decode(address))).toBe(false)
})

test('a reload reconnects the Solana side silently (the extension remembers the site)', async () => {
  await demo.page.reload()
  await demo.page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
  await expectText(demo.page.getByTestId('demo-status'), 'connected')
  await expectText(
    demo.page.getByTestId('demo-sol-address'),
    demo.session.stack.solana!.accounts[0]!,
  )
})
