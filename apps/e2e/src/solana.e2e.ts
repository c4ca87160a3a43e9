import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { expect, test } from 'vitest'
import { stackInboxUrl } from './harness/auth-inbox.js'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import {
  approveInFrame,
  EMBEDDED_WALLET_FRAME,
  logInWithEmail,
} from './harness/embedded-wallet-flows.js'
import { closeModalIfOpen, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

// `npm run demo` with nothing installed: the demo injects the test wallet, whose Solana side
// (m/44'/501'/0'/0' of the devnet mnemonic, a Wallet Standard wallet) uses the stack's local
// Solana RPC. One row in the modal connects the wallet's EVM and Solana sides together. The
// embedded wallet is on too: an email user's Solana account (the frame's key) comes last.
const PREFIX = 'solana'
const demo = useDemoSession({ testWallet: 'injected', embeddedWallet: true })

/** Console errors of the demo's tab (a refused request shows as one: "… status of 400 …"). */
const consoleErrors: string[] = []

function localSolana() {
  const solana = demo.session.stack.solana
  if (!solana) throw new Error('The stack runs no local Solana')
  return solana
}

/** Lamports of `address`, read from the local RPC (not through the demo). */
async function lamportsOf(address: string): Promise<number> {
  const response = await fetch(localSolana().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  const answer = (await response.json()) as { result: { value: number } }
  return answer.result.value
}

/** Base units of the seeded SPL token held by `owner`, read from the local RPC (all its accounts). */
async function tokenUnitsOf(owner: string): Promise<bigint> {
  const solana = localSolana()
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint: solana.token.mint }, { encoding: 'jsonParsed' }],
    }),
  })
  const answer = (await response.json()) as {
    result: {
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
    }
  }
  return answer.result.value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

/** Lamports as the demo shows SOL: 9 decimals, trailing zeros dropped. */
function formatSol(lamports: number): string {
  const digits = String(lamports).padStart(10, '0')
  const fraction = digits.slice(-9).replace(/0+$/, '')
  return `${digits.slice(0, -9)}${fraction ? `.${fraction}` : ''} SOL`
}

/** Switches the active network from the modal's Networks view. */
async function switchTo(caipNetworkId: string) {
  await demo.page.getByTestId('foyer-network-button').click()
  const networks = await checkView(demo.page, 'Networks', `${PREFIX}-${caipNetworkId.slice(0, 6)}`)
  await networks.getByTestId(`network-option-${caipNetworkId}`).click()
  await modalClosed(demo.page)
}

