import { devstackContractAddresses } from '@foyer/devstack'
import { type Address, encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { stackInboxUrl } from './harness/auth-inbox.js'
import { devnetRpc } from './harness/devnet-rpc.js'
import {
  approveInFrame,
  EMBEDDED_WALLET_FRAME,
  logInWithEmail,
  signSiwxInDemo,
  siwxVerifies,
} from './harness/embedded-wallet-flows.js'
import { modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkView, dialogLocator, expectText, viewLocator } from './harness/views.js'

/**
 * Smart accounts in the demo, end to end and offline: an email user's embedded wallet is a
 * counterfactual ERC-4337 smart account (EntryPoint v0.7 on anvil, a real alto bundler); a
 * SIWX message it signs before deployment verifies (ERC-6492) with the SIWX eip155 verifier;
 * a batch of two transfers sent with `wallet_sendCalls` from the demo, approved inside the
 * frame, becomes one user operation that deploys the account, and its status reaches success;
 * with no ETH left, a FOY transfer from the Send view is sponsored by the stack's paymaster
 * (its policy covers the demo's tokens): the Send view and its review say "Network fee:
 * sponsored", so does the frame's approval, and the account pays nothing.
 */

const EMAIL = 'smart@example.com'
const RECIPIENTS = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const

const ctx = useDemoSession({ embeddedWallet: true, smartAccounts: true })

const chain = () => ctx.session.stack.chains[0]!
const rpc = (method: string, params: unknown[]) => devnetRpc(chain().rpcUrl, method, params)

const balanceOf = async (address: string) =>
  BigInt((await rpc('eth_getBalance', [address, 'latest'])) as string)
const codeOf = async (address: string) => (await rpc('eth_getCode', [address, 'latest'])) as string

describe('smart accounts in the demo (embedded wallet, ERC-4337, EIP-5792)', () => {
  let address = ''

  it('an email user gets a counterfactual smart account as the connected account', async () => {
    const { page } = ctx
    expect(chain().smartAccounts?.bundlerUrl).toMatch(/^http:\/\/127\.0\.0\.1:/)
    await page.click('#connect')
    await checkView(page, 'Connect', 'smart-account')
    await logInWithEmail(page, stackInboxUrl(ctx.session.stack), EMAIL)
    await viewLocator(page, 'Account').waitFor({ timeout: 60_000 })
    await expectText(page.getByTestId('demo-status'), 'connected')
    address = (await page.getByTestId('demo-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // A smart account: not deployed yet, so no code at its address.
    expect(await codeOf(address)).toBe('0x')
    await page.keyboard.press('Escape')
    await modalClosed(page)
  })

  it('signs a SIWX message before deployment that verifies through ERC-6492', async () => {
    const { page } = ctx
    const signed = await signSiwxInDemo(page, {
      address,
      chainId: chain().chainId,
      nonce: 'smartNonce123',
    })
    expect(signed.signature.endsWith('6492'.repeat(16))).toBe(true)
    expect(await siwxVerifies(chain(), signed)).toBe(true)
    expect(await codeOf(address)).toBe('0x')
    await modalClosed(page)
  })

  it('sends a batch of two transfers with wallet_sendCalls: one user operation deploys the account', async () => {
    const { page } = ctx
    // The devnet funds the counterfactual account (it pays its own gas: no paymaster).
    await rpc('anvil_setBalance', [address, '0xde0b6b3a7640000'])
    const before = await Promise.all(RECIPIENTS.map(balanceOf))
    await page.getByTestId('demo-send-calls-button').click()
    // The approval names the chain and shows each call on its own, with its amount.
    const frame = page.frameLocator(EMBEDDED_WALLET_FRAME)
    await expectText(frame.getByTestId('frame-chain'), 'Network: Foyer Devnet (chain id 31337)')
    const details = (await frame.locator('.details').textContent()) ?? ''
    expect(details).toContain(`Call 1 of 2\nTo: ${RECIPIENTS[0]}\nValue: 0.001 ETH`)
    expect(details).toContain(`Call 2 of 2\nTo: ${RECIPIENTS[1]}\nValue: 0.002 ETH`)
    await approveInFrame(page)
    await expectText(page.getByTestId('demo-calls-status'), 'success', 90_000)
    const after = await Promise.all(RECIPIENTS.map(balanceOf))
    expect(after[0]! - before[0]!).toBe(1_000_000_000_000_000n)
    expect(after[1]! - before[1]!).toBe(2_000_000_000_000_000n)
    expect((await codeOf(address)).length).toBeGreaterThan(2)
    const txHash = ((await page.getByTestId('demo-calls-tx').textContent()) ?? '').trim()
    const receipt = (await rpc('eth_getTransactionReceipt', [txHash])) as {
      status: string
      to: string
    }
    expect(receipt.status).toBe('0x1')
    // The bundler's handleOps transaction, to EntryPoint v0.7.
    expect(receipt.to.toLowerCase()).toBe(chain().smartAccounts!.entryPoint.toLowerCase())
    await modalClosed(page)
  })

  it('with no ETH, sends FOY from the Send view: the approval says the fee is sponsored, Activity shows it', async () => {
    const { page } = ctx
    const { tokens } = devstackContractAddresses()
    const foyOf = async (owner: string) =>
      BigInt(
        (await rpc('eth_call', [
          {
            to: tokens.FOY,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [owner as Address],
            }),
          },
          'latest',
        ])) as string,
      )
    // An empty balance: the account cannot pay any fee itself. It holds 5 FOY.
    await rpc('anvil_setBalance', [address, '0x0'])
    const holder = ctx.session.stack.accounts[0]!.address
    const funding = (await rpc('eth_sendTransaction', [
      {
        from: holder,
        to: tokens.FOY,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [address as Address, parseUnits('5', 18)],
        }),
      },
    ])) as string
    await expect
      .poll(() => rpc('eth_getTransactionReceipt', [funding]), { timeout: 30_000 })
      .toBeTruthy()
    const receiver = RECIPIENTS[0]
    const before = await foyOf(receiver)
    await page.click('#connect')
    const account = viewLocator(page, 'Account')
    await account.getByTestId('foyer-account-send').click()
    const send = await checkView(page, 'WalletSend', 'smart-account-sponsored')
    await send.getByTestId('foyer-send-token').click()
    const foy = send.getByTestId('foyer-token-option-FOY')
    await expectText(foy, /FOY/, 60_000)
    await foy.click()
    await expectText(send.getByTestId('foyer-send-token-symbol'), 'FOY')
    await send.getByTestId('foyer-send-amount').fill('1.5')
    await send.getByTestId('foyer-send-receiver').fill(receiver)
    // The modal asked the frame: the paymaster covers it, so the account's empty balance is fine.
    await expectText(send.getByTestId('foyer-send-fee'), 'sponsored', 30_000)
    await send.getByTestId('foyer-send-submit').click()
    await expectText(send.getByTestId('foyer-review-fee'), 'sponsored')
    await send.getByTestId('foyer-review-confirm').click()
    const frame = page.frameLocator(EMBEDDED_WALLET_FRAME)
    await expectText(frame.locator('.details'), /Network fee: sponsored/)
    await approveInFrame(page)
    await expectText(dialogLocator(page).getByTestId('foyer-toast'), 'Transaction started', 120_000)
    await expect
      .poll(() => foyOf(receiver), { timeout: 60_000 })
      .toBe(before + parseUnits('1.5', 18))
    // The paymaster's deposit paid: the account still holds no ETH.
    expect(await balanceOf(address)).toBe(0n)
    await send.getByTestId('foyer-send-done').click()
    // The data service indexes the transfer: Activity lists it as sent.
    const after = await checkView(page, 'Account', 'smart-account-after-sponsored')
    await after.getByRole('tab', { name: 'Activity' }).click()
    await expectText(after.getByTestId('foyer-activity'), /−1\.500 FOY/, 60_000)
    await page.keyboard.press('Escape')
    await modalClosed(page)
  })

  it('grants the demo a session once; it sends within the limit without a prompt, the account refuses more', async () => {
    const { page } = ctx
    // The account pays for the owner's upgrade-and-grant and for the session's own sends.
    await rpc('anvil_setBalance', [address, '0xde0b6b3a7640000'])
    const before = await balanceOf(RECIPIENTS[0])
    const status = page.getByTestId('demo-session-status')
    await page.getByTestId('demo-session-grant').click()
    const frame = page.frameLocator(EMBEDDED_WALLET_FRAME)
    const details = frame.locator('.details')
    await expectText(details, /is upgraded to contract 0x[0-9a-fA-F]{40}.*address stays the same/)
    await expectText(details, /It may send up to 0\.02 ETH in all, to any address/)
    await expectText(details, /Until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)
    await approveInFrame(page)
    await expectText(status, 'granted', 90_000)
    // Within the limit: no approval opens, the transfer lands.
    await page.getByTestId('demo-session-send').click()
    await expectText(status, 'granted, sent 0.001 ETH', 90_000)
    expect((await balanceOf(RECIPIENTS[0])) - before).toBe(1_000_000_000_000_000n)
    // Over what is left: the account's validation refuses it, nothing moves.
    await page.getByTestId('demo-session-send-over').click()
    await expectText(
      page.getByTestId('demo-session-error'),
      /refused these calls: SessionNativeLimitExceeded/,
      60_000,
    )
    expect((await balanceOf(RECIPIENTS[0])) - before).toBe(1_000_000_000_000_000n)
  })
})
