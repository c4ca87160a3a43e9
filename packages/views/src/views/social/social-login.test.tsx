import { FoyerError, frameError } from '@foyer/common'
import type { FoyerClient, FoyerEventRecord } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import {
  embeddedWalletAdapter,
  FixtureEmbeddedWallet,
} from '../../test-utils/fixture-embedded-wallet.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

const SOCIAL_USER = {
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  chainId: 1,
  email: null,
  username: 'octocat',
  socialProvider: 'github' as const,
}

/** A stand-in for the popup window: records where it was sent and whether it was closed. */
function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn() }
  popup.close.mockImplementation(() => {
    popup.closed = true
  })
  return popup
}

async function socialClient(features = {}) {
  const wallet = new FixtureEmbeddedWallet({ ...SOCIAL_USER })
  const { client } = await createFixtureClient({
    adapter: embeddedWalletAdapter(wallet),
    services: { embeddedWallet: 'https://frame.example/' },
    features,
  })
  const events: FoyerEventRecord[] = []
  client.events.subscribe((event) => events.push(event))
  return { client, wallet, events }
}

function socialButtons(): string[] {
  return [...document.querySelectorAll('[data-testid^="foyer-social-"]')].map(
    (node) => node.getAttribute('data-testid')?.replace('foyer-social-', '') ?? '',
  )
}

const view = (client: FoyerClient) => client.stores.router.getState().view

