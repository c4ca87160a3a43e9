import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  inboxMessages,
  nextDeviceLink,
  nextLoginCode,
  stackInboxUrl,
} from './harness/auth-inbox.js'
import { launchBrowser } from './harness/chromium.js'
import { devnetRpc } from './harness/devnet-rpc.js'
import {
  approveInFrame,
  EMBEDDED_WALLET_FRAME,
  typeCodeInFrame,
} from './harness/embedded-wallet-flows.js'
import { closeModalIfOpen, modalClosed } from './harness/flows.js'
import { nodeAttacker } from './harness/node-attacker.js'
import { answerRecoveryPasswords } from './harness/recovery-passwords.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, expectText, viewLocator } from './harness/views.js'

/**
 * Email login in the demo, end to end and offline: the visitor types an email on Connect,
 * reads the code from the stack's SMTP inbox, enters it and sees the embedded wallet's
 * address and email in Account; signs a message and sends devnet ETH, each approved with a
 * click INSIDE the wallet frame that ApproveTransaction shows; stays connected after a
 * reload; signs out. Wrong codes and the 30 s cooldown show their messages; axe checks the
 * email field, the code step and ApproveTransaction.
 */

const EMAIL = 'visitor@example.com'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const ctx = useDemoSession({ embeddedWallet: true })

const inbox = (email: string) => inboxMessages(stackInboxUrl(ctx.session.stack), email)
const nextCode = (email: string, count: number) =>
  nextLoginCode(stackInboxUrl(ctx.session.stack), email, count)
const rpc = (method: string, params: unknown[]) =>
  devnetRpc(ctx.session.stack.chains[0]!.rpcUrl, method, params)

const balanceOf = async (address: string) =>
  BigInt((await rpc('eth_getBalance', [address, 'latest'])) as string)

/** Submits the email on Connect; resolves on the code step. */
async function submitEmail(page: Page, email: string): Promise<void> {
  const input = viewLocator(page, 'Connect').getByLabel('Email address')
  await input.fill(email)
  await page.getByTestId('foyer-email-submit').click()
}

