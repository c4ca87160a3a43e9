import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  getAddress,
  hashMessage,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { stackInboxUrl } from './harness/auth-inbox.js'
import { devnetRpc } from './harness/devnet-rpc.js'
import {
  approveInFrame,
  logInWithEmail,
  signSiwxInDemo,
  siwxVerifies,
} from './harness/embedded-wallet-flows.js'
import { modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

/**
 * Switching the embedded wallet between its smart account and its EOA in Account, end to end
 * and offline (anvil with EntryPoint v0.7, a real alto bundler, the real frame): the smart
 * account is the default; the EOA chosen, the address shown is the EOA's and a send from the
 * Send view is an ordinary transaction from it; after a reload of the demo the EOA is still
 * the account in use (the choice is stored and sent with get-user) and a send still comes
 * from it; the smart account chosen again, a send goes
 * through the bundler (one user operation that deploys the account); a message it then signs
 * verifies through ERC-1271 (the deployed account's own check), no longer ERC-6492.
 */

const PREFIX = 'smart-account-switch'
const EMAIL = 'switch@example.com'
const RECEIVERS = [
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
] as const
const ERC1271_MAGIC = '0x1626ba7e'

const ctx = useDemoSession({ embeddedWallet: true, smartAccounts: true })

const chain = () => ctx.session.stack.chains[0]!
const devnet = () => createPublicClient({ transport: http(chain().rpcUrl) })
const rpc = (method: string, params: unknown[]) => devnetRpc(chain().rpcUrl, method, params)

/** The modal on Account (each test starts with it closed). */
async function openAccount(page: Page) {
  await page.click('#connect')
  const account = viewLocator(page, 'Account')
  await account.waitFor()
  return account
}

/** The address the demo shows as connected. */
async function demoAddress(page: Page): Promise<string> {
  return ((await page.getByTestId('demo-address').textContent()) ?? '').trim()
}

/**
 * Gives `address` 1 ETH on the devnet and waits until Account shows it: new blocks make the
 * open modal read the balance again (one block per try, in case the block watcher had just
 * restarted and took the first as its starting point).
 */
async function fund(page: Page, address: string): Promise<void> {
  await rpc('anvil_setBalance', [address, '0xde0b6b3a7640000'])
  expect(await devnet().getBalance({ address: address as Address })).toBe(parseEther('1'))
  const balance = viewLocator(page, 'Account').getByTestId('foyer-account-balance')
  await expect
    .poll(
      async () => {
        await rpc('anvil_mine', ['0x1'])
        await page.waitForTimeout(1500)
        return balance.textContent()
      },
      { timeout: 45_000, interval: 0 },
    )
    .toBe('1.000 ETH')
}

/** Account → Send: `amount` ETH to `receiver`, approved in the frame; back on Account. */
async function sendFromSendView(page: Page, receiver: string, amount: string): Promise<void> {
  const account = viewLocator(page, 'Account')
  await account.getByTestId('foyer-account-send').click()
  const send = await checkView(page, 'WalletSend', `${PREFIX}-${receiver.slice(2, 6)}`)
  await expectText(send.getByTestId('foyer-send-gas-price'), /gwei$/)
  await send.getByTestId('foyer-send-amount').fill(amount)
  await send.getByTestId('foyer-send-receiver').fill(receiver)
  await send.getByTestId('foyer-send-submit').click()
  await send.getByTestId('foyer-review-confirm').click()
  await approveInFrame(page)
  await expectText(dialogLocator(page).getByTestId('foyer-toast'), 'Transaction started', 120_000)
  await send.getByTestId('foyer-send-done').click()
  await viewLocator(page, 'Account').waitFor({ timeout: 30_000 })
}

/** The mined transaction that paid `receiver` (the devnet mines one per block). */
async function transactionTo(receiver: string) {
  const latest = await devnet().getBlockNumber()
  for (let number = latest; number > latest - 20n && number >= 0n; number--) {
    const block = await devnet().getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.to?.toLowerCase() === receiver.toLowerCase()) return tx
      // A user operation: the bundler's handleOps to the EntryPoint, with the call inside.
      if (tx.input.toLowerCase().includes(receiver.slice(2).toLowerCase())) return tx
    }
  }
  throw new Error(`no transaction to ${receiver} in the last 20 blocks`)
}

