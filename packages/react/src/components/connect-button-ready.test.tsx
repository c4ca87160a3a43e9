import { createMemoryStorage } from '@foyer/core'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFoyer } from '../create-foyer.js'
import { FoyerProvider } from '../provider.js'
import { FixtureAdapter, mainnet } from '../test-utils/fixtures.js'
import { ConnectButton } from './connect-button.js'

// Its own file: the modal's chunk is loaded once per module graph, and this test needs it
// not loaded yet.
describe('ConnectButton readiness', () => {
  it('is enabled from the first render; a click before the modal chunk arrives opens the frame at once, then the modal', async () => {
    const foyer = createFoyer({
      projectId: 'ready',
      networks: [mainnet],
      adapters: [new FixtureAdapter()],
      storage: createMemoryStorage(),
      isMobile: () => false,
    })
    render(
      <FoyerProvider foyer={foyer}>
        <ConnectButton id="connect" />
      </FoyerProvider>,
    )
    const button = screen.getByTestId('foyer-connect-button') as HTMLButtonElement
    // The modal chunk has not arrived (nothing has been awaited), yet the button is ready.
    expect(button.disabled).toBe(false)
    expect(screen.queryByTestId('foyer-modal')).toBeNull()
    act(() => button.click())
    // The frame is there in the same task as the click, with a spinner and a close button.
    const shell = screen.getByTestId('foyer-modal-loading')
    expect(shell.getAttribute('role')).toBe('dialog')
    expect(shell.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    // Then the real modal replaces it.
    await waitFor(() => expect(screen.getByTestId('foyer-modal')).toBeTruthy(), {
      timeout: 20_000,
    })
    expect(screen.queryByTestId('foyer-modal-loading')).toBeNull()
  }, 30_000)
})
