import { connect, createMemoryStorage, updateAccountState } from '@foyer/core'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../create-foyer.js'
import { FoyerProvider } from '../provider.js'
import { FixtureAdapter, mainnet, sepolia } from '../test-utils/fixtures.js'
import { AccountButton } from './account-button.js'
import { ConnectButton } from './connect-button.js'
import { NetworkButton } from './network-button.js'

async function setup(walletNetwork?: `eip155:${number}`) {
  const adapter = new FixtureAdapter(walletNetwork ? { walletNetwork } : {})
  const foyer = createFoyer({
    projectId: 'buttons',
    networks: [mainnet, sepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: () => false,
  })
  await foyer.start()
  render(
    <FoyerProvider foyer={foyer}>
      <ConnectButton className="host-class" />
      <NetworkButton />
      <AccountButton />
    </FoyerProvider>,
  )
  const connectButton = screen.getByTestId('foyer-connect-button') as HTMLButtonElement
  await waitFor(() => expect(connectButton.disabled).toBe(false))
  return { foyer, client: foyer.client, adapter, connectButton }
}

describe('buttons', () => {
  it('ConnectButton shows the account once connected: avatar, short address, balance', async () => {
    const { client, connectButton } = await setup()
    expect(connectButton.textContent).toBe('Connect Wallet')
    expect(connectButton.className).toContain('host-class')
    expect(screen.queryByTestId('foyer-account-button')).toBeNull()
    await act(async () => {
      await connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    })
    await waitFor(() => expect(connectButton.textContent).toContain('1.234 ETH'))
    expect(connectButton.textContent).toContain('0x5290…9EE7')
    expect(connectButton.querySelector('.foyer-avatar')).toBeTruthy()
    act(() => updateAccountState(client, 'eip155', { profileName: 'alice.eth' }))
    expect(connectButton.textContent).toContain('alice.eth')
    expect(screen.getByTestId('foyer-account-button').textContent).toContain('alice.eth')

    fireEvent.click(connectButton)
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('ConnectButton says Connecting… while a wallet is asked', async () => {
    const { client, adapter, connectButton } = await setup()
    const release = adapter.hold('connect')
    let pending: Promise<unknown> = Promise.resolve()
    act(() => {
      pending = connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    })
    expect(connectButton.textContent).toBe('Connecting…')
    expect(connectButton.getAttribute('data-status')).toBe('connecting')
    await act(async () => {
      release()
      await pending
    })
    expect(connectButton.getAttribute('data-status')).toBe('connected')
  })

  it('a host onClick that prevents default keeps the modal closed', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
    const { foyer } = await setup()
    render(
      <FoyerProvider foyer={foyer}>
        <ConnectButton data-testid="custom" onClick={onClick} />
      </FoyerProvider>,
    )
    // Props pass through, the test id included.
    const custom = screen.getByTestId('custom') as HTMLButtonElement
    await waitFor(() => expect(custom.disabled).toBe(false))
    fireEvent.click(custom)
    expect(onClick).toHaveBeenCalledOnce()
    expect(foyer.client.stores.modal.getState().open).toBe(false)
  })

  it('NetworkButton shows the network and opens Networks', async () => {
    const { client } = await setup()
    const button = screen.getByTestId('foyer-network-button')
    expect(button.querySelector('.foyer-button-label')?.textContent).toBe('Ethereum')
    // Named by its visible text (WCAG 2.5.3: an aria-label must contain the visible text, and
    // the network image's initials count as visible text for axe).
    expect(button.getAttribute('aria-label')).toBeNull()
    fireEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
    expect(client.stores.router.getState().view).toBe('Networks')
  })

  it('NetworkButton says Wrong network on an unsupported chain and opens UnsupportedChain', async () => {
    const { client } = await setup('eip155:999')
    await act(async () => {
      await connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    })
    act(() => {
      client.stores.modal.setState({ open: false })
    })
    const button = screen.getByTestId('foyer-network-button')
    expect(button.textContent).toBe('Wrong network')
    fireEvent.click(button)
    expect(await screen.findByTestId('foyer-view-UnsupportedChain')).toBeTruthy()
  })
})
