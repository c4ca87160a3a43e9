import { closeModal } from '@foyer/core'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createConnectedClient } from '../test-utils/connected-client.js'
import { renderOpenModal } from '../test-utils/render-modal.js'

const waiting = (links: string[]) => ({ walletName: '1inch Wallet', links })

describe('the hand-off to the wallet while a WalletConnect request waits', () => {
  it('on a phone: "Open {wallet}" links to its first allowed link, in the modal or floating', async () => {
    const { client } = await createConnectedClient({ isMobile: () => true })
    await renderOpenModal(client)
    expect(screen.queryByTestId('foyer-handoff')).toBeNull()
    act(() => {
      client.stores.walletConnect.setState({
        request: waiting(['javascript:alert(1)', 'https://wallet.1inch.io/', 'oneinch://']),
      })
    })
    const open = await screen.findByTestId('foyer-handoff-open')
    expect(open.textContent).toBe('Open 1inch Wallet')
    expect(open.getAttribute('href')).toBe('https://wallet.1inch.io/')
    expect(open.getAttribute('target')).toBeNull()
    expect(screen.getByTestId('foyer-handoff').textContent).toContain(
      'Approve the request in 1inch Wallet',
    )
    // The modal closed: the same hand-off floats over the page; once answered, it goes.
    act(() => closeModal(client))
    await waitFor(() => expect(screen.getAllByTestId('foyer-handoff-open')).toHaveLength(1))
    act(() => client.stores.walletConnect.setState({ request: undefined }))
    expect(screen.queryByTestId('foyer-handoff')).toBeNull()
  })

  it('shows nothing on a desktop, nor when no link is allowed', async () => {
    const desktop = await createConnectedClient()
    await renderOpenModal(desktop.client)
    act(() => desktop.client.stores.walletConnect.setState({ request: waiting(['oneinch://']) }))
    expect(screen.queryByTestId('foyer-handoff')).toBeNull()

    const phone = await createConnectedClient({ isMobile: () => true })
    await renderOpenModal(phone.client)
    act(() =>
      phone.client.stores.walletConnect.setState({
        request: waiting(['javascript:alert(1)', 'ms-msdt:/id', 'http://plain.example']),
      }),
    )
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(screen.queryByTestId('foyer-handoff-open')).toBeNull()
  })
})
