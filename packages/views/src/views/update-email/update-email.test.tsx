import { connect } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import {
  embeddedWalletAdapter,
  FixtureEmbeddedWallet,
} from '../../test-utils/fixture-embedded-wallet.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

async function emailAccount() {
  const wallet = new FixtureEmbeddedWallet()
  const { client } = await createFixtureClient({
    adapter: embeddedWalletAdapter(wallet),
    services: { embeddedWallet: 'https://frame.example/' },
  })
  await connect(client, { namespace: 'eip155', connectorId: 'foyer-auth' })
  client.stores.account.setState((state) => ({
    byNamespace: {
      ...state.byNamespace,
      eip155: { ...state.byNamespace.eip155!, user: { email: 'ada@example.com' } },
    },
  }))
  return { client, wallet }
}

/** The user types `code` into the frame's field, which must lie over the view's slot. */
async function typeCode(wallet: FixtureEmbeddedWallet, code: string) {
  expect(wallet.codeShownOver).toBe(screen.getByTestId('foyer-update-email-frame-slot'))
  await act(async () => {
    await wallet.typeCode(code)
  })
}

describe('email update from Account (SPEC §4: primary OTP, then secondary OTP)', () => {
  it('Edit email → new email → current email code → new email code → Account with it', async () => {
    const { client, wallet } = await emailAccount()
    await renderOpenModal(client)
    fireEvent.click(await screen.findByTestId('foyer-account-edit-email'))
    await screen.findByTestId('foyer-view-UpdateEmailWallet')

    const input = screen.getByLabelText('New email address')
    fireEvent.change(input, { target: { value: 'ADA@example.com' } })
    await act(async () => fireEvent.click(screen.getByTestId('foyer-update-email-submit')))
    expect(screen.getByTestId('foyer-update-email-error').textContent).toBe(
      'This is already your email',
    )
    fireEvent.change(input, { target: { value: 'grace@example.com' } })
    await act(async () => fireEvent.click(screen.getByTestId('foyer-update-email-submit')))

    await screen.findByTestId('foyer-view-UpdateEmailPrimaryOtp')
    expect(
      screen.getByText('Enter the 6-digit code sent to your current email ada@example.com'),
    ).toBeTruthy()
    expect(wallet.codeStep).toBe('updatePrimary')
    await typeCode(wallet, '000000')
    expect(screen.getByTestId('foyer-update-email-error').textContent).toBe('Invalid code')
    await typeCode(wallet, '123456')

    await screen.findByTestId('foyer-view-UpdateEmailSecondaryOtp')
    expect(
      screen.getByText('Enter the 6-digit code sent to your new email grace@example.com'),
    ).toBeTruthy()
    await waitFor(() => expect(wallet.codeStep).toBe('updateSecondary'))
    await typeCode(wallet, '123456')

    const email = await screen.findByTestId('foyer-account-email')
    expect(email.textContent).toBe('Signed in as grace@example.com')
    expect(wallet.calls).toEqual([
      'updateEmail:grace@example.com',
      'code:updatePrimary:000000',
      'code:updatePrimary:123456',
      'code:updateSecondary:123456',
    ])
    expect(client.storage.get('email')).toBe('grace@example.com')
    // Leaving the code steps takes the frame's field away.
    expect(wallet.codeShownOver).toBeUndefined()
  })

  it('refuses an invalid email without asking the frame', async () => {
    const { client, wallet } = await emailAccount()
    await renderOpenModal(client, { view: 'UpdateEmailWallet' })
    await screen.findByTestId('foyer-view-UpdateEmailWallet')
    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'nope' } })
    await act(async () => fireEvent.click(screen.getByTestId('foyer-update-email-submit')))
    expect(screen.getByTestId('foyer-update-email-error').textContent).toBe(
      'Please enter a valid email address',
    )
    expect(wallet.calls).toEqual([])
  })
})
