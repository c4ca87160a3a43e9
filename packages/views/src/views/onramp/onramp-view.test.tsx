import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { createFixtureDirectory } from '../../test-utils/fixture-directory.js'
import { createFixtureOnramp, USDC } from '../../test-utils/fixture-onramp.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone

async function openOnramp(options: Parameters<typeof createConnectedClient>[0] = {}) {
  const fixture = createFixtureOnramp()
  const result = await createConnectedClient({ blockchainData: fixture.data, ...options })
  await renderOpenModal(result.client)
  return { ...result, fixture }
}

afterEach(() => vi.restoreAllMocks())

describe('OnRampProviders', () => {
  it('Account offers Buy; the view lists the provider with its fee and quotes the amount', async () => {
    await openOnramp()
    fireEvent.click(await screen.findByTestId('foyer-account-buy'))
    const provider = await screen.findByTestId('foyer-onramp-provider-sandbox')
    expect(provider.textContent).toContain('Foyer Sandbox')
    expect(provider.textContent).toContain('Fee 1.5 %')
    // SPEC §9: the fee range every provider stays within.
    expect(screen.getByTestId('foyer-onramp-fee-range').textContent).toBe('Provider fees: 1–2 %')
    await waitFor(() =>
      expect(screen.getByTestId('foyer-onramp-receive').textContent).toBe(
        'You receive about 0.032833 ETH',
      ),
    )
    expect(screen.getByTestId('foyer-onramp-fee').textContent).toBe(
      'Provider fee (1.5 %): 1.50 USD',
    )
    fireEvent.change(screen.getByTestId('foyer-onramp-amount'), { target: { value: '20000' } })
    expect(screen.getByTestId('foyer-onramp-amount-error').textContent).toBe(
      'Enter an amount from 1 to 10,000 US dollars',
    )
    expect(screen.getByTestId('foyer-onramp-continue')).toHaveProperty('disabled', true)
  })

  it('picks the asset in the token picker, and quotes the one picked', async () => {
    const { fixture } = await openOnramp()
    fireEvent.click(await screen.findByTestId('foyer-account-buy'))
    await screen.findByTestId('foyer-onramp-receive')
    expect(fixture.quoted.at(-1)).toBe('native')
    expect(document.querySelector('select')).toBeNull()
    const pill = screen.getByTestId('foyer-onramp-asset')
    expect(pill.getAttribute('aria-haspopup')).toBe('listbox')
    fireEvent.click(pill)
    const list = screen.getByRole('listbox', { name: 'Tokens' })
    expect([...list.querySelectorAll('[role=option]')].map((o) => o.textContent)).toEqual([
      expect.stringContaining('ETH'),
      expect.stringContaining('USDC'),
    ])
    fireEvent.click(screen.getByTestId(`foyer-token-option-USDC`))
    expect(screen.getByTestId('foyer-onramp-asset-symbol').textContent).toBe('USDC')
    await waitFor(() => expect(fixture.quoted.at(-1)).toBe(USDC))
  })

  it("shows the asset's and the currency's images from the directory, a neutral circle on failure", async () => {
    const DIRECTORY = 'http://127.0.0.1:4100'
    const directory = {
      ...createFixtureDirectory([]),
      currencyImageUrl: (id: string) => `${DIRECTORY}/public/getCurrencyImage/${id}`,
      tokenImageUrl: (id: string) => `${DIRECTORY}/public/getTokenImage/${id}`,
    }
    await openOnramp({ directory })
    fireEvent.click(await screen.findByTestId('foyer-account-buy'))
    // The asset's image is in the token picker's pill.
    const assetImage = await screen.findByTestId('foyer-onramp-asset')
    const currencyImage = screen.getByTestId('foyer-onramp-currency-image')
    expect(assetImage.querySelector('img')?.getAttribute('src')).toBe(
      `${DIRECTORY}/public/getTokenImage/ETH`,
    )
    const currencyImg = currencyImage.querySelector('img')
    expect(currencyImg?.getAttribute('src')).toBe(`${DIRECTORY}/public/getCurrencyImage/USD`)
    // The directory has no such image (or is down): an empty neutral circle of the same size.
    fireEvent.error(currencyImg as HTMLImageElement)
    expect(currencyImage.querySelector('img')).toBeNull()
    expect(currencyImage.hasAttribute('data-fallback')).toBe(true)
    expect(assetImage.querySelector('img')).not.toBeNull()
  })

  it('opens the checkout in a new window and follows the order until it completes', async () => {
    const opened = { location: { href: '' }, closed: false, opener: {} as unknown, close() {} }
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window)
    const { fixture, client } = await openOnramp()
    fireEvent.click(await screen.findByTestId('foyer-account-buy'))
    await screen.findByTestId('foyer-onramp-receive')
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-onramp-continue'))
    })
    // Opened in the click (popup blockers), then sent to the provider's checkout.
    expect(open).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opened.location.href).toMatch(/\/checkout\?order=order-1/))
    expect(opened.opener).toBeNull()
    const address = client.stores.account.getState().byNamespace.eip155?.address
    expect(fixture.checkouts).toEqual([{ address, amount: '100' }])
    await screen.findByTestId('foyer-onramp-waiting')
    fixture.complete()
    await waitFor(
      () =>
        expect(screen.getByTestId('foyer-onramp-completed').textContent).toBe(
          '0.032833 ETH arrived in your account',
        ),
      { timeout: 5_000 },
    )
  })

  it("shows the provider's reason when the order fails", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const { fixture } = await openOnramp()
    fireEvent.click(await screen.findByTestId('foyer-account-buy'))
    await screen.findByTestId('foyer-onramp-receive')
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-onramp-continue'))
    })
    await screen.findByTestId('foyer-onramp-waiting')
    fixture.fail('card declined')
    await waitFor(
      () =>
        expect(screen.getByTestId('foyer-onramp-failed').textContent).toBe(
          'The purchase failed: card declined',
        ),
      { timeout: 5_000 },
    )
  })

  it('is hidden with features.onramp off', async () => {
    await openOnramp({ features: { onramp: false } })
    await screen.findByTestId('foyer-account-name')
    expect(screen.queryByTestId('foyer-account-buy')).toBeNull()
  })

  it('is hidden when the time zone is restricted (SPEC §6)', async () => {
    await openOnramp({ restrictedTimeZones: [zone] })
    await screen.findByTestId('foyer-account-name')
    expect(screen.queryByTestId('foyer-account-buy')).toBeNull()
  })
})
