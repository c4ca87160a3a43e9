import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, test } from 'vitest'
import { connectTestWallet } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, dialogLocator, expectText } from './harness/views.js'

// Name registration from the modal (SPEC §4): on the demo's production build with the test
// wallet extension, real anvil and the stack's data service (its names registry). Account →
// "Choose a name" → RegisterAccountName: an invalid name and a taken one give their
// messages; a free one is registered (the success view, the wallet's EIP-191 signature, the
// registry), then shows in the Account header and the account button and resolves in Send's
// receiver field. Every view is checked with axe.
const PREFIX = 'names'
/** A name account 1 holds already (registered through the service's API). */
const TAKEN_LABEL = 'taken-name'
const FREE_LABEL = 'e2e-names-bob'
/** ENSIP-11 coin type of devnet 31337: `(0x80000000 | chainId) >>> 0`. */
const DEVNET_COIN_TYPE = (0x80000000 | 31337) >>> 0
const demo = useDemoSession()

let dataServiceUrl: string
let account0: string
let account1: string

beforeAll(async () => {
  const url = demo.session.stack.dataServiceUrl
  if (!url) throw new Error('The stack did not start the account data service.')
  dataServiceUrl = url
  account0 = demo.session.stack.accounts[0]!.address
  account1 = demo.session.stack.accounts[1]!.address
  // Account 1 registers the taken name with its own key, as another user of the registry.
  const owner = privateKeyToAccount(demo.session.stack.accounts[1]!.privateKey)
  const message = JSON.stringify({
    name: `${TAKEN_LABEL}.foyer.id`,
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(new URL('/v1/profile/account', dataServiceUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coinType: DEVNET_COIN_TYPE,
      address: owner.address,
      signature: await owner.signMessage({ message }),
      message,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
})

let connected = false

/** Connects the test wallet once (the first test that needs it does). */
async function ensureConnected() {
  if (connected) return
  await connectTestWallet(demo.page, PREFIX)
  connected = true
}

async function openRegisterView() {
  await ensureConnected()
  await demo.page.click('#connect')
  const account = await checkView(demo.page, 'Account', PREFIX)
  await account.getByTestId('foyer-account-choose-name').click()
  return checkView(demo.page, 'RegisterAccountName', PREFIX)
}

describe('name registration from the modal', () => {
  test('an invalid name and a taken one give their messages, and nothing can be registered', async () => {
    const view = await openRegisterView()
    const input = view.getByTestId('foyer-name-input')
    const register = view.getByTestId('foyer-name-register')
    await input.fill('ab_c')
    await expectText(
      view.getByTestId('foyer-name-error'),
      'Names need at least 4 characters: letters, digits or hyphens only',
    )
    expect(await register.isDisabled()).toBe(true)
    await checkPage(demo.page, `${PREFIX}-invalid`)

    await input.fill(TAKEN_LABEL)
    await expectText(
      view.getByTestId('foyer-name-error'),
      `${TAKEN_LABEL}.foyer.id is already taken`,
    )
    expect(await register.isDisabled()).toBe(true)
    // Free variants from the registry, as suggestions.
    await expectText(view.getByTestId('foyer-name-suggestion').first(), `${TAKEN_LABEL}1.foyer.id`)
    await checkPage(demo.page, `${PREFIX}-taken`)
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
  })

  test('a free name is registered, shows in the Account header and the account button', async () => {
    const view = await openRegisterView()
    await view.getByTestId('foyer-name-input').fill(FREE_LABEL)
    await expectText(
      view.getByTestId('foyer-name-available'),
      `${FREE_LABEL}.foyer.id is available`,
    )
    await view.getByTestId('foyer-name-register').click()
    // The wallet signs (the extension approves), the registry registers.
    const success = await checkView(demo.page, 'RegisterAccountNameSuccess', PREFIX)
    await expectText(
      success.getByTestId('foyer-name-registered'),
      `${FREE_LABEL}.foyer.id is now the name of this account`,
    )
    await checkPage(demo.page, `${PREFIX}-registered`)

    // The registry holds it for account 0 under devnet 31337's coin type.
    const profile = (await (
      await fetch(new URL(`/v1/profile/account/${FREE_LABEL}.foyer.id`, dataServiceUrl))
    ).json()) as { addresses: Record<string, { address: string }> }
    expect(profile.addresses[String(DEVNET_COIN_TYPE)]?.address.toLowerCase()).toBe(
      account0.toLowerCase(),
    )

    await success.getByTestId('foyer-name-done').click()
    const account = await checkView(demo.page, 'Account', `${PREFIX}-named`)
    await expectText(account.getByTestId('foyer-account-name'), `${FREE_LABEL}.foyer.id`)
    expect(await account.getByTestId('foyer-account-choose-name').count()).toBe(0)
    await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
    await expectText(
      demo.page.getByTestId('foyer-connect-button').getByTestId('foyer-button-account'),
      `${FREE_LABEL}.foyer.id`,
    )
  })

  test("names resolve in Send's receiver field", async () => {
    await ensureConnected()
    await demo.page.click('#connect')
    const account = await checkView(demo.page, 'Account', `${PREFIX}-send`)
    await account.getByTestId('foyer-account-send').click()
    const send = await checkView(demo.page, 'WalletSend', PREFIX)
    const receiver = send.getByTestId('foyer-send-receiver')
    await receiver.fill(`${FREE_LABEL}.foyer.id`)
    const short = (address: string) =>
      new RegExp(`${address.slice(0, 6)}.*${address.slice(-4)}`, 'i')
    await expectText(send.getByTestId('foyer-send-resolved'), short(account0))
    await receiver.fill(`${TAKEN_LABEL}.foyer.id`)
    await expectText(send.getByTestId('foyer-send-resolved'), short(account1))
    await checkPage(demo.page, `${PREFIX}-send-resolved`)
  })
})
