import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import meta from './headless-connect.stories.js'

/** Renders the story as Storybook does (its `render`), with nothing but the story's own parts. */
function renderStory() {
  if (!meta.render) throw new Error('the story has no render function')
  return render(<>{meta.render()}</>)
}

describe('the custom connect screen story: built from useFoyerWallets() alone', () => {
  it('lists the wallets and connects the installed one, without the modal', async () => {
    renderStory()
    const wallet = await screen.findByTestId(
      'custom-wallet-io.foyer.fixture',
      {},
      { timeout: 20_000 },
    )
    expect(screen.getByTestId('custom-wallet-walletConnect')).toBeTruthy()
    await act(async () => {
      fireEvent.click(wallet)
    })
    const connected = await screen.findByTestId('custom-connected', {}, { timeout: 20_000 })
    expect(connected.textContent).toMatch(/0x52908400098527886E0F7030069857D2E4169EE7/i)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('shows the WalletConnect pairing uri for the app’s own QR code, and goes back', async () => {
    renderStory()
    const walletConnect = await screen.findByTestId(
      'custom-wallet-walletConnect',
      {},
      { timeout: 20_000 },
    )
    await act(async () => {
      fireEvent.click(walletConnect)
    })
    await waitFor(() =>
      expect(screen.getByTestId('custom-pairing-uri').textContent).toMatch(/^wc:/),
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    })
    expect(await screen.findByTestId('custom-wallet-walletConnect')).toBeTruthy()
  })
})
