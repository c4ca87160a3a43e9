import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@foyer/common'
import { addRecentWallet, createMemoryStorage, openModal, type WalletListEntry } from '@foyer/core'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../create-foyer.js'
import { FoyerProvider } from '../provider.js'
import {
  createFixtureDirectory,
  FixtureAdapter,
  type FixtureAdapterOptions,
  fixtureUri,
  mainnet,
  PairingAdapter,
  sampleWallets,
} from '../test-utils/fixtures.js'
import { useFoyerWallets } from './use-foyer-wallets.js'

/** The inputs the modal and the hook are both given: connectors, directory, recent wallets. */
interface WalletFixture {
  name: string
  adapter: () => FixtureAdapter
  directory: WalletListEntry[]
  recent: WalletListEntry[]
}

const metamask = {
  id: 'io.metamask',
  type: 'ANNOUNCED' as const,
  name: 'MetaMask',
  rdns: 'io.metamask',
}
const injected = { id: 'injected', type: 'INJECTED' as const, name: 'Browser Wallet' }
const adapterWith = (connectors: FixtureAdapterOptions['connectors']) => () =>
  new FixtureAdapter({ connectors })

const FIXTURES: WalletFixture[] = [
  {
    name: 'recent, announced and injected, four recommended',
    adapter: adapterWith([metamask, injected]),
    directory: sampleWallets(123),
    recent: [{ id: 'w50', name: 'Wallet 50' }],
  },
  {
    name: 'an installed recent wallet once, WalletConnect after the browser wallets',
    adapter: () =>
      new PairingAdapter({
        connectors: [
          metamask,
          { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' },
        ],
      }),
    directory: [{ id: 'mm', name: 'MetaMask', rdns: 'io.metamask' }, ...sampleWallets(6)],
    recent: [
      { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' },
      { id: 'w3', name: 'Wallet 3' },
    ],
  },
]

function createFixtureFoyer(fixture: Pick<WalletFixture, 'adapter' | 'directory'>) {
  const adapter = fixture.adapter()
  const foyer = createFoyer({
    projectId: 'headless',
    networks: [mainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    directory: createFixtureDirectory(fixture.directory),
    isMobile: () => false,
  })
  return { foyer, adapter }
}

/** Starts `foyer` and renders the hook inside its provider. */
async function renderWalletsHook(foyer: ReturnType<typeof createFixtureFoyer>['foyer']) {
  await foyer.start()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  return renderHook(() => useFoyerWallets(), { wrapper })
}

function HeadlessList() {
  const { wallets, status } = useFoyerWallets()
  return (
    <ul data-status={status} data-testid="headless">
      {wallets.map((wallet) => (
        <li key={wallet.id} data-testid={`headless-${wallet.id}`} data-tag={wallet.tag ?? ''}>
          {wallet.name}
        </li>
      ))}
    </ul>
  )
}

const modalRows = () =>
  [...document.querySelectorAll('[role="dialog"] [data-testid^="wallet-option-"]')]
    .map((row) => row.getAttribute('data-testid')?.slice('wallet-option-'.length))
    .filter((id) => id !== 'all-wallets')
const headlessRows = () =>
  [...document.querySelectorAll('[data-testid^="headless-"]')].map((row) =>
    row.getAttribute('data-testid')?.slice('headless-'.length),
  )

afterEach(() => {
  vi.useRealTimers()
})

describe("useFoyerWallets: the modal's wallets, for a custom UI", () => {
  for (const fixture of FIXTURES) {
    it(`lists what the Connect view lists, in its order: ${fixture.name}`, async () => {
      const { foyer } = createFixtureFoyer(fixture)
      for (const wallet of [...fixture.recent].reverse()) addRecentWallet(foyer.client, wallet)
      render(
        <FoyerProvider foyer={foyer}>
          <HeadlessList />
        </FoyerProvider>,
      )
      await act(() => openModal(foyer.client))
      await screen.findByRole('dialog', {}, { timeout: 20_000 })
      await waitFor(() => expect(screen.getByTestId('headless').dataset.status).toBe('ready'))
      await waitFor(() => expect(modalRows()).toHaveLength(headlessRows().length))
      expect(headlessRows().length).toBeGreaterThan(2)
      expect(headlessRows()).toEqual(modalRows())
    }, 30_000)
  }

  it('connects an installed wallet: connecting, then connected', async () => {
    const { foyer, adapter } = createFixtureFoyer({
      adapter: adapterWith([metamask]),
      directory: [],
    })
    const { result } = await renderWalletsHook(foyer)
    await waitFor(() => expect(result.current.wallets.map((w) => w.id)).toEqual(['io.metamask']))
    const release = adapter.hold('connect')
    let connecting!: Promise<unknown>
    act(() => {
      connecting = result.current.connect(result.current.wallets[0]!)
    })
    await waitFor(() => expect(result.current.connection.status).toBe('connecting'))
    release()
    await act(() => connecting)
    expect(result.current.connection).toMatchObject({
      status: 'connected',
      wallet: { id: 'io.metamask' },
    })
    expect(foyer.client.stores.account.getState().byNamespace.eip155?.status).toBe('connected')
  })

  it('keeps a failure with its error and retries only 1 s after the attempt began', async () => {
    const { foyer, adapter } = createFixtureFoyer({
      adapter: adapterWith([metamask]),
      directory: [],
    })
    const { result } = await renderWalletsHook(foyer)
    await waitFor(() => expect(result.current.wallets).toHaveLength(1))
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    adapter.failNext('connect', rejected)
    vi.useFakeTimers({ toFake: ['Date'] })
    await act(async () => {
      await expect(result.current.connect(result.current.wallets[0]!)).rejects.toMatchObject({
        code: 'USER_REJECTED',
      })
    })
    expect(result.current.connection).toMatchObject({
      status: 'failed',
      error: { code: 'USER_REJECTED', shortMessage: 'User rejected the request.' },
    })
    // Too early: nothing is asked again.
    await act(async () => {
      expect(await result.current.retry()).toBeUndefined()
    })
    expect(result.current.connection.status).toBe('failed')
    vi.setSystemTime(Date.now() + 1000)
    await act(async () => {
      await result.current.retry()
    })
    expect(result.current.connection.status).toBe('connected')
  })

  it('shows the WalletConnect pairing uri with its expiry, and a fresh one 10 s before it expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { foyer, adapter } = createFixtureFoyer({
      adapter: () => new PairingAdapter(),
      directory: [],
    })
    const pairing = adapter as PairingAdapter
    const { result } = await renderWalletsHook(foyer)
    await waitFor(() => expect(result.current.wallets.map((w) => w.id)).toContain('walletConnect'))
    const walletConnect = result.current.wallets.find((w) => w.id === 'walletConnect')!
    let connecting!: Promise<unknown>
    const startedAt = Date.now()
    act(() => {
      connecting = result.current.connect(walletConnect)
    })
    await waitFor(() =>
      expect(result.current.connection).toMatchObject({ status: 'pairing', uri: fixtureUri(1) }),
    )
    const first = result.current.connection
    if (first.status !== 'pairing' || first.expiresAt === undefined) throw new Error('no expiry')
    expect(first.expiresAt - startedAt).toBeGreaterThanOrEqual(
      PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 50,
    )
    expect(first.expiresAt - startedAt).toBeLessThanOrEqual(
      PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS + 50,
    )
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS + 10)
    })
    await waitFor(() =>
      expect(result.current.connection).toMatchObject({ status: 'pairing', uri: fixtureUri(2) }),
    )
    // The expired pairing's approval no longer counts; the fresh one connects.
    pairing.latest.resolve()
    await waitFor(() => expect(result.current.connection.status).toBe('connected'))
    void connecting
  })

  it('unmounting gives a pending pairing up: no state update, the pairing released, none renewed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { foyer, adapter } = createFixtureFoyer({
      adapter: () => new PairingAdapter(),
      directory: [],
    })
    const pairing = adapter as PairingAdapter
    const { result, unmount } = await renderWalletsHook(foyer)
    await waitFor(() => expect(result.current.wallets.map((w) => w.id)).toContain('walletConnect'))
    const walletConnect = result.current.wallets.find((w) => w.id === 'walletConnect')!
    let connecting!: Promise<unknown>
    act(() => {
      connecting = result.current.connect(walletConnect)
    })
    await waitFor(() =>
      expect(result.current.connection).toMatchObject({ status: 'pairing', uri: fixtureUri(1) }),
    )
    const errors = vi.spyOn(console, 'error')
    unmount()
    // The pairing uri is no longer on show and the namespace is not left 'connecting'.
    expect(foyer.client.stores.walletConnect.getState().uri).toBeUndefined()
    expect(foyer.client.stores.account.getState().byNamespace.eip155?.status).not.toBe('connecting')
    // Past the pairing's expiry: no fresh pairing is started for a screen that is gone.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS)
    })
    expect(pairing.pairings).toHaveLength(1)
    expect(foyer.client.stores.walletConnect.getState().uri).toBeUndefined()
    // The attempt resolves as abandoned, with no error and no update of the unmounted hook.
    pairing.latest.reject(new Error('expired'))
    await expect(connecting).resolves.toBeUndefined()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
