import { FARCASTER_LOGIN_TIMEOUT_MS } from '@foyer/core'
import { PopupBlockedError } from '@foyer/core/login'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../create-foyer.js'
import { FoyerProvider } from '../provider.js'
import {
  embeddedWalletAdapter,
  FIXTURE_PASSKEY_PAGE,
  FixtureEmbeddedWallet,
  FixtureFarcasterWallet,
  FixturePasskeyWallet,
  mainnet,
} from '../test-utils/fixtures.js'
import { useFoyerLogin } from './use-foyer-login.js'

/** A popup as `window.open` gives it, recording where it was sent and whether it closed. */
function fakePopup() {
  return {
    closed: false,
    location: { href: '' },
    close() {
      this.closed = true
    },
  }
}

/** The hook inside a started Foyer whose embedded wallet is `wallet` (the modal's fixture). */
async function renderLogin(wallet: FixtureEmbeddedWallet) {
  const foyer = createFoyer({
    projectId: 'headless-login',
    networks: [mainnet],
    adapters: [embeddedWalletAdapter(wallet)],
    services: { embeddedWallet: 'https://frame.example/' },
    features: { socials: ['google', 'github', 'farcaster'] },
    isMobile: () => false,
    locale: 'en',
  })
  await foyer.start()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  const view = renderHook(() => useFoyerLogin(), { wrapper })
  const account = () => foyer.client.stores.account.getState().byNamespace.eip155
  return { ...view, foyer, account }
}

