import type { BrowserContext, Page } from 'playwright-core'
import { EMBEDDED_WALLET_FRAME } from './embedded-wallet-flows.js'

/** The recovery password every user of an end-to-end test sets and enters. */
export const E2E_RECOVERY_PASSWORD = 'the e2e recovery password'

/**
 * The demo's project is non-custodial (`password` custody, apps/demo/scripts/demo-stack.ts):
 * its frame asks for a recovery password at each sign-up and on each new browser profile. This
 * answers that form on every page of `context` (those open and those to come), as the user
 * would, with {@link E2E_RECOVERY_PASSWORD}: typed twice to set it, once to enter it. Login
 * tests then wait for what follows (Account) as before. A test about the form itself opens
 * its demo without this (`recoveryPasswords: 'manual'`).
 */
export function answerRecoveryPasswords(context: BrowserContext): void {
  for (const page of context.pages()) void answerOn(page)
  context.on('page', (page) => void answerOn(page))
}

async function answerOn(page: Page): Promise<void> {
  const form = page.frameLocator(EMBEDDED_WALLET_FRAME).getByTestId('frame-recovery-form')
  try {
    while (!page.isClosed()) {
      await form.waitFor({ state: 'visible', timeout: 0 })
      const confirm = form.getByTestId('frame-recovery-confirm')
      await form.getByTestId('frame-recovery-password').fill(E2E_RECOVERY_PASSWORD)
      if ((await confirm.count()) > 0) await confirm.fill(E2E_RECOVERY_PASSWORD)
      await form.getByTestId('frame-recovery-submit').click()
      await form.waitFor({ state: 'hidden', timeout: 0 })
    }
  } catch (error) {
    // The page or its browser closed while waiting; anything else is a harness bug.
    if (!page.isClosed()) console.error('[e2e] answering the recovery password failed', error)
  }
}
