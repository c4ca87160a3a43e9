import { createMemoryStorage } from '@foyer/core'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFoyer } from '../create-foyer.js'
import { FoyerProvider } from '../provider.js'
import { FixtureAdapter, mainnet, sepolia } from '../test-utils/fixtures.js'
import { ConnectButton } from './connect-button.js'
import { FoyerEmbedded } from './foyer-embedded.js'

describe('FoyerEmbedded (embedded mode, SPEC §2)', () => {
  it('shows the modal in the page; connecting shows Account, closing stays on Account', async () => {
    const foyer = createFoyer({
      projectId: 'test',
      networks: [mainnet, sepolia],
      adapters: [new FixtureAdapter()],
      storage: createMemoryStorage(),
      isMobile: () => false,
      embedded: true,
    })
    render(
      <FoyerProvider foyer={foyer}>
        <main data-testid="page">
          <FoyerEmbedded />
        </main>
        <ConnectButton />
      </FoyerProvider>,
    )
    const card = await screen.findByRole('region', { name: 'Connect Wallet' }, { timeout: 20_000 })
    // In the page where the app put it, and no dialog anywhere.
    expect(screen.getByTestId('page').contains(card)).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(async () => {
      fireEvent.click(await screen.findByTestId('wallet-option-io.foyer.fixture'))
    })
    await screen.findByRole('region', { name: 'Account' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('region', { name: 'Account' })).toBeTruthy()
    // The connect button's click opens no dialog over the page: the embedded card is the modal.
    fireEvent.click(screen.getByTestId('foyer-connect-button'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }, 30_000)
})
