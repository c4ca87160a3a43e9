import { createMemoryStorage } from '@foyer/core'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFoyer } from '../create-foyer.js'
import { FoyerProvider } from '../provider.js'
import { FixtureAdapter, mainnet } from '../test-utils/fixtures.js'
import { ConnectButton } from './connect-button.js'

// Its own file: the modal's chunk is loaded once per module graph, and this test needs it
// not loaded yet.
describe('ConnectButton readiness', () => {
  it('stays disabled after mounting until the modal chunk has loaded', async () => {
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
    // Mounted and effects run, but the chunk has not arrived: a click would not open yet.
    expect(button.disabled).toBe(true)
    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 20_000 })
  }, 30_000)
})