test('one row connects the test wallet in EVM and Solana: SOL and the SPL token from the local RPC', async () => {
  demo.page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  const solana = localSolana()
  await demo.page.click('#connect')
  const connect = await checkView(demo.page, 'Connect', PREFIX)
  // The wallet serves both namespaces and is listed once.
  expect(await connect.getByText('Foyer Test Wallet', { exact: true }).count()).toBe(1)
  await connect.getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`).click()
  await expectText(demo.page.getByTestId('demo-status'), 'connected')
  await modalClosed(demo.page)
  await expectText(demo.page.getByTestId('demo-sol-address'), solana.accounts[0]!)
  // Account 0 is seeded with 1000 SOL (less what it paid to create the token) and 1000 FSD
  // (Token-2022, 6 decimals, symbol on the mint).
  const lamports = await lamportsOf(solana.accounts[0]!)
  expect(lamports).toBeGreaterThan(999_000_000_000)
  await expectText(demo.page.getByTestId('demo-sol-balance'), formatSol(lamports))
  await expectText(demo.page.getByTestId('demo-sol-token'), '1000 FSD')
  // The EVM side stays the active one.
  await expectText(
    demo.page.getByTestId('demo-caip-address'),
    `eip155:31337:${demo.session.stack.accounts[0]!.address}`,
  )
})

test('Networks lists the local Solana network; switching to it shows the Solana account', async () => {
  const solana = localSolana()
  await switchTo(solana.caipNetworkId)
  await expectText(
    demo.page.getByTestId('demo-network'),
    `Foyer Solana (local) (${solana.caipNetworkId})`,
  )
  await expectText(
    demo.page.getByTestId('demo-caip-address'),
    `${solana.caipNetworkId}:${solana.accounts[0]}`,
  )
  await expectText(
    demo.page.getByTestId('demo-balance'),
    formatSol(await lamportsOf(solana.accounts[0]!)),
  )
})

test('sends SOL from the modal Send view; the recipient balance changes on the local RPC', async () => {
  const solana = localSolana()
  const recipient = solana.accounts[1]!
  const before = await lamportsOf(recipient)
  const senderBefore = await lamportsOf(solana.accounts[0]!)
  await demo.page.click('#connect')
  const account = await checkView(demo.page, 'Account', PREFIX)
  await account.getByTestId('foyer-account-send').click()
  const send = await checkView(demo.page, 'WalletSend', PREFIX)
  await expectText(send.getByTestId('foyer-send-token-symbol'), 'SOL')
  await send.getByTestId('foyer-send-amount').fill('1.5')
  await send.getByTestId('foyer-send-receiver').fill(recipient)
  await send.getByTestId('foyer-send-submit').click()
  await expectText(dialogLocator(demo.page).getByTestId('foyer-toast'), 'Transaction started')
  await viewLocator(demo.page, 'Account').waitFor()
  expect((await lamportsOf(recipient)) - before).toBe(1_500_000_000)
  // 1.5 SOL and the 5000-lamport fee (one signature).
  const senderAfter = await lamportsOf(solana.accounts[0]!)
  expect(senderBefore - senderAfter).toBe(1_500_005_000)
  await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
  await modalClosed(demo.page)
  await expectText(demo.page.getByTestId('demo-sol-balance'), formatSol(senderAfter))
})

test('sends the SPL token from the Send view to a new address: its token account is created, exact to the base unit', async () => {
  const solana = localSolana()
  const sender = solana.accounts[0]!
  // A fresh owner with no token account (and no SOL): the send creates its associated one.
  const receiver = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
  expect(await tokenUnitsOf(receiver)).toBe(0n)
  const senderBefore = await tokenUnitsOf(sender)
  await demo.page.click('#connect')
  const account = await checkView(demo.page, 'Account', `${PREFIX}-spl`)
  // The Tokens tab lists SOL and the SPL token of the Solana account, read from the chain.
  const tokens = account.getByTestId('foyer-tokens')
  await expectText(tokens.getByTestId('foyer-token-SOL'), / SOL$/)
  await expectText(tokens.getByTestId('foyer-token-FSD'), /Foyer Solana Dollar1,000\.000 FSD$/)
  await account.getByTestId('foyer-account-send').click()
  const send = await checkView(demo.page, 'WalletSend', `${PREFIX}-spl`)
  await send.getByTestId('foyer-send-token').click()
  const fsd = send.getByTestId('foyer-token-option-FSD')
  await expectText(fsd.locator('.foyer-token-option-amounts'), /^1,000\.000 FSD/)
  await fsd.click()
  await expectText(send.getByTestId('foyer-send-token-symbol'), 'FSD')
  await send.getByTestId('foyer-send-amount').fill('2.5')
  await send.getByTestId('foyer-send-receiver').fill(receiver)
  await send.getByTestId('foyer-send-submit').click()
  await expectText(dialogLocator(demo.page).getByTestId('foyer-toast'), 'Transaction started')
  await viewLocator(demo.page, 'Account').waitFor()
  expect(await tokenUnitsOf(receiver)).toBe(2_500_000n)
  expect(senderBefore - (await tokenUnitsOf(sender))).toBe(2_500_000n)
  await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
  await modalClosed(demo.page)
})

test('signs a message; the ed25519 signature verifies against the Solana address', async () => {
  const address = localSolana().accounts[0]!
  const message = 'Hello from Solana and Foyer'
  await demo.page.getByTestId('demo-sol-message').fill(message)
  await demo.page.getByTestId('demo-sol-sign').click()
  const line = demo.page.getByTestId('demo-sol-signature')
  await expectText(line, /^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const signature = base58.decode((await line.textContent()) ?? '')
  const publicKey = base58.decode(address)
  const encode = (text: string) => new TextEncoder().encode(text)
  expect(ed25519.verify(signature, encode(message), publicKey)).toBe(true)
  expect(ed25519.verify(signature, encode(`${message}.`), publicKey)).toBe(false)
})

test('after a reload both namespaces reconnect and Solana stays the active one; switching shows each account', async () => {
  const solana = localSolana()
  const evmAddress = demo.session.stack.accounts[0]!.address
  await demo.page.reload()
  await demo.page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
  await expectText(demo.page.getByTestId('demo-status'), 'connected')
  await expectText(demo.page.getByTestId('demo-sol-address'), solana.accounts[0]!)
  expect(await dialogLocator(demo.page).count()).toBe(0)
  // Solana was the active namespace before the reload and still is, though both sides came
  // back (silently: the site was granted) and the EVM one may answer last.
  await expectText(
    demo.page.getByTestId('demo-caip-address'),
    `${solana.caipNetworkId}:${solana.accounts[0]}`,
  )
  await expectText(
    demo.page.getByTestId('demo-network'),
    `Foyer Solana (local) (${solana.caipNetworkId})`,
  )
  await expectText(demo.page.getByTestId('demo-wallet'), 'Foyer Test Wallet')
  await switchTo('eip155:31338')
  await expectText(demo.page.getByTestId('demo-caip-address'), `eip155:31338:${evmAddress}`)
  await expectText(demo.page.getByTestId('demo-balance'), '42.5 ETH')
  // And back: with EVM active, a reload keeps EVM active (on the chain the wallet reports).
  await demo.page.reload()
  await demo.page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
  await expectText(demo.page.getByTestId('demo-sol-address'), solana.accounts[0]!)
  await expectText(
    demo.page.getByTestId('demo-caip-address'),
    new RegExp(`^eip155:3133[78]:${evmAddress}$`),
  )
})

test('no request was refused on the way (the account data service indexes no Solana: not asked)', () => {
  expect(consoleErrors.filter((text) => /status of 4\d\d/.test(text))).toEqual([])
})

test('an email user holds SOL: Solana address beside the EVM one, funded, sent from Send with the frame approval', async () => {
  const { page } = demo
  const solana = localSolana()
  const recipient = solana.accounts[2]!
  await closeModalIfOpen(page)
  await page.click('#connect')
  await page.getByTestId('foyer-disconnect').click()
  await expectText(page.getByTestId('demo-status'), 'disconnected')
  await closeModalIfOpen(page)
  await page.click('#connect')
  await logInWithEmail(page, stackInboxUrl(demo.session.stack), 'sol-holder@example.com')
  await viewLocator(page, 'Account').waitFor({ timeout: 60_000 })
  // The frame derived the user's Solana key: its address is connected beside the EVM one.
  const address = demo.page.getByTestId('demo-sol-address')
  await expectText(address, /^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const owner = (await address.textContent()) ?? ''
  await closeModalIfOpen(page)
  await switchTo(solana.caipNetworkId)
  await expectText(page.getByTestId('demo-caip-address'), `${solana.caipNetworkId}:${owner}`)
  // Funded by the local Solana's airdrop.
  await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [owner, 2e9] }),
  })
  await expect.poll(() => lamportsOf(owner)).toBe(2_000_000_000)
  const before = await lamportsOf(recipient)
  await page.click('#connect')
  const account = await checkView(page, 'Account', `${PREFIX}-email`)
  await expectText(
    account.getByTestId('foyer-account-email'),
    'Signed in as sol-holder@example.com',
  )
  await account.getByTestId('foyer-account-send').click()
  const send = await checkView(page, 'WalletSend', `${PREFIX}-email`)
  await expectText(send.getByTestId('foyer-send-token-symbol'), 'SOL')
  await expectText(send.getByTestId('foyer-send-balance'), /^Balance: 2/)
  await send.getByTestId('foyer-send-amount').fill('0.5')
  await send.getByTestId('foyer-send-receiver').fill(recipient)
  await send.getByTestId('foyer-send-submit').click()
  // The frame shows the transfer decoded; nothing is sent before the click inside it.
  const frame = page.frameLocator(EMBEDDED_WALLET_FRAME)
  await expectText(
    frame.locator('.details'),
    new RegExp(`Send 0\\.5 SOL from ${owner} to ${recipient}`),
  )
  expect(await lamportsOf(recipient)).toBe(before)
  await approveInFrame(page)
  await expectText(dialogLocator(page).getByTestId('foyer-toast'), 'Transaction started')
  await expect.poll(() => lamportsOf(recipient)).toBe(before + 500_000_000)
  expect(await lamportsOf(owner)).toBe(2_000_000_000 - 500_005_000)
})
