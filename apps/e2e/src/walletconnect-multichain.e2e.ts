import { deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import { deriveSolanaTestKey } from '@foyer/test-wallet/solana'
import {
  type WalletConnectTestWalletClient,
  walletConnectTestWalletClient,
} from '@foyer/test-wallet/walletconnect'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Verifier } from 'bip322-js'
import { beforeAll, describe, expect, test } from 'vitest'
import { modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, expectText, viewLocator } from './harness/views.js'

// One WalletConnect pairing for every namespace: the demo (EVM, Solana and Bitcoin adapters)
// pairs with the stack's WalletConnect test wallet through the local relay; the session holds
// eip155, solana and bip122 accounts, and the Solana and Bitcoin panels sign over it.
const PREFIX = 'walletconnect-multichain'
const demo = useDemoSession({ walletConnectWallet: true })
let wallet: WalletConnectTestWalletClient

beforeAll(() => {
  const url = demo.session.stack.walletConnectWalletUrl
  if (!url) throw new Error('The stack runs no WalletConnect test wallet')
  wallet = walletConnectTestWalletClient(url)
})

describe('one WalletConnect session for eip155, solana and bip122', () => {
  test('one pairing connects the three namespaces', async () => {
    await demo.page.click('#connect')
    const connect = await checkView(demo.page, 'Connect', PREFIX)
    await connect.getByTestId('wallet-option-walletConnect').click()
    await checkView(demo.page, 'ConnectingWalletConnect', PREFIX)
    const copy = viewLocator(demo.page, 'ConnectingWalletConnect').getByTestId('foyer-wc-copy')
    await expect
      .poll(async () => (await copy.getAttribute('data-wc-uri')) ?? '', { timeout: 30_000 })
      .toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const outcome = await wallet.pair((await copy.getAttribute('data-wc-uri')) ?? '')
    expect(outcome).toMatchObject({ approved: true })
    await modalClosed(demo.page)
    const { mnemonic, solana, bitcoin } = demo.session.stack
    const solanaAddress = deriveSolanaTestKey(mnemonic).address
    const { payment } = deriveBitcoinTestAccount(mnemonic)
    await expectText(demo.page.getByTestId('demo-address'), demo.session.stack.accounts[0]!.address)
    await expectText(demo.page.getByTestId('demo-sol-address'), solanaAddress)
    await expectText(demo.page.getByTestId('demo-btc-payment'), payment.address)
    // SPEC §3 Account path: the wallet's derivation path reaches the app's account list.
    await expectText(demo.page.getByTestId('demo-btc-payment-path'), payment.path)
    const { sessions } = await wallet.state()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.accounts).toEqual(
      expect.arrayContaining([
        `${solana!.caipNetworkId}:${solanaAddress}`,
        expect.stringMatching(/^bip122:/),
        expect.stringMatching(/^eip155:31337:0x/),
      ]),
    )
    expect(bitcoin).toBeDefined()
  })

  test('signs a Solana message over the session (ed25519 verified here)', async () => {
    const address = deriveSolanaTestKey(demo.session.stack.mnemonic).address
    const message = 'Solana over WalletConnect'
    await demo.page.getByTestId('demo-sol-message').fill(message)
    await demo.page.getByTestId('demo-sol-sign').click()
    const line = demo.page.getByTestId('demo-sol-signature')
    await expectText(line, /^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    const signature = base58.decode((await line.textContent()) ?? '')
    const encode = (text: string) => new TextEncoder().encode(text)
    expect(ed25519.verify(signature, encode(message), base58.decode(address))).toBe(true)
  })

  test('signs BIP-322 over the session (verified with bip322-js)', async () => {
    const { payment } = deriveBitcoinTestAccount(demo.session.stack.mnemonic)
    await demo.page.getByTestId('demo-btc-sign').click()
    const line = demo.page.getByTestId('demo-btc-signature')
    await expectText(line, /^[A-Za-z0-9+/]+=*$/)
    const message = 'Hello from the Foyer demo'
    expect(
      Verifier.verifySignature(payment.address, message, (await line.textContent()) ?? ''),
    ).toBe(true)
  })

  test('a wallet rejection shows the error; a disconnect from the wallet ends every namespace', async () => {
    await wallet.queueDecisions(['reject'])
    await demo.page.getByTestId('demo-sol-sign').click()
    await expectText(demo.page.getByTestId('demo-sol-signature'), /User rejected the request/)
    await wallet.disconnect()
    await expectText(demo.page.getByTestId('demo-status'), 'disconnected')
    await expectText(demo.page.getByTestId('demo-sol-address'), '—')
    await expectText(demo.page.getByTestId('demo-btc-payment'), '—')
  })
})