describe('email login in the demo (embedded wallet)', () => {
  let address = ''

  it('Connect shows the email field first; an email gets a code from the SMTP inbox', async () => {
    const { page } = ctx
    await page.click('#connect')
    await checkView(page, 'Connect', 'email-login')
    const sections = await page
      .locator('[data-connect-method]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-connect-method')))
    expect(sections[0]).toBe('email')
    const before = (await inbox(EMAIL)).length
    await submitEmail(page, EMAIL)
    await checkView(page, 'EmailVerifyOtp', 'email-login')
    await expectText(
      viewLocator(page, 'EmailVerifyOtp').locator('p').first(),
      `Enter the 6-digit code sent to ${EMAIL}`,
    )
    // The resend button waits for the 30 s cooldown.
    await expectText(page.getByTestId('foyer-otp-resend'), /^Resend code in \d+ s$/)
    expect(await page.getByTestId('foyer-otp-resend').isDisabled()).toBe(true)
    const code = await nextCode(EMAIL, before)
    // The code field is the frame's (another origin), labelled in the modal's language.
    expect(await page.getByLabel('Login code').count()).toBe(0)
    const field = page.frameLocator(EMBEDDED_WALLET_FRAME).getByLabel('Login code')
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code')
    expect(await field.getAttribute('inputmode')).toBe('numeric')

    // A wrong code first: the auth server's message, and still on the code step.
    const wrong = code === '000000' ? '111111' : '000000'
    await typeCodeInFrame(page, wrong)
    await expectText(page.getByTestId('foyer-otp-error'), 'Invalid code')
    await checkPage(page, 'email-login-EmailVerifyOtp-wrong-code')

    await typeCodeInFrame(page, code)
    const account = await viewLocator(page, 'Account')
      .waitFor({ timeout: 60_000 })
      .then(() => viewLocator(page, 'Account'))
    await expectText(account.getByTestId('foyer-account-email'), `Signed in as ${EMAIL}`)
    await expectText(page.getByTestId('demo-status'), 'connected')
    address = (await page.getByTestId('demo-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await account.getByTestId('foyer-account-name').getAttribute('title')).toBe(address)
  })

  it('signs a message: ApproveTransaction shows the frame, approved by a click inside it', async () => {
    const { page } = ctx
    // The app's theme reaches the frame's approval (SPEC §7 sync theme): dark, green accent.
    await page.getByTestId('demo-theme-dark').check()
    await page.getByTestId('demo-accent-green').check()
    await page.keyboard.press('Escape')
    await modalClosed(page)
    await page.getByTestId('demo-sign-input').fill('Hello from email login')
    await page.getByTestId('demo-sign-button').click()
    await checkView(page, 'ApproveTransaction', 'email-login')
    // The approve control is the frame's own (another origin), not the host page's.
    expect(await page.getByTestId('frame-approve').count()).toBe(0)
    const frameApprove = page.frameLocator(EMBEDDED_WALLET_FRAME).getByTestId('frame-approve')
    await expect
      .poll(() => frameApprove.evaluate((button) => getComputedStyle(button).backgroundColor))
      .toBe('rgb(28, 122, 79)')
    expect(
      await frameApprove.evaluate((button) => button.ownerDocument.documentElement.dataset.theme),
    ).toBe('dark')
    await approveInFrame(page)
    await expectText(page.getByTestId('demo-signature-verdict'), `Valid signature by ${address}`)
    await modalClosed(page)
    await page.getByTestId('demo-theme-light').check()
    await page.getByTestId('demo-accent-blue').check()
    // A theme change afterwards reaches the frame too: its next dialog is light and blue.
    const frameRoot = page.frameLocator(EMBEDDED_WALLET_FRAME).locator('html')
    await expect
      .poll(() =>
        frameRoot.evaluate((html) => [
          html.dataset.theme,
          html.style.getPropertyValue('--frame-accent'),
        ]),
      )
      .toEqual(['light', '#3a5ccc'])
  })

  it('sends devnet ETH through ApproveTransaction; the balances change on anvil', async () => {
    const { page } = ctx
    // The new embedded wallet has no ETH yet: the devnet funds it.
    await rpc('anvil_setBalance', [address, '0xde0b6b3a7640000'])
    const before = await balanceOf(RECIPIENT)
    await page.getByTestId('demo-send-to').fill(RECIPIENT)
    await page.getByTestId('demo-send-amount').fill('0.01')
    await page.getByTestId('demo-send-button').click()
    await approveInFrame(page)
    await expectText(page.getByTestId('demo-tx-status'), /success|Success|mined|Confirmed/i, 60_000)
    expect((await balanceOf(RECIPIENT)) - before).toBe(10_000_000_000_000_000n)
    expect(await balanceOf(address)).toBeLessThan(
      1_000_000_000_000_000_000n - 10_000_000_000_000_000n,
    )
    await modalClosed(page)
  })

  it('a request is rejected when the modal closes with nothing approved', async () => {
    const { page } = ctx
    await page.getByTestId('demo-sign-input').fill('Never signed')
    await page.getByTestId('demo-sign-button').click()
    await viewLocator(page, 'ApproveTransaction').waitFor()
    await page.frameLocator(EMBEDDED_WALLET_FRAME).getByTestId('frame-approve').waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await modalClosed(page)
    // Closing the modal aborts it: 'Request was aborted' (SPEC §8), declined for the dapp (4001).
    await expectText(page.getByTestId('demo-sign-error'), 'Request was aborted')
  })

  it('stays connected after a reload, then signs out', async () => {
    const { page } = ctx
    await page.reload()
    await expectText(page.getByTestId('demo-status'), 'connected', 60_000)
    expect(await page.getByTestId('demo-address').textContent()).toBe(address)
    await page.click('#connect')
    const account = viewLocator(page, 'Account')
    await expectText(account.getByTestId('foyer-account-email'), `Signed in as ${EMAIL}`)
    await page.getByTestId('foyer-disconnect').click()
    await expectText(page.getByTestId('demo-status'), 'disconnected')
    // Connect after an embedded wallet's disconnect: recommended wallets and All Wallets.
    await closeModalIfOpen(page)
    await page.click('#connect')
    const connect = viewLocator(page, 'Connect')
    await connect.getByTestId('wallet-option-all-wallets').waitFor({ timeout: 15_000 })
    expect(await connect.getByTestId('foyer-recommended-failed').count()).toBe(0)
    expect(await connect.locator('[data-testid^="wallet-option-"]').count()).toBeGreaterThan(3)
    await closeModalIfOpen(page)
    await page.reload()
    await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
    await page.waitForTimeout(1_000)
    expect(await page.getByTestId('demo-status').textContent()).toBe('disconnected')
  })

  it('a second browser confirms itself from the mailed link, then logs in to the same wallet and signs; the link confirms no other key', {
    timeout: 180_000,
  }, async () => {
    const inboxUrl = stackInboxUrl(ctx.session.stack)
    const other = await launchBrowser()
    // The demo's custody is `password`: the new browser enters the recovery password.
    answerRecoveryPasswords(other.context)
    try {
      const page = await other.newPage()
      await page.goto(ctx.session.url)
      await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
      await page.click('#connect')
      const before = (await inbox(EMAIL)).length
      await submitEmail(page, EMAIL)
      const device = viewLocator(page, 'EmailVerifyDevice')
      await expectText(
        device.locator('p').first(),
        `Confirm this device from the email sent to ${EMAIL}, then continue.`,
      )
      const link = await nextDeviceLink(inboxUrl, EMAIL, before)

      // The mail app's browser opens the link: a page whose button confirms the device.
      const mailApp = await other.newPage()
      await mailApp.goto(link)
      await mailApp.locator('#confirm').click()
      await expectText(mailApp.locator('h1'), 'Device confirmed')
      await expectText(mailApp.locator('#message'), /This device is confirmed/)

      // A third browser's key (a Node client with its own DPoP key) gets nothing from it.
      const auth = ctx.session.stack.auth
      if (!auth) throw new Error('The stack runs no auth services')
      const third = await nodeAttacker(auth.url, auth.frameOrigins[0] as string)
      const scope = {
        projectId: auth.projectId,
        hostOrigin: new URL(page.url()).origin,
        email: EMAIL,
      }
      expect(
        await third.call('POST', '/v1/email/device/status', { body: scope, proof: true }),
      ).toEqual({ status: 200, body: { status: 'pending' } })
      const again = await fetch(link.replace(/\?.*$/, ''), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
      })
      expect(again.status).toBe(410)

      // The frame saw the confirmation: the code step follows, and the same wallet opens.
      await viewLocator(page, 'EmailVerifyOtp').waitFor({ timeout: 30_000 })
      await typeCodeInFrame(page, await nextLoginCode(inboxUrl, EMAIL, before + 1))
      await viewLocator(page, 'Account').waitFor({ timeout: 90_000 })
      expect(await page.getByTestId('demo-address').textContent()).toBe(address)
      await page.keyboard.press('Escape')
      await modalClosed(page)
      await page.getByTestId('demo-sign-input').fill('Signed on a confirmed device')
      await page.getByTestId('demo-sign-button').click()
      await approveInFrame(page)
      await expectText(page.getByTestId('demo-signature-verdict'), `Valid signature by ${address}`)
    } finally {
      await other.close()
    }
  })

  it('a new code within 30 s: "Please try again after N seconds"', async () => {
    const { page } = ctx
    const email = 'cooldown@example.com'
    await page.click('#connect')
    await viewLocator(page, 'Connect').waitFor()
    await submitEmail(page, email)
    await viewLocator(page, 'EmailVerifyOtp').waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click()
    await viewLocator(page, 'Connect').waitFor()
    await submitEmail(page, email)
    await expectText(page.getByTestId('foyer-email-error'), /^Please try again after \d+ seconds$/)
  })
})