describe('social login views (SPEC §1, §2, §4)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the providers of features.socials in their order; Farcaster with its own entry', async () => {
    const { client } = await socialClient()
    await renderOpenModal(client)
    await screen.findByTestId('foyer-social-google')
    // SPEC's default list: google, x, discord, farcaster, github, apple, facebook.
    expect(socialButtons()).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBe(
      screen.getByTestId('foyer-social-google'),
    )
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy()
  })

  it('follows a custom features.socials list and hides the section when it is empty', async () => {
    const custom = await socialClient({ socials: ['github', 'google'] })
    const rendered = await renderOpenModal(custom.client)
    await screen.findByTestId('foyer-social-github')
    expect(socialButtons()).toEqual(['github', 'google'])
    rendered.unmount()
    const none = await socialClient({ socials: [] })
    await renderOpenModal(none.client)
    await screen.findByTestId('foyer-email-input')
    expect(document.querySelector('[data-connect-method="social"]')).toBeNull()
  })

  it("offers only the logins the project's auth service has configured, in features.socials' order", async () => {
    const { client, wallet } = await socialClient()
    wallet.configuredLogins = ['github', 'farcaster', 'google']
    await renderOpenModal(client)
    await screen.findByTestId('foyer-social-google')
    expect(socialButtons()).toEqual(['google', 'farcaster', 'github'])
  })

  it("a frame that refuses this page shows 'Invalid App Configuration' at once, and no social button", async () => {
    const { client, wallet } = await socialClient()
    wallet.readyError = new FoyerError('APP_CONFIGURATION_INVALID', {
      values: { cause: 'host-not-allowed' },
    })
    await renderOpenModal(client)
    const alert = await screen.findByTestId('foyer-alert')
    expect(alert.textContent).toContain('Invalid App Configuration')
    expect(alert.textContent).toContain('This origin is not on the allowlist of your project.')
    expect(socialButtons()).toEqual([])
  })

  it('a click opens the popup at once, sends it to the provider and shows Account with the user', async () => {
    const { client, wallet, events } = await socialClient()
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as never)
    await renderOpenModal(client)
    const button = await screen.findByTestId('foyer-social-github')
    act(() => {
      fireEvent.click(button)
      // Opened inside the click handler itself, before anything was awaited.
      expect(open).toHaveBeenCalledTimes(1)
    })
    expect(open.mock.calls[0]?.[2]).not.toContain('noopener')
    await screen.findByTestId('foyer-account-social')
    expect(popup.location.href).toBe('https://auth.example/v1/social/github/authorize')
    expect(wallet.calls).toContain('connectSocial:https://auth.example/v1/social/github/authorize')
    expect(screen.getByTestId('foyer-account-social').textContent).toBe(
      'Signed in with GitHub as octocat',
    )
    expect(events.filter((event) => event.event === 'SOCIAL_LOGIN_SUCCESS')).toEqual([
      expect.objectContaining({ properties: { provider: 'github' } }),
    ])
    expect(popup.close).toHaveBeenCalled()
  })

  it('waits on ConnectingSocial; Cancel closes the popup and goes back to Connect', async () => {
    const { client, wallet } = await socialClient()
    wallet.socialPending = true
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockImplementation(() => popup as never)
    await renderOpenModal(client)
    fireEvent.click(await screen.findByTestId('foyer-social-google'))
    const waiting = await screen.findByTestId('foyer-view-ConnectingSocial')
    expect(waiting.textContent).toContain('Continue in the Google window')
    expect(document.querySelector('.foyer-modal-title')?.textContent).toBe('Google')
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-social-cancel'))
    })
    expect(popup.close).toHaveBeenCalled()
    expect(view(client)).toBe('Connect')
  })

  it("shows the frame's message, else 'An error occurred'; Try again opens a new popup", async () => {
    const { client, wallet } = await socialClient()
    wallet.socialError = frameError({ message: 'Login request expired, start again' })
    const open = vi.spyOn(window, 'open').mockImplementation(() => fakePopup() as never)
    await renderOpenModal(client)
    fireEvent.click(await screen.findByTestId('foyer-social-github'))
    expect((await screen.findByTestId('foyer-social-error')).textContent).toBe(
      'Login request expired, start again',
    )
    wallet.socialError = frameError({})
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-social-retry'))
    })
    expect(open).toHaveBeenCalledTimes(2)
    await waitFor(() =>
      expect(screen.getByTestId('foyer-social-error').textContent).toBe('An error occurred'),
    )
  })

  it("after 30 s: 'Request was aborted' and the socials time-out alert", async () => {
    const { client, wallet } = await socialClient()
    wallet.socialError = new FoyerError('REQUEST_ABORTED')
    vi.spyOn(window, 'open').mockImplementation(() => fakePopup() as never)
    await renderOpenModal(client)
    fireEvent.click(await screen.findByTestId('foyer-social-x'))
    expect((await screen.findByTestId('foyer-social-error')).textContent).toBe(
      'Request was aborted',
    )
    expect(client.stores.alert.getState().message).toBe('Social Login Timed Out')
  })

  it('a blocked popup says so and asks the frame nothing', async () => {
    const { client, wallet } = await socialClient()
    vi.spyOn(window, 'open').mockImplementation(() => null)
    await renderOpenModal(client)
    fireEvent.click(await screen.findByTestId('foyer-social-discord'))
    expect((await screen.findByTestId('foyer-social-error')).textContent).toBe(
      'The login window was blocked. Allow pop-ups for this site, then try again.',
    )
    expect(wallet.calls.some((call) => call.startsWith('connectSocial'))).toBe(false)
  })

  it('a login that returned to the page and failed (Telegram result_uri) shows its error, no Try again', async () => {
    const { client } = await socialClient()
    await renderOpenModal(client, {
      view: 'ConnectingSocial',
      data: { socialError: frameError({ message: 'This login link was already used' }) },
    })
    const view = await screen.findByTestId('foyer-view-ConnectingSocial')
    expect(view.getAttribute('data-status')).toBe('failed')
    expect((await screen.findByTestId('foyer-social-error')).textContent).toBe(
      'This login link was already used',
    )
    expect(screen.getByText('Login failed')).toBeTruthy()
    expect(screen.queryByTestId('foyer-social-retry')).toBeNull()
    expect(screen.queryByTestId('foyer-social-cancel')).toBeNull()
  })
})
