import { frameError, RECOVERY_PASSWORD_APPROVAL } from '@foyer/common'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import {
  embeddedWalletAdapter,
  FixtureEmbeddedWallet,
} from '../../test-utils/fixture-embedded-wallet.js'
import { createFixtureSiwx } from '../../test-utils/fixture-siwx.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

async function emailClient(features = {}) {
  const wallet = new FixtureEmbeddedWallet()
  const { client } = await createFixtureClient({
    adapter: embeddedWalletAdapter(wallet),
    services: { embeddedWallet: 'https://frame.example/' },
    features,
  })
  return { client, wallet }
}

function sectionOrder(): string[] {
  return [...document.querySelectorAll('[data-connect-method]')].map(
    (section) => section.getAttribute('data-connect-method') ?? '',
  )
}

async function submitEmail(email: string) {
  const input = await screen.findByLabelText('Email address')
  fireEvent.change(input, { target: { value: email } })
  await act(async () => {
    fireEvent.click(screen.getByTestId('foyer-email-submit'))
  })
}

describe('email login views (SPEC §2, §4)', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the email field first (email, social, wallet), only with an AUTH connector', async () => {
    const { client } = await emailClient()
    await renderOpenModal(client)
    await screen.findByTestId('foyer-email-input')
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet'])
  })

  it('respects connectMethodsOrder and features.email', async () => {
    const { client } = await emailClient({ connectMethodsOrder: ['wallet', 'social', 'email'] })
    await renderOpenModal(client)
    await screen.findByTestId('foyer-email-input')
    expect(sectionOrder()).toEqual(['wallet', 'social', 'email'])
  })

  it('is absent when features.email is off or no adapter offers the embedded wallet', async () => {
    const off = await emailClient({ email: false, socials: [] })
    const view = await renderOpenModal(off.client)
    expect(sectionOrder()).toEqual(['wallet'])
    view.unmount()
    const { client } = await createFixtureClient({ adapter: new FixtureAdapter() })
    await renderOpenModal(client)
    expect(sectionOrder()).toEqual(['wallet'])
  })

  it('refuses an invalid email without asking the frame', async () => {
    const { client, wallet } = await emailClient()
    await renderOpenModal(client)
    await submitEmail('not-an-email')
    expect(screen.getByTestId('foyer-email-error').textContent).toBe(
      'Please enter a valid email address',
    )
    expect(wallet.calls).toEqual([])
  })

  it('email → code: a wrong code shows its message, the right one shows Account with the email', async () => {
    const { client, wallet } = await emailClient()
    await renderOpenModal(client)
    await submitEmail('ada@example.com')
    await screen.findByTestId('foyer-view-EmailVerifyOtp')
    expect(screen.getByText('Enter the 6-digit code sent to ada@example.com')).toBeTruthy()
    expect(wallet.calls).toEqual(['connectEmail:ada@example.com'])

    // The code field is the frame's, laid over the view's slot: the host page has no field.
    const slot = screen.getByTestId('foyer-otp-frame-slot')
    expect(wallet.codeShownOver).toBe(slot)
    expect(wallet.codeStep).toBe('login')
    expect(screen.queryByRole('textbox')).toBeNull()
    await act(async () => {
      await wallet.typeCode('000000')
    })
    expect(screen.getByTestId('foyer-otp-error').textContent).toBe('Invalid code')
    expect(screen.getByTestId('foyer-otp-error').getAttribute('role')).toBe('alert')
    await act(async () => {
      await wallet.typeCode('123456')
    })
    await screen.findByTestId('foyer-view-Account')
    expect(wallet.codeShownOver).toBeUndefined()
    expect(screen.getByTestId('foyer-account-email').textContent).toBe(
      'Signed in as ada@example.com',
    )
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('connected')
  })

  it('with sign-in on, the sign view that opens on connect stays when the login ends after it', async () => {
    const wallet = new FixtureEmbeddedWallet()
    const { client } = await createFixtureClient({
      adapter: embeddedWalletAdapter(wallet),
      services: { embeddedWallet: 'https://frame.example/' },
      siwx: createFixtureSiwx(),
      signInRequired: true,
    })
    // The frame answers the user late (it derives the Solana address from the rebuilt key):
    // the account is connected and the sign-in has taken the view before the login ends.
    let answerUser: () => void = () => undefined
    const userAnswered = new Promise<void>((resolve) => {
      answerUser = resolve
    })
    const readUser = wallet.getUser.bind(wallet)
    wallet.getUser = async () => {
      if (client.stores.account.getState().byNamespace.eip155?.status === 'connected') {
        await userAnswered
      }
      return readUser()
    }
    await renderOpenModal(client)
    await submitEmail('ada@example.com')
    await screen.findByTestId('foyer-view-EmailVerifyOtp')
    await act(async () => {
      void wallet.typeCode('123456')
    })
    await screen.findByTestId('foyer-sign-in-summary')
    await act(async () => {
      answerUser()
      await userAnswered
    })
    await waitFor(() => expect(client.stores.signIn.getState().status).toBe('ready'))
    expect(screen.getByTestId('foyer-view-SIWXSignMessage')).toBeTruthy()
    expect(screen.queryByTestId('foyer-view-Account')).toBeNull()
  })

  it("an expired code shows the frame's message; a new code is asked for after the cooldown", async () => {
    const { client, wallet } = await emailClient()
    await renderOpenModal(client)
    await submitEmail('ada@example.com')
    await screen.findByTestId('foyer-view-EmailVerifyOtp')
    await act(async () => {
      await wallet.typeCode('999999')
    })
    expect(screen.getByTestId('foyer-otp-error').textContent).toBe(
      'Code expired, request a new one',
    )
    expect(screen.getByTestId('foyer-view-EmailVerifyOtp')).toBeTruthy()
    expect(client.stores.account.getState().byNamespace.eip155?.status).not.toBe('connected')
    client.storage.set('lastEmailLoginTime', Date.now() - 30_000)
    const resend = screen.getByTestId('foyer-otp-resend') as HTMLButtonElement
    await waitFor(() => expect(resend.disabled).toBe(false), { timeout: 2500 })
    await act(async () => {
      fireEvent.click(resend)
    })
    await screen.findByText('A new code was sent')
    // The frame's field is still there for the new code.
    expect(wallet.codeStep).toBe('login')
    await act(async () => {
      await wallet.typeCode('123456')
    })
    await screen.findByTestId('foyer-view-Account')
  })

  it('ignores status events of another step (a stale field of the email update)', async () => {
    const { client, wallet } = await emailClient()
    await renderOpenModal(client)
    await submitEmail('ada@example.com')
    await screen.findByTestId('foyer-view-EmailVerifyOtp')
    wallet.codeStep = 'updatePrimary'
    await act(async () => {
      await wallet.typeCode('123456')
    })
    expect(screen.getByTestId('foyer-view-EmailVerifyOtp')).toBeTruthy()
    expect(client.stores.account.getState().byNamespace.eip155?.status).not.toBe('connected')
  })

  it('resend waits for the 30 s cooldown, counting down', async () => {
    const { client, wallet } = await emailClient()
    await renderOpenModal(client)
    await submitEmail('ada@example.com')
    await screen.findByTestId('foyer-view-EmailVerifyOtp')
    const resend = screen.getByTestId('foyer-otp-resend') as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    expect(resend.textContent).toMatch(/Resend code in (30|29) s/)
    client.storage.set('lastEmailLoginTime', Date.now() - 30_000)
    await waitFor(() => expect(resend.disabled).toBe(false), { timeout: 2500 })
    expect(resend.textContent).toBe('Resend code')
    await act(async () => {
      fireEvent.click(resend)
    })
    expect(wallet.calls.filter((c) => c.startsWith('connectEmail'))).toHaveLength(2)
    await screen.findByText('A new code was sent')
  })

  it('a new browser: the device step waits for the mailed link, says why it still waits, then goes on to the code by itself', async () => {
    const { client, wallet } = await emailClient()
    wallet.emailAction = 'VERIFY_DEVICE'
    let confirm = () => {}
    const waits = () => wallet.calls.filter((c) => c === 'connectDevice').length
    wallet.deviceConfirmation = () =>
      waits() === 1
        ? Promise.reject(
            frameError({
              message: 'This device is not confirmed yet: open the link in the email we sent',
            }),
          )
        : new Promise<void>((resolve) => {
            confirm = resolve
          })
    await renderOpenModal(client)
    await submitEmail('ada@example.com')
    await screen.findByTestId('foyer-view-EmailVerifyDevice')
    expect(
      screen.getByText(
        'Confirm this device from the email sent to ada@example.com, then continue.',
      ),
    ).toBeTruthy()
    // The wait starts by itself; when one ends unconfirmed, its reason shows and it waits again.
    await screen.findByText('This device is not confirmed yet: open the link in the email we sent')
    const resend = screen.getByTestId('foyer-device-resend') as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    expect(resend.textContent).toMatch(/Resend email in (30|29|28) s/)
    await waitFor(() => expect(waits()).toBe(2), { timeout: 3000 })
    expect(screen.queryByTestId('foyer-view-EmailVerifyOtp')).toBeNull()
    await act(async () => confirm())
    await screen.findByTestId('foyer-view-EmailVerifyOtp')
  })

  it('the device step sends a new email once the cooldown is over', async () => {
    const { client, wallet } = await emailClient()
    wallet.emailAction = 'VERIFY_DEVICE'
    wallet.deviceConfirmation = () => new Promise(() => {})
    await renderOpenModal(client)
    await submitEmail('ada@example.com')
    await screen.findByTestId('foyer-view-EmailVerifyDevice')
    client.storage.set('lastEmailLoginTime', Date.now() - 30_000)
    const resend = screen.getByTestId('foyer-device-resend') as HTMLButtonElement
    await waitFor(() => expect(resend.disabled).toBe(false), { timeout: 2500 })
    expect(resend.textContent).toBe('Resend email')
    await act(async () => {
      fireEvent.click(resend)
    })
    expect(wallet.calls.filter((c) => c.startsWith('connectEmail'))).toHaveLength(2)
    await screen.findByText('A new email was sent')
  })

  it('over the frame’s recovery password form, the modal says so, not "Approve Transaction"', async () => {
    const { client } = await emailClient()
    await renderOpenModal(client, {
      view: 'ApproveTransaction',
      data: { approval: RECOVERY_PASSWORD_APPROVAL },
    })
    await screen.findByRole('dialog', { name: 'Recovery Password' })
    expect(screen.getByTestId('foyer-view-ApproveTransaction').textContent).toContain(
      'asks for its recovery password below',
    )
    expect(screen.queryByRole('dialog', { name: 'Approve Transaction' })).toBeNull()
  })

  it('the recovery form in the middle of a login is laid over its view, which stays mounted', async () => {
    const { client, wallet } = await emailClient()
    await renderOpenModal(client, { view: 'ConnectingSocial', data: { social: 'github' } })
    await screen.findByTestId('foyer-view-ConnectingSocial')
    await act(async () => {
      client.stores.router.setState((state) => ({
        data: { ...state.data, approval: RECOVERY_PASSWORD_APPROVAL },
      }))
    })
    await screen.findByRole('dialog', { name: 'Recovery Password' })
    expect(wallet.shownOver).toBe(await screen.findByTestId('foyer-approve-frame-slot'))
    expect(screen.getByTestId('foyer-view-ConnectingSocial')).toBeTruthy()
    expect(screen.getByTestId('foyer-view-ConnectingSocial').checkVisibility()).toBe(false)
  })

  it('ApproveTransaction lays the frame over its slot while shown', async () => {
    const { client, wallet } = await emailClient()
    await renderOpenModal(client, { view: 'ApproveTransaction' })
    const slot = await screen.findByTestId('foyer-approve-frame-slot')
    expect(wallet.shownOver).toBe(slot)
    await act(async () => {
      client.stores.router.setState({ view: 'Account', history: ['Account'] })
    })
    await waitFor(() => expect(wallet.shownOver).toBeUndefined())
  })
})
