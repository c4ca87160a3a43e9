import { FARCASTER_LOGIN_TIMEOUT_MS, getAccountState, pushView } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { embeddedWalletAdapter } from '../../test-utils/fixture-embedded-wallet.js'
import { FixtureFarcasterWallet } from '../../test-utils/fixture-farcaster-wallet.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

async function farcasterModal() {
  const wallet = new FixtureFarcasterWallet()
  const { client } = await createFixtureClient({
    adapter: embeddedWalletAdapter(wallet),
    services: { embeddedWallet: 'https://frame.example/' },
  })
  await renderOpenModal(client)
  act(() => pushView(client, 'ConnectingFarcaster'))
  return { client, wallet }
}

describe('ConnectingFarcaster (SPEC §2)', () => {
  afterEach(() => vi.useRealTimers())

  it('lays the frame (its QR code and link) over the slot, waits, and shows Account once approved', async () => {
    const { client, wallet } = await farcasterModal()
    await waitFor(() => expect(wallet.qr?.target).toBe(screen.getByTestId('foyer-farcaster-slot')))
    expect(wallet.qr?.options).toEqual({
      qrLabel: 'Farcaster sign-in QR code',
      openLabel: 'Open in Farcaster',
      copyLabel: 'Copy link',
      copiedLabel: 'Link copied',
      copyFailedLabel: 'Could not copy the link',
    })
    // The channel URL is the frame's: the page never holds it.
    expect(getAccountState(client, 'eip155')?.farcasterUrl).toBeUndefined()
    // 'Preparing the sign-in code…' until the frame reports its channel open.
    await waitFor(() =>
      expect(screen.getByTestId('foyer-farcaster-status').textContent).toBe(
        'Waiting for approval in Farcaster…',
      ),
    )
    await waitFor(() => expect(wallet.calls).toContain('connectFarcaster'))
    await act(async () => wallet.approve())
    await screen.findByTestId('foyer-view-Account')
    const account = getAccountState(client, 'eip155')
    expect(account?.socialProvider).toBe('farcaster')
    expect(account?.user?.username).toBe('alice')
    // Leaving the view hides the frame.
    expect(wallet.qr).toBeUndefined()
  })

  it('is opened by the Farcaster button among the socials on Connect', async () => {
    const wallet = new FixtureFarcasterWallet()
    const { client } = await createFixtureClient({
      adapter: embeddedWalletAdapter(wallet),
      services: { embeddedWallet: 'https://frame.example/' },
    })
    await renderOpenModal(client)
    fireEvent.click(await screen.findByTestId('foyer-social-farcaster'))
    await screen.findByTestId('foyer-view-ConnectingFarcaster')
    await waitFor(() => expect(wallet.calls).toContain('showFarcasterQr'))
  })

  it('shows the frame message on an error and starts again with a new code', async () => {
    const { wallet } = await farcasterModal()
    await waitFor(() => expect(wallet.calls).toContain('connectFarcaster'))
    await act(async () => wallet.fail('Channel expired, start again'))
    expect((await screen.findByTestId('foyer-farcaster-error')).textContent).toBe(
      'Channel expired, start again',
    )
    expect(wallet.qr).toBeUndefined()
    fireEvent.click(screen.getByTestId('foyer-farcaster-retry'))
    await waitFor(() => expect(wallet.calls.filter((c) => c === 'showFarcasterQr')).toHaveLength(2))
    await waitFor(() => expect(wallet.qr).toBeDefined())
  })

  it('an expired status from the frame shows the timeout text', async () => {
    const { wallet } = await farcasterModal()
    await waitFor(() => expect(wallet.calls).toContain('connectFarcaster'))
    await act(async () => wallet.report({ status: 'expired', message: 'Channel expired' }))
    expect((await screen.findByTestId('foyer-farcaster-error')).textContent).toBe(
      'The sign-in request expired. Get a new code to try again.',
    )
  })

  it('shows the error when no channel can be opened', async () => {
    const wallet = new FixtureFarcasterWallet()
    wallet.uriError = 'Farcaster login is not configured'
    const { client } = await createFixtureClient({
      adapter: embeddedWalletAdapter(wallet),
      services: { embeddedWallet: 'https://frame.example/' },
    })
    await renderOpenModal(client)
    act(() => pushView(client, 'ConnectingFarcaster'))
    expect((await screen.findByTestId('foyer-farcaster-error')).textContent).toBe(
      'Farcaster login is not configured',
    )
  })

  it('gives up after the timeout and offers a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { wallet } = await farcasterModal()
    await waitFor(() => expect(wallet.calls).toContain('connectFarcaster'))
    await act(async () => {
      vi.advanceTimersByTime(FARCASTER_LOGIN_TIMEOUT_MS + 10)
    })
    expect((await screen.findByTestId('foyer-farcaster-error')).textContent).toBe(
      'The sign-in request expired. Get a new code to try again.',
    )
    expect(screen.getByTestId('foyer-farcaster-retry').textContent).toBe('Get a new code')
  })
})
