import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { createFixtureDirectory, sampleWallets } from '../../test-utils/fixture-directory.js'
import { renderOpenModal, testIds } from '../../test-utils/render-modal.js'
import { WALLET_ROW_HEIGHT } from './all-wallets-view.js'

/** The fixture client's networks, asked with every list request (SPEC §7 `chains`). */
const chains = ['eip155:1', 'eip155:11155111', 'eip155:10']

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function openAllWallets(count: number, adapter?: FixtureAdapter) {
  const directory = createFixtureDirectory(sampleWallets(count))
  const { client } = await createFixtureClient({ directory, ...(adapter ? { adapter } : {}) })
  await renderOpenModal(client, { view: 'AllWallets' })
  await screen.findByTestId('foyer-wallet-list')
  return { client, directory }
}

function scrollListTo(top: number) {
  const list = screen.getByTestId('foyer-wallet-list')
  list.scrollTop = top
  fireEvent.scroll(list)
}

describe('AllWallets view', () => {
  it('pages through the directory 40 wallets at a time as the list scrolls', async () => {
    const { directory } = await openAllWallets(95)
    expect(screen.getByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
    expect(directory.requests).toEqual([{ page: 1, entries: 40, chains }])
    // Virtualized: only the rows near the viewport are in the DOM, sized for all 95.
    const rendered = testIds()
    expect(rendered.length).toBeGreaterThan(5)
    expect(rendered.length).toBeLessThan(20)
    expect(rendered[0]).toBe('wallet-option-w1')
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('95')

    scrollListTo(30 * WALLET_ROW_HEIGHT)
    await waitFor(() => expect(directory.requests).toHaveLength(2))
    expect(directory.requests[1]).toEqual({ page: 2, entries: 40, chains })
    expect(testIds()).toContain('wallet-option-w35')
    // Rows scrolled away leave the DOM (the first stays: it is the list's Tab stop).
    expect(testIds()).not.toContain('wallet-option-w5')

    scrollListTo(70 * WALLET_ROW_HEIGHT)
    await waitFor(() => expect(directory.requests).toHaveLength(3))
    expect(directory.requests[2]).toEqual({ page: 3, entries: 40, chains })
    scrollListTo(95 * WALLET_ROW_HEIGHT)
    await waitFor(() => expect(testIds()).toContain('wallet-option-w95'))
    // Everything is loaded: no fourth page is asked for.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(directory.requests).toHaveLength(3)
  })

  it('searches 100 entries and shows the result no sooner than 300 ms', async () => {
    const { directory } = await openAllWallets(150)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), {
      target: { value: 'Wallet 7' },
    })
    expect(directory.requests.at(-1)).toEqual({ page: 1, entries: 100, search: 'Wallet 7', chains })
    // The directory answered at once, yet the spinner stays for the minimum wait.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299)
    })
    expect(screen.getByTestId('foyer-wallets-loading')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(screen.queryByTestId('foyer-wallets-loading')).toBeNull()
    expect(testIds().slice(0, 3)).toEqual([
      'wallet-option-w7',
      'wallet-option-w70',
      'wallet-option-w71',
    ])
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('11')
  })

  it('says when a search finds nothing, and clearing it shows the list again', async () => {
    await openAllWallets(10)
    const search = screen.getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(search, { target: { value: 'zzz' } })
    expect((await screen.findByTestId('foyer-wallets-empty')).textContent).toBe(
      'No wallet matches "zzz".',
    )
    fireEvent.change(search, { target: { value: '' } })
    await screen.findByTestId('foyer-wallet-list')
    expect(testIds()[0]).toBe('wallet-option-w1')
  })

  it('shows initials when a wallet image is not loaded within 2 s', async () => {
    const images: { src: string; onload: (() => void) | null }[] = []
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null
        onerror: (() => void) | null = null
        decoding = ''
        referrerPolicy = ''
        src = ''
        constructor() {
          images.push(this)
        }
      },
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const directory = createFixtureDirectory(sampleWallets(3))
    const { client } = await createFixtureClient({ directory })
    await renderOpenModal(client, { view: 'AllWallets' })
    for (let i = 0; i < 50 && !screen.queryByTestId('wallet-option-w1'); i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0)
        await new Promise<void>((resolve) => queueMicrotask(resolve))
      })
    }
    const first = screen.getByTestId('wallet-option-w1')
    expect(first.getAttribute('data-image-status')).toBe('loading')
    // The second image arrives in time, the others never do.
    await act(async () => {
      images.find((image) => image.src === directory.walletImageUrl('img2'))?.onload?.()
      await vi.advanceTimersByTimeAsync(1999)
    })
    expect(first.getAttribute('data-image-status')).toBe('loading')
    expect(screen.getByTestId('wallet-option-w2').getAttribute('data-image-status')).toBe('loaded')
    expect(screen.getByTestId('wallet-option-w2').querySelector('img')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(first.getAttribute('data-image-status')).toBe('failed')
    expect(first.querySelector('img')).toBeNull()
    expect(first.querySelector('[data-fallback]')?.textContent).toBe('W1')
  })

  it('moves focus with the arrow keys, Home and End, one Tab stop for the list', async () => {
    await openAllWallets(30)
    const rows = () =>
      screen.getAllByRole('button').filter((b) => b.hasAttribute('data-virtual-index'))
    expect(rows().filter((row) => row.tabIndex === 0)).toHaveLength(1)
    const first = screen.getByTestId('wallet-option-w1')
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('wallet-option-w2')))
    expect(screen.getByTestId('wallet-option-w2').tabIndex).toBe(0)
    expect(first.tabIndex).toBe(-1)
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('wallet-option-w30')),
    )
    expect(screen.getByTestId('foyer-wallet-list').scrollTop).toBe(30 * WALLET_ROW_HEIGHT - 400)
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('wallet-option-w1')))
  })

  it('offers an installed directory wallet through its connector', async () => {
    const adapter = new FixtureAdapter({
      connectors: [
        { id: 'com.example.w2', type: 'ANNOUNCED', name: 'Wallet 2', rdns: 'com.example.w2' },
      ],
    })
    const { client } = await openAllWallets(5, adapter)
    const row = screen.getByTestId('wallet-option-com.example.w2')
    expect(within(row).getByText('Installed')).toBeTruthy()
    await act(async () => {
      fireEvent.click(row)
    })
    expect(client.stores.router.getState().data.connector?.id).toBe('com.example.w2')
    await waitFor(() => expect(adapter.calls.map((call) => call.method)).toContain('connect'))
  })

  it('shows the directory error with a retry', async () => {
    const directory = createFixtureDirectory(sampleWallets(5), { error: new Error('offline') })
    const { client } = await createFixtureClient({ directory })
    await renderOpenModal(client, { view: 'AllWallets' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The wallets could not be loaded.')
    expect(alert.textContent).toContain('An error occurred')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(directory.requests).toHaveLength(2))
  })
})
