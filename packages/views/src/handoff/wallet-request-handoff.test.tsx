import { closeModal, type WalletRequestHandoff } from '@foyer/core'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createConnectedClient } from '../test-utils/connected-client.js'
import { renderOpenModal } from '../test-utils/render-modal.js'

const waiting = (links: Omit<WalletRequestHandoff, 'walletName'>) => ({
  walletName: '1inch Wallet',
  ...links,
})

describe('the hand-off to the wallet while a WalletConnect request waits', () => {
  it('on a phone: "Open {wallet}" links to its first allowed link, in the modal or floating', async () => {
    const { client } = await createConnectedClient({ isMobile: () => true })
    client.storage.set('recentWallets', []) // no directory entry: the wallet's own name and links
    await renderOpenModal(client)
    expect(screen.queryByTestId('foyer-handoff')).toBeNull()
    act(() => {
      client.stores.walletConnect.setState({
        request: waiting({ universalLink: 'javascript:alert(1)', nativeLink: 'oneinch://' }),
      })
    })
    // A hostile "universal link" is never offered: the wallet's own scheme is.
    const open = await screen.findByTestId('foyer-handoff-open')
    expect(open.textContent).toBe('Open 1inch Wallet')
    expect(open.getAttribute('href')).toBe('oneinch://')
    expect(open.getAttribute('target')).toBeNull()
    expect(screen.getByTestId('foyer-handoff').textContent).toContain('Continue in 1inch Wallet')
    // The modal closed: the same hand-off floats over the page; once answered, it goes.
    act(() => closeModal(client))
    await waitFor(() => expect(screen.getAllByTestId('foyer-handoff-open')).toHaveLength(1))
    act(() => client.stores.walletConnect.setState({ request: undefined }))
    expect(screen.queryByTestId('foyer-handoff')).toBeNull()
  })

  it("prefers the directory's universal link of the connected wallet, under its name", async () => {
    const { client } = await createConnectedClient({ isMobile: () => true })
    client.storage.set('walletId', '1inch')
    client.storage.set('recentWallets', [
      { id: '1inch', name: '1inch', mobile_link: 'https://wallet.1inch.io/wc?x=1' },
    ])
    await renderOpenModal(client)
    act(() => {
      client.stores.walletConnect.setState({ request: waiting({ nativeLink: 'oneinch://' }) })
    })
    const open = await screen.findByTestId('foyer-handoff-open')
    expect(open.getAttribute('href')).toBe('https://wallet.1inch.io/wc')
    expect(open.textContent).toBe('Open 1inch')
  })

  it('shows nothing on a desktop, nor when no link is allowed', async () => {
    const desktop = await createConnectedClient()
    await renderOpenModal(desktop.client)
    act(() =>
      desktop.client.stores.walletConnect.setState({
        request: waiting({ nativeLink: 'oneinch://' }),
      }),
    )
    expect(screen.queryByTestId('foyer-handoff')).toBeNull()

    const phone = await createConnectedClient({ isMobile: () => true })
    await renderOpenModal(phone.client)
    act(() =>
      phone.client.stores.walletConnect.setState({
        request: waiting({ universalLink: 'http://plain.example', nativeLink: 'ms-msdt:/id' }),
      }),
    )
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(screen.queryByTestId('foyer-handoff-open')).toBeNull()
  })
})
