import { createSiwx, type SiwxMessage } from '@foyer/siwx'
import { eip155Verifier } from '@foyer/siwx/eip155'
import type { Locator, Page } from 'playwright-core'
import { inboxMessages, nextDeviceLink, nextLoginCode } from './auth-inbox.js'
import { answerFrameApproval } from './frame-approval.js'
import { expectText, viewLocator } from './views.js'

/** The embedded wallet's frame in the demo. */
export const EMBEDDED_WALLET_FRAME = 'iframe[data-testid="foyer-embedded-wallet-frame"]'

/**
 * Clicks Approve inside the wallet frame, shown over ApproveTransaction, once its clickjacking
 * guard allows it (pointer moved over the fully visible dialog, after the delay).
 */
export async function approveInFrame(page: Page): Promise<void> {
  await viewLocator(page, 'ApproveTransaction').waitFor()
  await answerFrameApproval(page.frameLocator(EMBEDDED_WALLET_FRAME), 'approve')
}

/**
 * The frame's own code field, laid over the modal's code views (EmailVerifyOtp and both
 * email-update steps): the code is typed there, in the frame's origin, never into the page.
 */
export function frameCodeField(page: Page): Locator {
  return page.frameLocator(EMBEDDED_WALLET_FRAME).getByTestId('frame-code-input')
}

/** Types `code` into the frame's code field, as a person does (a key per digit). */
export async function typeCodeInFrame(page: Page, code: string): Promise<void> {
  const field = frameCodeField(page)
  await field.waitFor()
  await field.click()
  await field.pressSequentially(code)
}

/**
 * The verify-device step as its user does it: the link of the newest mail to `email` (after
 * `before` mails) opened in another tab, the page's confirm button pressed; resolves once the
 * modal moved on to the code step.
 */
export async function confirmDeviceFromMail(
  page: Page,
  inboxUrl: string,
  email: string,
  before: number,
): Promise<void> {
  const mailApp = await page.context().newPage()
  try {
    await mailApp.goto(await nextDeviceLink(inboxUrl, email, before))
    await mailApp.locator('#confirm').click()
    await expectText(mailApp.locator('h1'), 'Device confirmed')
  } finally {
    await mailApp.close()
  }
  await viewLocator(page, 'EmailVerifyOtp').waitFor({ timeout: 30_000 })
}

/**
 * From Connect (open), logs in by email as a person does: the address, the submit button,
 * (on a browser new to a known email, the mailed link confirming it,) then the code of the
 * new mail read from the stack's inbox (`inboxUrl`), typed into the frame's code field.
 * Resolves once the code is entered; the caller waits for the view that follows.
 */
export async function logInWithEmail(page: Page, inboxUrl: string, email: string): Promise<void> {
  let before = (await inboxMessages(inboxUrl, email)).length
  await viewLocator(page, 'Connect').getByLabel('Email address').fill(email)
  await page.getByTestId('foyer-email-submit').click()
  const otp = viewLocator(page, 'EmailVerifyOtp')
  await otp.or(viewLocator(page, 'EmailVerifyDevice')).waitFor()
  if (!(await otp.isVisible())) {
    await confirmDeviceFromMail(page, inboxUrl, email, before)
    before += 1
  }
  await typeCodeInFrame(page, await nextLoginCode(inboxUrl, email, before))
}

/** A SIWX message the demo signed, with the signature it showed. */
export interface DemoSiwxSignature {
  message: SiwxMessage
  signature: `0x${string}`
}

/**
 * Signs a SIWX message for `address` on `chainId` with the demo's sign panel: the wallet
 * frame's approval clicked, the demo's own check says the signature is valid for `address`.
 */
export async function signSiwxInDemo(
  page: Page,
  { address, chainId, nonce }: { address: string; chainId: number; nonce: string },
): Promise<DemoSiwxSignature> {
  const siwx = createSiwx({
    domain: '127.0.0.1',
    uri: 'http://127.0.0.1/',
    nonce: async () => nonce,
  })
  const message = await siwx.createMessage({
    accountAddress: address,
    chainId: `eip155:${chainId}`,
  })
  await page.getByTestId('demo-sign-input').fill(message.text)
  await page.getByTestId('demo-sign-button').click()
  await approveInFrame(page)
  await expectText(page.getByTestId('demo-signature-verdict'), `Valid signature by ${address}`)
  const signature = ((await page.getByTestId('demo-signature').textContent()) ?? '').trim()
  return { message, signature: signature as `0x${string}` }
}

/** Whether the SIWX eip155 verifier, reading the devnet at `rpcUrl`, accepts the signature. */
export function siwxVerifies(
  { chainId, rpcUrl }: { chainId: number; rpcUrl: string },
  { message, signature }: DemoSiwxSignature,
): Promise<boolean> {
  const verifier = eip155Verifier({ rpcUrls: { [chainId]: rpcUrl } })
  return verifier.verify({ data: message.data, message: message.text, signature })
}
