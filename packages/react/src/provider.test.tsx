import { createMemoryStorage } from '@foyer/core'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from './components/connect-button.js'
import { createFoyer } from './create-foyer.js'
import { FoyerProvider } from './provider.js'
import { FixtureAdapter, mainnet, sepolia } from './test-utils/fixtures.js'

function setup() {
  const adapter = new FixtureAdapter()
  const foyer = createFoyer({
    projectId: 'test',
    networks: [mainnet, sepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: () => false,
  })
  return { foyer, adapter }
}

describe('FoyerProvider and ConnectButton', () => {
  it('opens the lazily loaded modal on Connect, connects and shows the account', async () => {
    const { foyer } = setup()
    render(
      <FoyerProvider foyer={foyer}>
        <ConnectButton id="connect" />
      </FoyerProvider>,
    )
    const button = screen.getByTestId('foyer-connect-button')
    expect(button.id).toBe('connect')
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), {
      timeout: 20_000,
    })
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog).toBeTruthy()
    await act(async () => {
      fireEvent.click(await screen.findByTestId('wallet-option-io.foyer.fixture'))
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(button.textContent).toContain('0x5290…9EE7'))
  }, 30_000)
})
