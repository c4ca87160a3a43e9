import { goBack, openModal } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { createFixtureDirectory, sampleWallets } from '../../test-utils/fixture-directory.js'
import { mainnet, solanaLocal } from '../../test-utils/networks.js'
import {
  FIXTURE_WALLET_CONNECT,
  fixtureUri,
  PairingAdapter,
} from '../../test-utils/pairing-adapter.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

afterEach(() => vi.useRealTimers())

const account = (client: Awaited<ReturnType<typeof createFixtureClient>>['client']) =>
  client.stores.account.getState().byNamespace.eip155

/** The uri the QR code shows (also on the copy button), once there is one. */
async function shownUri(): Promise<string> {
  const qr = await screen.findByTestId('foyer-wc-qr')
  await waitFor(() => expect(qr.getAttribute('data-wc-uri')).not.toBe(''))
  return qr.getAttribute('data-wc-uri') ?? ''
}

/** An EIP-1193 error as a wallet throws it. */
function providerError(code: number, message: string) {
  return Object.assign(new Error(message), { code })
}

describe('ConnectingWalletConnect view', () => {
  it('is reached from the WalletConnect row of Connect, shows the QR code and connects', async () => {
    const adapter = new PairingAdapter()
    const { client } = await createFixtureClient({ adapter })
    await renderOpenModal(client)
    const row = screen.getByTestId('wallet-option-walletConnect')
    expect(row.textContent).toContain('WalletConnect')
    expect(row.textContent).toContain('QR code')
    await act(async () => {
      fireEvent.click(row)
    })
    expect(screen.getByRole('dialog', { name: 'WalletConnect' })).toBeTruthy()
    expect(await shownUri()).toBe(fixtureUri(1))
    expect(client.stores.walletConnect.getState().uri).toBe(fixtureUri(1))
    expect(screen.getByRole('img', { name: 'QR code to connect a mobile wallet' })).toBeTruthy()
    expect(screen.getByText('Scan this QR code with your phone')).toBeTruthy()
    expect(account(client)?.status).toBe('connecting')

    await act(async () => adapter.latest.resolve())
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(account(client)?.status).toBe('connected')
    // Closing the modal forgot the uri (SPEC §4).
    expect(client.stores.walletConnect.getState().uri).toBeUndefined()
  })

  it('copies the pairing link', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { client } = await createFixtureClient({ adapter: new PairingAdapter() })
    await renderOpenModal(client, { view: 'ConnectingWalletConnect' })
    const uri = await shownUri()
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-wc-copy'))
    })
    expect(writeText).toHaveBeenCalledWith(uri)
    expect(await screen.findByText('Link copied')).toBeTruthy()
  })

  it('replaces an expired pairing with a fresh QR code (4 min less the 10 s margin)', async () => {
    const adapter = new PairingAdapter()
    const { client } = await createFixtureClient({ adapter })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await renderOpenModal(client, { view: 'ConnectingWalletConnect' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(screen.getByTestId('foyer-wc-qr').getAttribute('data-wc-uri')).toBe(fixtureUri(1))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4 * 60_000 - 10_000 - 1)
    })
    expect(adapter.pairings).toHaveLength(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(adapter.pairings).toHaveLength(2)
    expect(screen.getByTestId('foyer-wc-qr').getAttribute('data-wc-uri')).toBe(fixtureUri(2))
    expect(account(client)?.status).toBe('connecting')

    // The fresh pairing connects.
    await act(async () => {
      adapter.latest.resolve()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(account(client)?.status).toBe('connected')
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('shows a declined pairing with the SPEC text and pairs again after 1 s', async () => {
    const adapter = new PairingAdapter()
    const { client } = await createFixtureClient({ adapter })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await renderOpenModal(client, { view: 'ConnectingWalletConnect' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
      adapter.latest.reject(providerError(5000, 'User rejected.'))
      await vi.advanceTimersByTimeAsync(0)
    })
    const view = screen.getByTestId('foyer-view-ConnectingWalletConnect')
    expect(view.getAttribute('data-status')).toBe('failed')
    expect(screen.getByRole('alert').textContent).toBe('User rejected the request.')
    expect(client.stores.walletConnect.getState().error).toBe(true)
    expect(account(client)?.status).toBe('disconnected')
    const retry = screen.getByTestId('foyer-connect-retry') as HTMLButtonElement
    expect(retry.disabled).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(retry.disabled).toBe(false)
    await act(async () => {
      fireEvent.click(retry)
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(adapter.pairings).toHaveLength(2)
    expect(screen.getByTestId('foyer-wc-qr').getAttribute('data-wc-uri')).toBe(fixtureUri(2))
    expect(client.stores.walletConnect.getState().error).toBe(false)
  })

  it('leaving the view gives the pairing up: the account is not left connecting', async () => {
    const adapter = new PairingAdapter()
    const { client } = await createFixtureClient({ adapter })
    await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByTestId('wallet-option-walletConnect'))
    })
    await shownUri()
    expect(account(client)?.status).toBe('connecting')
    await act(async () => {
      goBack(client)
    })
    await screen.findByTestId('foyer-view-Connect')
    expect(account(client)?.status).toBe('disconnected')
    // The given-up pairing failing later changes nothing.
    await act(async () => adapter.latest.reject(providerError(5000, 'expired')))
    expect(account(client)?.status).toBe('disconnected')
  })

  it('opens a directory wallet that is not installed here with its desktop and web links', async () => {
    const wallet = {
      ...sampleWallets(1)[0]!,
      mobile_link: 'samplewallet://',
      desktop_link: 'samplewallet-desktop://',
      webapp_link: 'https://web.sample.example',
    }
    const { client } = await createFixtureClient({
      adapter: new PairingAdapter(),
      directory: createFixtureDirectory([wallet]),
    })
    await renderOpenModal(client, { view: 'AllWallets' })
    const row = await screen.findByTestId('wallet-option-w1')
    await act(async () => {
      fireEvent.click(row)
    })
    await screen.findByTestId('foyer-view-ConnectingWalletConnect')
    const uri = await shownUri()
    const encoded = encodeURIComponent(uri)
    expect(screen.getByText('Scan this QR code with Wallet 1')).toBeTruthy()
    const desktop = screen.getByTestId('foyer-wc-open-desktop')
    expect(desktop.getAttribute('href')).toBe(`samplewallet-desktop://wc?uri=${encoded}`)
    expect(desktop.textContent).toBe('Open Wallet 1 desktop app')
    expect(screen.getByTestId('foyer-wc-open-web').getAttribute('href')).toBe(
      `https://web.sample.example/wc?uri=${encoded}`,
    )
    expect(screen.queryByTestId('foyer-wc-open-mobile')).toBeNull()
  })

  it('on a phone the wallet deep link comes first, as the main action', async () => {
    const wallet = { ...sampleWallets(1)[0]!, mobile_link: 'https://sample.app.link' }
    const { client } = await createFixtureClient({
      adapter: new PairingAdapter(),
      directory: createFixtureDirectory([wallet]),
      isMobile: () => true,
    })
    await renderOpenModal(client, {
      view: 'ConnectingWalletConnect',
      data: { wallet },
    })
    const uri = await shownUri()
    const view = screen.getByTestId('foyer-view-ConnectingWalletConnect')
    const mobile = screen.getByTestId('foyer-wc-open-mobile')
    expect(mobile.getAttribute('href')).toBe(
      `https://sample.app.link/wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(mobile.getAttribute('data-variant')).toBe('primary')
    const order = [...view.querySelectorAll('[data-testid]')].map((element) =>
      element.getAttribute('data-testid'),
    )
    expect(order.indexOf('foyer-wc-open-mobile')).toBeLessThan(order.indexOf('foyer-wc-qr'))
  })
})

describe('ConnectingWalletConnectBasic view', () => {
  it('without adapters (desktop) opens on the directory wallets and says WalletConnect is not set up', async () => {
    const { client } = await createFixtureClient({
      adapters: [],
      directory: createFixtureDirectory(sampleWallets(6)),
    })
    await renderOpenModal(client)
    const view = await screen.findByTestId('foyer-view-ConnectingWalletConnectBasic')
    expect(view.getAttribute('data-status')).toBe('unavailable')
    expect(view.textContent).toContain('WalletConnect is not set up in this app.')
    await screen.findByTestId('wallet-option-w1')
    expect(screen.getByTestId('wallet-option-all-wallets')).toBeTruthy()
  })

  it('shows the QR code of the first WalletConnect connector and connects', async () => {
    const adapter = new PairingAdapter()
    const { client } = await createFixtureClient({ adapter })
    await renderOpenModal(client, { view: 'ConnectingWalletConnectBasic' })
    expect(await shownUri()).toBe(fixtureUri(1))
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    await act(async () => adapter.latest.resolve())
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(account(client)?.status).toBe('connected')
    await act(async () => {
      await openModal(client)
    })
    expect(await screen.findByTestId('foyer-view-Account')).toBeTruthy()
  })
})

describe('ConnectingWalletConnect with several namespaces', () => {
  it('one pairing connects every namespace that offers WalletConnect; the first stays active', async () => {
    const adapter = new PairingAdapter()
    const solana = new FixtureAdapter({
      namespace: 'solana',
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      connectors: [FIXTURE_WALLET_CONNECT],
    })
    const { client } = await createFixtureClient({
      adapter,
      adapters: [adapter, solana],
      networks: [mainnet, solanaLocal],
    })
    await renderOpenModal(client, { view: 'ConnectingWalletConnect' })
    expect(await shownUri()).toBe(fixtureUri(1))
    await act(async () => adapter.latest.resolve())
    await waitFor(() =>
      expect(client.stores.account.getState().byNamespace.solana?.status).toBe('connected'),
    )
    expect(account(client)?.status).toBe('connected')
    expect(adapter.pairings).toHaveLength(1)
    expect(client.stores.account.getState().byNamespace.solana?.address).toBe(
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    )
    expect(client.stores.account.getState().activeNamespace).toBe('eip155')
  })
})
