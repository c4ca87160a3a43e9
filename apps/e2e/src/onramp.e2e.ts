import { type Address, createPublicClient, http } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { connectTestWallet } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, dialogLocator, expectText } from './harness/views.js'

// Buying through the sandbox on-ramp from the modal: the demo's production build with the
// test wallet extension, real anvil, the stack's data service (on-ramp endpoints) and its
// sandbox checkout page. Account → Buy → OnRampProviders lists the sandbox with its fee
// (SPEC §9: 1–2 %), quotes 100 USD, opens the checkout in a new window; Pay there credits
// account 0 on devnet 31337 from the stack's funded account and calls the data service's
// webhook; the modal shows the order completed and the balance has risen by the quoted amount.
const PREFIX = 'onramp'
const demo = useDemoSession()
let account0: Address

/** 100 USD − 1.5 % fee = 98.50 USD at 3000 USD per ETH, cut to 6 decimals, in wei. */
const BOUGHT_WEI = 32_833_000_000_000_000n

const devnet = () => createPublicClient({ transport: http(demo.session.stack.chains[0]!.rpcUrl) })

beforeAll(() => {
  account0 = demo.session.stack.accounts[0]!.address
  if (!demo.session.stack.onrampCheckoutUrl) throw new Error('The stack has no sandbox on-ramp.')
})

describe('on-ramp through the sandbox provider', () => {
  test('buys devnet ETH for 100 USD: checkout, Pay, the order completes and the balance rises', async () => {
    await connectTestWallet(demo.page, PREFIX)
    await demo.page.click('#connect')
    const account = await checkView(demo.page, 'Account', PREFIX)
    await account.getByTestId('foyer-account-buy').click()
    const view = await checkView(demo.page, 'OnRampProviders', PREFIX)

    const provider = view.getByTestId('foyer-onramp-provider-sandbox')
    await expectText(provider, /Foyer Sandbox/)
    await expectText(provider, /Fee 1\.5 %/)
    await expectText(view.getByTestId('foyer-onramp-receive'), 'You receive about 0.032833 ETH')
    await expectText(view.getByTestId('foyer-onramp-fee'), 'Provider fee (1.5 %): 1.50 USD')
    await checkPage(demo.page, `${PREFIX}-quoted`)

    // An amount outside the range is refused before any quote.
    const amount = view.getByTestId('foyer-onramp-amount')
    await amount.fill('0.5')
    await expectText(
      view.getByTestId('foyer-onramp-amount-error'),
      'Enter an amount from 1 to 10,000 US dollars',
    )
    expect(await view.getByTestId('foyer-onramp-continue').isDisabled()).toBe(true)
    await amount.fill('100')
    await expectText(view.getByTestId('foyer-onramp-receive'), 'You receive about 0.032833 ETH')

    const before = await devnet().getBalance({ address: account0 })
    const [checkout] = await Promise.all([
      demo.page.context().waitForEvent('page'),
      view.getByTestId('foyer-onramp-continue').click(),
    ])
    await checkout.waitForURL(/\/checkout\?order=/)
    const order = checkout.getByTestId('sandbox-order')
    await expectText(order, /You pay\$100\.00/)
    await expectText(order, /Fee \(1\.5 %\)\$1\.50/)
    await expectText(order, new RegExp(`To${account0}`, 'i'))
    // The modal waits for the payment meanwhile.
    await expectText(
      view.getByTestId('foyer-onramp-waiting'),
      'Finish the payment in the Foyer Sandbox window. This view updates when it is done.',
    )
    await checkPage(demo.page, `${PREFIX}-waiting`)

    await checkout.getByTestId('sandbox-pay').click()
    await expectText(
      checkout.getByTestId('sandbox-result'),
      new RegExp(`^0\\.032833 ETH sent to ${account0}\\.$`, 'i'),
      60_000,
    )
    await checkout.close()

    await expectText(
      view.getByTestId('foyer-onramp-completed'),
      '0.032833 ETH arrived in your account',
      60_000,
    )
    await checkPage(demo.page, `${PREFIX}-completed`)
    expect((await devnet().getBalance({ address: account0 })) - before).toBe(BOUGHT_WEI)

    // Back on Account, the header shows the new balance (1234.5678 + 0.032833, 3 decimals).
    await view.getByTestId('foyer-onramp-done').click()
    const after = await checkView(demo.page, 'Account', `${PREFIX}-after`)
    await expectText(after.getByTestId('foyer-account-balance'), /^1,234\.6\d* ETH$/)
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
  })
})
