import { pushView } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { createFixtureDirectory, sampleWallets } from '../../test-utils/fixture-directory.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

afterEach(() => vi.useRealTimers())

/** An EIP-1193 error as a wallet throws it. */
function providerError(code: number, message: string) {
  return Object.assign(new Error(message), { code })
}

describe('ConnectingExternal view', () => {
  it('waits for the wallet, then closes the modal once connected', async () => {
    const adapter = new FixtureAdapter()
    const release = adapter.hold('connect')
    const { client } = await createFixtureClient({ adapter })
    await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByTestId('wallet-option-io.foyer.fixture'))
    })
    expect(screen.getByRole('dialog', { name: 'Fixture Wallet' })).toBeTruthy()
    const view = screen.getByTestId('foyer-view-ConnectingExternal')
    expect(view.getAttribute('data-status')).toBe('connecting')
    expect(view.textContent).toContain('Continue in Fixture Wallet')
    await act(async () => release())
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('connected')
  })

  it('shows the SPEC message of a 4001 rejection and retries after 1 s', async () => {
    const adapter = new FixtureAdapter()
    adapter.failNext('connect', providerError(4001, 'User denied account authorization'))
    const { client } = await createFixtureClient({ adapter })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByTestId('wallet-option-io.foyer.fixture'))
      await vi.advanceTimersByTimeAsync(0)
    })
    const view = screen.getByTestId('foyer-view-ConnectingExternal')
    expect(view.getAttribute('data-status')).toBe('failed')
    expect(screen.getByRole('alert').textContent).toBe('User rejected the request.')
    const retry = screen.getByTestId('foyer-connect-retry') as HTMLButtonElement
    expect(retry.disabled).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999)
    })
    expect(retry.disabled).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(retry.disabled).toBe(false)
    await act(async () => {
      fireEvent.click(retry)
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(2)
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('connected')
  })

  it('maps other wallet errors to their SPEC text', async () => {
    const adapter = new FixtureAdapter()
    adapter.failNext('connect', providerError(4100, 'not authorized'))
    const { client } = await createFixtureClient({ adapter })
    await renderOpenModal(client)
    await act(async () => {
      fireEvent.click(screen.getByTestId('wallet-option-io.foyer.fixture'))
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The requested method and/or account has not been authorized by the user.',
    )
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
  })

  it('offers a link to get a directory wallet that is not installed', async () => {
    const directory = createFixtureDirectory(sampleWallets(4))
    const { client } = await createFixtureClient({ directory })
    await renderOpenModal(client)
    act(() => pushView(client, 'ConnectingExternal', { wallet: sampleWallets(1)[0]! }))
    const view = screen.getByTestId('foyer-view-ConnectingExternal')
    expect(view.textContent).toContain('Wallet 1 is not installed in this browser.')
    const link = screen.getByRole('link', { name: /Get Wallet 1/ }) as HTMLAnchorElement
    expect(link.href).toBe('https://w1.example/')
    expect(link.rel).toContain('noopener')
  })

  it('never links to a non-https address from the directory', async () => {
    const { client } = await createFixtureClient()
    await renderOpenModal(client)
    act(() =>
      pushView(client, 'ConnectingExternal', {
        wallet: { id: 'x', name: 'Evil', webapp_link: 'javascript:alert(1)' },
      }),
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})