describe('Account: switching the embedded wallet between its smart account and its EOA', () => {
  let smart = ''
  let eoa = ''

  it('an email user: the smart account is the default, the radio group offers the EOA', async () => {
    const { page } = ctx
    await page.click('#connect')
    await viewLocator(page, 'Connect').waitFor()
    await logInWithEmail(page, stackInboxUrl(ctx.session.stack), EMAIL)
    const account = await checkView(page, 'Account', `${PREFIX}-smart`)
    await expectText(page.getByTestId('demo-status'), 'connected')
    const group = account.getByRole('group', { name: 'Account type' })
    await expect
      .poll(() => group.getByRole('radio', { name: 'Smart account' }).isChecked())
      .toBe(true)
    expect(await group.getByRole('radio', { name: 'EOA' }).isChecked()).toBe(false)
    smart = await demoAddress(page)
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await account.getByTestId('foyer-account-name').getAttribute('title')).toBe(smart)
    // Counterfactual: no code at the smart account yet.
    expect(await rpc('eth_getCode', [smart, 'latest'])).toBe('0x')
  })

  it('switches to the EOA: the address shown changes, and a send comes from the EOA', async () => {
    const { page } = ctx
    const account = await openAccount(page)
    await account.getByRole('radio', { name: 'EOA' }).check()
    await expect.poll(() => demoAddress(page), { timeout: 30_000 }).not.toBe(smart)
    eoa = await demoAddress(page)
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect
      .poll(() => account.getByTestId('foyer-account-name').getAttribute('title'))
      .toBe(eoa)
    expect(await account.getByRole('radio', { name: 'EOA' }).isChecked()).toBe(true)
    // The EOA is not a contract: it is the frame's key.
    expect(await rpc('eth_getCode', [eoa, 'latest'])).toBe('0x')
    await checkView(page, 'Account', `${PREFIX}-eoa`)

    await fund(page, eoa)
    const receiver = RECEIVERS[0]
    const before = await devnet().getBalance({ address: receiver })
    await sendFromSendView(page, receiver, '0.01')
    expect((await devnet().getBalance({ address: receiver })) - before).toBe(parseEther('0.01'))
    const tx = await transactionTo(receiver)
    expect(getAddress(tx.from)).toBe(getAddress(eoa))
    expect(getAddress(tx.to!)).toBe(getAddress(receiver))
    // The smart account was not used: still no code.
    expect(await rpc('eth_getCode', [smart, 'latest'])).toBe('0x')
  })

  it('after a reload the EOA is still chosen: Account shows it, and a send comes from it', async () => {
    const { page } = ctx
    await page.reload()
    await expectText(page.getByTestId('demo-status'), 'connected', 60_000)
    await expect.poll(() => demoAddress(page), { timeout: 30_000 }).toBe(eoa)
    const account = await openAccount(page)
    const group = account.getByRole('group', { name: 'Account type' })
    await expect
      .poll(() => group.getByRole('radio', { name: 'EOA' }).isChecked(), { timeout: 30_000 })
      .toBe(true)
    expect(await group.getByRole('radio', { name: 'Smart account' }).isChecked()).toBe(false)
    await expect
      .poll(() => account.getByTestId('foyer-account-name').getAttribute('title'))
      .toBe(eoa)
    // The EOA's balance (1 ETH less the first send and its gas), not the smart account's 0.
    await expectText(account.getByTestId('foyer-account-balance'), /^0\.9\d\d ETH$/, 30_000)
    await checkView(page, 'Account', `${PREFIX}-eoa-reloaded`)

    const receiver = RECEIVERS[2]
    const before = await devnet().getBalance({ address: receiver })
    await sendFromSendView(page, receiver, '0.01')
    expect((await devnet().getBalance({ address: receiver })) - before).toBe(parseEther('0.01'))
    const tx = await transactionTo(receiver)
    expect(getAddress(tx.from)).toBe(getAddress(eoa))
    expect(getAddress(tx.to!)).toBe(getAddress(receiver))
    expect(await rpc('eth_getCode', [smart, 'latest'])).toBe('0x')
    // Still the EOA after the send (the account state did not fall back to the default).
    expect(await demoAddress(page)).toBe(eoa)
  })

  it('switches back to the smart account: a send goes through the bundler and deploys it', async () => {
    const { page } = ctx
    const account = await openAccount(page)
    await account.getByRole('radio', { name: 'Smart account' }).check()
    await expect.poll(() => demoAddress(page), { timeout: 30_000 }).toBe(smart)
    // The devnet funds the counterfactual account (it pays its own gas: no paymaster).
    await fund(page, smart)
    const receiver = RECEIVERS[1]
    const before = await devnet().getBalance({ address: receiver })
    const smartBefore = await devnet().getBalance({ address: smart as Address })
    const eoaBefore = await devnet().getBalance({ address: eoa as Address })
    await sendFromSendView(page, receiver, '0.02')
    expect((await devnet().getBalance({ address: receiver })) - before).toBe(parseEther('0.02'))
    // The smart account paid the value and its gas; the EOA paid nothing.
    const spent = smartBefore - (await devnet().getBalance({ address: smart as Address }))
    expect(spent).toBeGreaterThan(parseEther('0.02'))
    expect(await devnet().getBalance({ address: eoa as Address })).toBe(eoaBefore)
    // One user operation: the bundler's handleOps to EntryPoint v0.7, which deployed the account.
    const tx = await transactionTo(receiver)
    expect(getAddress(tx.to!)).toBe(getAddress(chain().smartAccounts!.entryPoint))
    expect(((await rpc('eth_getCode', [smart, 'latest'])) as string).length).toBeGreaterThan(2)
    await page.keyboard.press('Escape')
    await modalClosed(page)
  })

  it('after deployment the smart account signs SIWX messages that verify through ERC-1271', async () => {
    const { page } = ctx
    const signed = await signSiwxInDemo(page, {
      address: smart,
      chainId: chain().chainId,
      nonce: 'deployedNonce1',
    })
    const { message, signature } = signed
    // Deployed: a plain signature, no ERC-6492 wrapper.
    expect(signature.endsWith('6492'.repeat(16))).toBe(false)
    // The account's own ERC-1271 check accepts it…
    const magic = await devnet().readContract({
      address: smart as Address,
      abi: parseAbi(['function isValidSignature(bytes32, bytes) view returns (bytes4)']),
      functionName: 'isValidSignature',
      args: [hashMessage(message.text), signature],
    })
    expect(magic).toBe(ERC1271_MAGIC)
    // …and so do viem's verifyMessage and the SIWX eip155 verifier, against the chain.
    expect(
      await devnet().verifyMessage({
        address: smart as Address,
        message: message.text,
        signature,
      }),
    ).toBe(true)
    expect(await siwxVerifies(chain(), signed)).toBe(true)
    await modalClosed(page)
  })
})
