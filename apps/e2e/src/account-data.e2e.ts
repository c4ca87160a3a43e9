import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, test } from 'vitest'
import { connectTestWallet, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { checkPage, checkView, dialogLocator, expectText } from './harness/views.js'

// The demo on its own local stack with the account data service (`services.blockchainApi`):
// the Account tabs show the seeded tokens, NFTs and transfers of account 0 on devnet 31337,
// a transfer made during the test appears in Activity, the 0-decimals token and the
// spam-only airdrop are absent, and a name registered through the service's API shows in the
// account button and the Account header. Every state is checked with axe.
const PREFIX = 'account-data'
const NAME = 'e2e-alice.foyer.id'
/** ENSIP-11 coin type of devnet 31337: `(0x80000000 | chainId) >>> 0`. */
const DEVNET_COIN_TYPE = (0x80000000 | 31337) >>> 0
const demo = useDemoSession()

let dataServiceUrl: string

beforeAll(() => {
  const url = demo.session.stack.dataServiceUrl
  if (!url) throw new Error('The stack did not start the account data service.')
  dataServiceUrl = url
})

/** Registers `name` for account 0 on devnet 31337: an EIP-191 signature by its own key. */
async function registerName(name: string) {
  const owner = privateKeyToAccount(demo.session.stack.accounts[0]!.privateKey)
  const message = JSON.stringify({ name, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await owner.signMessage({ message })
  const response = await fetch(new URL('/v1/profile/account', dataServiceUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coinType: DEVNET_COIN_TYPE,
      address: owner.address,
      signature,
      message,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  expect(((await response.json()) as { name: string }).name).toBe(name)
}

async function openAccount() {
  await demo.page.click('#connect')
  return checkView(demo.page, 'Account', PREFIX)
}

async function closeModal() {
  await dialogLocator(demo.page).getByRole('button', { name: 'Close' }).click()
  await modalClosed(demo.page)
}

describe('account data from the stack', () => {
  test('a name registered through the service shows in the account button and the Account header', async () => {
    await registerName(NAME)
    await connectTestWallet(demo.page, PREFIX)
    // The devnets are testnets: the name comes from the names registry's reverse lookup.
    await expectText(
      demo.page.getByTestId('foyer-connect-button').getByTestId('foyer-button-account'),
      NAME,
    )
    const account = await openAccount()
    await expectText(account.getByTestId('foyer-account-name'), NAME)
    await closeModal()
  })

  test('Tokens: the seeded balances sorted by value, without the 0-decimals token', async () => {
    const account = await openAccount()
    const tokens = account.getByTestId('foyer-tokens')
    await expectText(tokens.getByTestId('foyer-token-FUSD'), /999,020\.25/)
    const rows = tokens.getByTestId(/^foyer-token-[A-Z]+$/)
    const ids = await rows.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-testid')),
    )
    // ETH 1234.5678 × $3000 > FOY 999,750 × $1.25 > FUSD 999,020.25 × $1.
    expect(ids).toEqual(['foyer-token-ETH', 'foyer-token-FOY', 'foyer-token-FUSD'])
    await expectText(tokens.getByTestId('foyer-token-ETH'), /1,234\.567 ETH/)
    await expectText(tokens.getByTestId('foyer-token-ETH'), /3,703,703\.40 USD/)
    await expectText(tokens.getByTestId('foyer-token-FOY'), /1,249,687\.50 USD/)
    expect(await tokens.getByTestId('foyer-token-FPT').count()).toBe(0)
    await checkPage(demo.page, `${PREFIX}-tokens`)
    await closeModal()
  })

  test('NFTs: the seeded collection as a grid with images, without the spam airdrop', async () => {
    const account = await openAccount()
    await account.getByRole('tab', { name: 'NFTs' }).click()
    const grid = account.getByRole('list', { name: 'NFTs of this account' })
    await grid.waitFor()
    const cards = grid.getByTestId('foyer-nft')
    await expectText(grid, /Foyer Friends #1/)
    const names = await cards.locator('.foyer-nft-name').allTextContents()
    // Token 3 was sent to account 1; token 4 is the spam airdrop.
    expect(names.sort()).toEqual(['Foyer Friends #1', 'Foyer Friends #2'])
    expect(await account.getByText('Claim your reward').count()).toBe(0)
    const images = await cards
      .locator('img')
      .evaluateAll((elements) =>
        elements.map((element) => (element as HTMLImageElement).naturalWidth),
      )
    expect(images).toHaveLength(2)
    for (const width of images) expect(width).toBeGreaterThan(0)
    await checkPage(demo.page, `${PREFIX}-nfts`)
    await closeModal()
  })

  test('Activity: the seeded transfers by month, a new transfer appears, the spam-only one does not', async () => {
    // A real transfer on devnet 31337 from account 1 to account 0, made now.
    const sender = privateKeyToAccount(demo.session.stack.accounts[1]!.privateKey)
    const chain = demo.session.stack.chains.find((candidate) => candidate.chainId === 31337)!
    const wallet = createWalletClient({
      account: sender,
      transport: http(chain.rpcUrl),
      chain: {
        id: 31337,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      },
    })
    await wallet.sendTransaction({
      to: demo.session.stack.accounts[0]!.address,
      value: parseEther('0.125'),
    })

    const account = await openAccount()
    await account.getByRole('tab', { name: 'Activity' }).click()
    const activity = account.getByTestId('foyer-activity')
    await expectText(activity, /Received[\s\S]*\+0\.125 ETH/)
    const first = activity.getByTestId('foyer-transaction').first()
    expect(await first.getAttribute('data-direction')).toBe('in')
    expect(await first.textContent()).toContain('+0.125 ETH')
    // The seed: 1.5 ETH sent to account 1, 0.25 ETH and 20.5 FUSD received back.
    await expectText(activity, /−1\.500 ETH/)
    await expectText(activity, /\+0\.250 ETH/)
    await expectText(activity, /\+20\.500 FUSD/)
    expect(await activity.getByTestId('foyer-activity-month').count()).toBeGreaterThan(0)
    expect(await activity.getByText('Claim your reward').count()).toBe(0)
    await checkPage(demo.page, `${PREFIX}-activity`)
    await closeModal()
  })
})
