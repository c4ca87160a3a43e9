import { expect, test } from 'vitest'
import { seriousAxeViolations } from './harness/axe.js'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText } from './harness/views.js'

// The demo at `?layout=embedded`: the app renders <FoyerEmbedded /> and the modal is part of
// the page (SPEC §2 embedded mode), not a dialog over it.
const demo = useDemoSession({ testWallet: 'injected' })

test('the modal is part of the page: connect in it, use the page beside it, close keeps it', async () => {
  const { page } = demo
  const account0 = demo.session.stack.accounts[0]!.address
  await page.getByTestId('demo-layout-link').click()
  await page.waitForURL(/\?layout=embedded$/)
  const embedded = page.getByTestId('demo-embedded')
  const connect = embedded.getByRole('region', { name: 'Connect Wallet' })
  await connect.waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)
  expect(await seriousAxeViolations(page, '[data-testid="demo-embedded"]')).toEqual([])

  await connect.getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`).click()
  await expectText(page.getByTestId('demo-status'), 'connected')
  const account = embedded.getByRole('region', { name: 'Account' })
  await account.waitFor()

  // The page around the card stays usable: no backdrop, no focus trap.
  await page.getByTestId('demo-sign-button').click()
  await expectText(page.getByTestId('demo-signature-verdict'), `Valid signature by ${account0}`)

  // Closing an embedded modal shows Account again (connected) and the card stays.
  await account.getByRole('button', { name: 'Close' }).click()
  await account.waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)

  // Disconnecting from Account brings Connect back into the card.
  await account.getByTestId('foyer-disconnect').click()
  await expectText(page.getByTestId('demo-status'), 'disconnected')
  await connect.waitFor()
})