beforeEach(() => {
  // The fixture's user has no smart account: core warns once it asked the frame.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('useFoyerLogin: the modal’s logins as headless actions', () => {
  it('email: refuses a bad address without asking the frame', async () => {
    const wallet = new FixtureEmbeddedWallet()
    const { result } = await renderLogin(wallet)
    await act(async () => {
      expect(await result.current.email('not-an-email')).toBe(false)
    })
    expect(result.current.state).toMatchObject({
      status: 'failed',
      method: 'email',
      error: { code: 'INVALID_EMAIL', shortMessage: 'Please enter a valid email address' },
    })
    expect(wallet.calls).toEqual([])
  })

  it('email: the code is typed into the frame laid over the app’s slot; a wrong one stays, the right one connects', async () => {
    const wallet = new FixtureEmbeddedWallet()
    const { result, account } = await renderLogin(wallet)
    await act(() => result.current.email(' ada@example.com '))
    expect(result.current.state).toEqual({
      status: 'emailCode',
      email: 'ada@example.com',
      verifying: false,
      error: undefined,
    })
    expect(wallet.calls).toEqual(['connectEmail:ada@example.com'])
    const slot = document.body.appendChild(document.createElement('div'))
    let hide!: () => void
    act(() => {
      hide = result.current.showEmailCode(slot)
    })
    expect(wallet.codeShownOver).toBe(slot)
    expect(wallet.codeStep).toBe('login')
    await act(() => wallet.typeCode('000000'))
    expect(result.current.state).toMatchObject({
      status: 'emailCode',
      verifying: false,
      error: { code: 'FRAME_ERROR', shortMessage: 'Invalid code' },
    })
    expect(account()?.status).not.toBe('connected')
    await act(() => wallet.typeCode('123456'))
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'connected', method: 'email' }),
    )
    expect(account()).toMatchObject({ status: 'connected', address: wallet.user.address })
    act(() => hide())
    expect(wallet.codeShownOver).toBeUndefined()
  })

  it('social: sends the popup to the provider and connects; a blocked popup is its own error', async () => {
    const wallet = new FixtureEmbeddedWallet()
    const { result, account } = await renderLogin(wallet)
    await act(async () => {
      expect(await result.current.social('github', null)).toBe(false)
    })
    expect(result.current.state).toMatchObject({ status: 'failed', method: 'social' })
    if (result.current.state.status !== 'failed') throw new Error('not failed')
    expect(result.current.state.error).toBeInstanceOf(PopupBlockedError)
    const popup = fakePopup()
    await act(async () => {
      expect(await result.current.social('github', popup)).toBe(true)
    })
    expect(popup.location.href).toBe('https://auth.example/v1/social/github/authorize')
    expect(popup.closed).toBe(true)
    expect(result.current.state).toEqual({ status: 'connected', method: 'social' })
    expect(account()?.status).toBe('connected')
  })

  it('social: cancel gives the login up, closes the popup and leaves nothing connected', async () => {
    const wallet = new FixtureEmbeddedWallet()
    wallet.socialPending = true
    const { result, account } = await renderLogin(wallet)
    const popup = fakePopup()
    let pending!: Promise<boolean>
    act(() => {
      pending = result.current.social('google', popup)
    })
    await waitFor(() =>
      expect(wallet.calls).toContain(
        'connectSocial:https://auth.example/v1/social/google/authorize',
      ),
    )
    expect(result.current.state).toEqual({ status: 'pending', method: 'social' })
    act(() => result.current.cancel())
    expect(await pending).toBe(false)
    expect(popup.closed).toBe(true)
    expect(result.current.state).toEqual({ status: 'idle' })
    expect(account()?.status).not.toBe('connected')
  })

  it('passkey: the ceremony runs in the popup on the frame’s page, then connects; its error is kept', async () => {
    const wallet = new FixturePasskeyWallet()
    const { result, account } = await renderLogin(wallet)
    wallet.passkeyError = new Error('The passkey was not recognised')
    await act(() => result.current.passkey('signIn', fakePopup()))
    expect(result.current.state).toMatchObject({
      status: 'failed',
      method: 'passkey',
      error: { message: 'The passkey was not recognised' },
    })
    wallet.passkeyError = undefined
    const popup = fakePopup()
    await act(async () => {
      expect(await result.current.passkey('signUp', popup)).toBe(true)
    })
    expect(popup.location.href).toBe(FIXTURE_PASSKEY_PAGE)
    expect(wallet.calls.filter((call) => call.startsWith('connectPasskey'))).toEqual([
      'connectPasskey:signIn',
      'connectPasskey:signUp',
    ])
    expect(result.current.state).toEqual({ status: 'connected', method: 'passkey' })
    expect(account()?.status).toBe('connected')
  })

  it('farcaster: the frame draws the code over the slot; an approval connects', async () => {
    const wallet = new FixtureFarcasterWallet()
    const { result, account } = await renderLogin(wallet)
    const slot = document.body.appendChild(document.createElement('div'))
    let pending!: Promise<boolean>
    act(() => {
      pending = result.current.farcaster(slot)
    })
    await waitFor(() => expect(wallet.calls).toContain('connectFarcaster'))
    expect(wallet.qr?.target).toBe(slot)
    expect(wallet.qr?.options.openLabel).toBe('Open in Farcaster')
    wallet.approve()
    await act(async () => {
      expect(await pending).toBe(true)
    })
    expect(result.current.state).toEqual({ status: 'connected', method: 'farcaster' })
    expect(account()?.status).toBe('connected')
  })

  it('farcaster: without an approval in 5 minutes the code expires and hides', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const wallet = new FixtureFarcasterWallet()
    const { result } = await renderLogin(wallet)
    const slot = document.body.appendChild(document.createElement('div'))
    act(() => {
      void result.current.farcaster(slot)
    })
    await waitFor(() => expect(wallet.calls).toContain('connectFarcaster'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FARCASTER_LOGIN_TIMEOUT_MS)
    })
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'expired', method: 'farcaster' }),
    )
    expect(wallet.qr).toBeUndefined()
  })

  it('unmounting gives a login under way up: the popup closes, no late state', async () => {
    const wallet = new FixturePasskeyWallet()
    wallet.passkeyPending = true
    const { result, unmount } = await renderLogin(wallet)
    const popup = fakePopup()
    let pending!: Promise<boolean>
    act(() => {
      pending = result.current.passkey('signIn', popup)
    })
    await waitFor(() => expect(wallet.calls).toContain('connectPasskey:signIn'))
    unmount()
    expect(await pending).toBe(false)
    expect(popup.closed).toBe(true)
  })
})
