import { deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import {
  queueTestWalletExtensionDecisions,
  readTestWalletExtensionState,
} from '@foyer/test-wallet/extension'
import { readTestWalletExtensionBitcoin } from '@foyer/test-wallet/extension-bitcoin'
import { Verifier } from 'bip322-js'
import { expect, test } from 'vitest'
import { connectTestWallet } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText } from './harness/views.js'

// The test wallet EXTENSION's Bitcoin side (MV3, loaded with --load-extension): its page
// script registers a Wallet Standard wallet with the bitcoin features, whose requests cross
// the content script to the service worker, where the BIP-84/86 keys of the wallet's
// mnemonic sign and its approve/reject decisions apply. The demo injects nothing here.
const PREFIX = 'bitcoin-extension'
const demo = useDemoSession({ bitcoinExtension: true })

test('connects through the modal: payment and ordinals accounts of the extension, balance', async () => {
  const keys = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 0)
  // The demo found the extension's wallet and injected none of its own.
  expect(await demo.page.evaluate(() => 'BitcoinProvider' in window)).toBe(true)
  await connectTestWallet(demo.page, PREFIX)
  await expectText(demo.page.getByTestId('demo-btc-payment'), keys.payment.address)
  await expectText(demo.page.getByTestId('demo-btc-ordinals'), keys.ordinals.address)
  await expectText(demo.page.getByTestId('demo-btc-balance'), '1 BTC')
  // The worker granted the demo's origin, and keeps it in the extension's storage.
  const origin = new URL(demo.page.url()).origin
  expect(
    (await readTestWalletExtensionBitcoin(demo.session.browser.context)).approvedOrigins,
  ).toEqual([origin])
})

test('signs a BIP-322 message in the extension, verified by bip322-js; a rejection signs nothing', async () => {
  const keys = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 0)
  const message = 'Hello from the Foyer demo'
  await demo.page.getByTestId('demo-btc-sign').click()
  const signature = demo.page.getByTestId('demo-btc-signature')
  await expectText(signature, /^[A-Za-z0-9+/]+=*$/)
  const text = (await signature.textContent()) ?? ''
  expect(Verifier.verifySignature(keys.payment.address, message, text)).toBe(true)
  expect(Verifier.verifySignature(keys.payment.address, `${message}!`, text)).toBe(false)

  // The person refuses in the wallet: the same decision queue as the EVM side.
  await queueTestWalletExtensionDecisions(demo.session.browser.context, ['reject'])
  await demo.page.getByTestId('demo-btc-sign').click()
  await expectText(signature, /User rejected the request/)
  expect(
    (await readTestWalletExtensionState(demo.session.browser.context)).pendingDecisions,
  ).toEqual([])
})

test('after a reload the extension still knows the site and the Bitcoin accounts reconnect', async () => {
  const keys = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 0)
  await demo.page.reload()
  await expectText(demo.page.getByTestId('demo-status'), 'connected')
  await expectText(demo.page.getByTestId('demo-btc-payment'), keys.payment.address)
  await expectText(demo.page.getByTestId('demo-btc-ordinals'), keys.ordinals.address)
  // Reconnected silently: still signing without a new connect prompt.
  await demo.page.getByTestId('demo-btc-sign').click()
  const signature = demo.page.getByTestId('demo-btc-signature')
  await expectText(signature, /^[A-Za-z0-9+/]+=*$/)
  const text = (await signature.textContent()) ?? ''
  expect(Verifier.verifySignature(keys.payment.address, 'Hello from the Foyer demo', text)).toBe(
    true,
  )
})
