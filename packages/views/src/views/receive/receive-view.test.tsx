import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

async function openReceive(features: { receive?: boolean } = {}) {
  const { client } = await createConnectedClient({ features })
  await renderOpenModal(client)
  return client
}

describe('Receive view', () => {
  it('shows the address as text and QR code, and the networks of its namespace', async () => {
    await openReceive()
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-account-receive'))
    })
    expect(await screen.findByRole('dialog', { name: 'Receive' })).toBeTruthy()
    expect((await screen.findByTestId('foyer-receive-address')).textContent).toBe(ADDRESS)
    const qr = screen.getByRole('img', { name: 'QR code of your address' })
    expect(qr.querySelector('path, rect')).toBeTruthy()
    expect(screen.getByTestId('foyer-receive-qr').getAttribute('data-address')).toBe(ADDRESS)
    const networks = screen.getByTestId('foyer-receive-networks')
    const names = [...networks.querySelectorAll('.foyer-token-name')]
    expect(names.map((item) => item.textContent)).toEqual(['Ethereum', 'Sepolia', 'OP Mainnet'])
  })

  it('copies the address', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await openReceive()
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-account-receive'))
    })
    await act(async () => {
      fireEvent.click(await screen.findByTestId('foyer-receive-copy'))
    })
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(screen.getByTestId('foyer-toast').textContent).toBe('Address copied')
  })

  it('has no entry point and is unavailable when the receive feature is off', async () => {
    const client = await openReceive({ receive: false })
    expect(screen.queryByTestId('foyer-account-receive')).toBeNull()
    expect(screen.getByTestId('foyer-account-send')).toBeTruthy()
    await act(async () => {
      client.stores.router.setState({
        view: 'WalletReceive',
        history: ['Account', 'WalletReceive'],
      })
    })
    expect(screen.getByTestId('foyer-view-WalletReceive').hasAttribute('data-unavailable')).toBe(
      true,
    )
  })
})
