import { expect, test } from 'vitest'
import { connectTestWallet } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText } from './harness/views.js'

// `npm run demo` for a person with no wallet installed: no extension in the browser, and
// the demo injects the Foyer Test Wallet into the page itself (its runtime config says so).
const demo = useDemoSession({ testWallet: 'injected' })

test('with nothing installed, the injected test wallet connects, signs and sends', async () => {
  const account0 = demo.session.stack.accounts[0]!.address
  await expectText(
    demo.page.locator('.demo-intro'),
    /The Foyer Test Wallet is injected into this page/,
  )
  await connectTestWallet(demo.page, 'injected')
  await expectText(demo.page.getByTestId('demo-address'), account0)
  await expectText(demo.page.getByTestId('demo-balance'), '1234.5678 ETH')

  await demo.page.getByTestId('demo-sign-button').click()
  await expectText(
    demo.page.getByTestId('demo-signature-verdict'),
    `Valid signature by ${account0}`,
  )
  // The header button shows the balance Foyer read (the 30 s cache holds it)…
  const headerBalance = demo.page.getByTestId('foyer-button-balance').first()
  await expectText(headerBalance, '1,234.567 ETH')
  const before = await demo.page.getByTestId('demo-balance').textContent()
  await demo.page.getByTestId('demo-send-button').click()
  await expectText(demo.page.getByTestId('demo-tx-status'), /^Confirmed in block \d+$/)
  // …and the new one within a block of the user's own send (0.001 ETH and gas), not 30 s later.
  await expect
    .poll(() => demo.page.getByTestId('demo-balance').textContent(), { timeout: 3_000 })
    .not.toBe(before)
  const ether = (text: string | null) => Number.parseFloat(text ?? '')
  const spent = ether(before) - ether(await demo.page.getByTestId('demo-balance').textContent())
  expect(spent).toBeGreaterThanOrEqual(0.001)
  expect(spent).toBeLessThan(0.0011)
  await expectText(headerBalance, '1,234.566 ETH', 3_000)
})

test('after a reload the injected test wallet still knows the site and the demo reconnects', async () => {
  const account0 = demo.session.stack.accounts[0]!.address
  await expectText(demo.page.getByTestId('demo-status'), 'connected')
  await demo.page.reload()
  // The wallet kept the grant in the page's storage, as a browser wallet does in its own.
  const stored = await demo.page.evaluate(() =>
    window.localStorage.getItem('foyer-test-wallet:permissions'),
  )
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    version: 1,
    permissions: [{ origin: new URL(demo.page.url()).origin }],
  })
  await expectText(demo.page.getByTestId('demo-status'), 'connected')
  await expectText(demo.page.getByTestId('demo-address'), account0)
  await expectText(demo.page.getByTestId('foyer-button-account').first(), /0xf39F/i)
})
