import { FARCASTER_LOGIN_TIMEOUT_MS, getAccountState, pushView } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { embeddedWalletAdapter } from '../../test-utils/fixture-embedded-wallet.js'
import {
  FIXTURE_FARCASTER_URL,
  FixtureFarcasterWallet,
} from '../../test-utils/fixture-farcaster-wallet.js'
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

const qrUrl = () => screen.getByTestId('foyer-farcaster-qr').getAttribute('data-farcaster-url')

describe('ConnectingFarcaster (SPEC §2)', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the channel URL as a QR code and link, waits, and shows Account once approved', async () => {
    const { client, wallet } = await farcasterModal()
    await waitFor(() => expect(qrUrl()).toBe(FIXTURE_FARCASTER_URL))
    expect(getAccountState(client, 'eip155')?.farcasterUrl).toBe(FIXTURE_FARCASTER_URL)
    expect(screen.getByTestId('foyer-farcaster-status').textContent).toBe(
      'Waiting for approval in Farcaster…',
    )
    expect(screen.getByTestId('foyer-farcaster-open').hasAttribute('disabled')).toBe(false)
    await waitFor(() => expect(wallet.calls).toContain('connectFarcaster'))
    await act(async () => wallet.approve())
    await screen.findByTestId('foyer-view-Account')
    const account = getAccountState(client, 'eip155')
    expect(account?.socialProvider).toBe('farcaster')
    expect(account?.user?.username).toBe('alice')
    expect(account?.farcasterUrl).toBeUndefined()
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
    await waitFor(() => expect(qrUrl()).toBe(FIXTURE_FARCASTER_URL))
  })

  it('shows the frame message on an error and starts again with a new code', async () => {
    const { wallet } = await farcasterModal()
    await waitFor(() => expect(wallet.calls).toContain('connectFarcaster'))
    await act(async () => wallet.fail('Channel expired, start again'))
    expect((await screen.findByTestId('foyer-farcaster-error')).textContent).toBe(
      'Channel expired, start again',
    )
    fireEvent.click(screen.getByTestId('foyer-farcaster-retry'))
    await waitFor(() => expect(wallet.calls.filter((c) => c === 'getFarcasterUri')).toHaveLength(2))
    await waitFor(() => expect(qrUrl()).toBe(FIXTURE_FARCASTER_URL))
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
