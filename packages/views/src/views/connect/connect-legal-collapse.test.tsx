import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { createFixtureDirectory, sampleWallets } from '../../test-utils/fixture-directory.js'
import { renderOpenModal, testIds } from '../../test-utils/render-modal.js'
import { DEFAULT_CONNECT_SECTIONS } from './connect-view.js'

const TERMS = 'https://app.example/terms'
const PRIVACY = 'https://app.example/privacy'

/** Connect sections that stand in for the email and social modules: a field and a button. */
const sections = {
  ...DEFAULT_CONNECT_SECTIONS,
  email: () => <input aria-label="Email address" data-testid="email-field" />,
  social: () => <button type="button">Google</button>,
}

describe('the legal checkbox (features.legalCheckbox)', () => {
  it('is not there by default', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client)
    expect(screen.queryByTestId('foyer-legal-checkbox')).toBeNull()
    expect(
      (await screen.findByTestId('wallet-option-io.foyer.fixture')).hasAttribute('disabled'),
    ).toBe(false)
  })

  it('links the terms and the privacy policy, and no connect method works until it is ticked', async () => {
    const { client } = await createFixtureClient({
      features: { legalCheckbox: true },
      termsConditionsUrl: TERMS,
      privacyPolicyUrl: PRIVACY,
    })
    await renderOpenModal(client, {}, { connectSections: sections })
    const checkbox = screen.getByTestId('foyer-legal-checkbox') as HTMLInputElement
    // The label names the checkbox (happy-dom leaves a label holding two links unnamed).
    expect([...(checkbox.labels ?? [])].map((label) => label.textContent)).toEqual([
      'I agree to the Terms of Service and the Privacy Policy.',
    ])
    expect(checkbox.checked).toBe(false)
    const terms = screen.getByRole('link', { name: 'Terms of Service' })
    expect([terms.getAttribute('href'), terms.getAttribute('target')]).toEqual([TERMS, '_blank'])
    expect(terms.getAttribute('rel')).toContain('noopener')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(PRIVACY)
    expect(checkbox.getAttribute('aria-describedby')).toBe(
      screen.getByTestId('foyer-legal-hint').id,
    )

    // Every method sits in one disabled fieldset (the browser disables every control in it):
    // the wallet rows, the email field, the social button.
    const wallet = await screen.findByTestId('wallet-option-io.foyer.fixture')
    const methods = screen.getByTestId('email-field').closest('fieldset')!
    expect(methods.disabled).toBe(true)
    expect(methods.contains(wallet)).toBe(true)
    expect(methods.contains(screen.getByRole('button', { name: 'Google' }))).toBe(true)
    expect(methods.getAttribute('aria-describedby')).toBe(screen.getByTestId('foyer-legal-hint').id)
    await act(async () => {
      fireEvent.click(wallet)
    })
    expect(client.stores.router.getState().history).toEqual(['Connect'])

    await act(async () => {
      fireEvent.click(checkbox)
    })
    expect(checkbox.checked).toBe(true)
    expect(client.stores.modal.getState().legalAccepted).toBe(true)
    expect(screen.queryByTestId('foyer-legal-hint')).toBeNull()
    expect(methods.disabled).toBe(false)
    await act(async () => {
      fireEvent.click(wallet)
    })
    expect(client.stores.router.getState().history).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('links only what the app gives, in the visitor’s language', async () => {
    const { client } = await createFixtureClient({
      features: { legalCheckbox: true },
      privacyPolicyUrl: PRIVACY,
    })
    await renderOpenModal(client, {}, { locale: 'de' })
    const checkbox = await screen.findByRole('checkbox', {
      name: 'Ich stimme der Datenschutzerklärung zu.',
    })
    expect(checkbox).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Nutzungsbedingungen' })).toBeNull()
  })

  it('keeps the tick while the visitor moves between views, and asks nothing without the flag', async () => {
    const { client } = await createFixtureClient({
      features: { legalCheckbox: true },
      termsConditionsUrl: TERMS,
      directory: createFixtureDirectory(sampleWallets(12)),
    })
    const view = await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-legal-checkbox'))
    })
    view.unmount()
    await renderOpenModal(client)
    expect((screen.getByTestId('foyer-legal-checkbox') as HTMLInputElement).checked).toBe(true)
  })

  it('is refused at start without a terms or privacy URL to link, or with a non-https one', async () => {
    await expect(createFixtureClient({ features: { legalCheckbox: true } })).rejects.toThrow(
      /legalCheckbox/,
    )
    await expect(
      createFixtureClient({
        features: { legalCheckbox: true },
        termsConditionsUrl: 'javascript:alert(1)',
      }),
    ).rejects.toThrow(/termsConditionsUrl/)
  })
})

describe('collapse wallets (features.collapseWallets)', () => {
  it('shows one "Continue with a wallet" entry beside email and social, which expands the list', async () => {
    const { client } = await createFixtureClient({
      features: { collapseWallets: true },
      directory: createFixtureDirectory(sampleWallets(12)),
    })
    await renderOpenModal(client, {}, { connectSections: sections })
    const entry = await screen.findByTestId('foyer-continue-with-wallet')
    expect(entry.textContent).toContain('Continue with a wallet')
    expect(entry.getAttribute('aria-expanded')).toBe('false')
    expect(testIds()).toEqual([])
    await act(async () => {
      fireEvent.click(entry)
    })
    await waitFor(() => expect(testIds()).toContain('wallet-option-io.foyer.fixture'))
    expect(testIds()).toContain('wallet-option-all-wallets')
    expect(document.activeElement).toBe(screen.getByTestId('foyer-wallets-expanded'))
  })

  it('lists the wallets at once when they are the only way to connect, and is off by default', async () => {
    const only = await createFixtureClient({ features: { collapseWallets: true } })
    const view = await renderOpenModal(only.client)
    expect(screen.queryByTestId('foyer-continue-with-wallet')).toBeNull()
    expect(testIds()).toEqual(['wallet-option-io.foyer.fixture'])
    view.unmount()
    const off = await createFixtureClient()
    await renderOpenModal(off.client, {}, { connectSections: sections })
    expect(screen.queryByTestId('foyer-continue-with-wallet')).toBeNull()
    expect(testIds()).toEqual(['wallet-option-io.foyer.fixture'])
  })
})
