import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createConnectedClient } from '../test-utils/connected-client.js'
import { createFixtureClient } from '../test-utils/fixture-client.js'
import { renderOpenModal } from '../test-utils/render-modal.js'
import { viewsCss } from './views-css.js'

const connectedStyle = () => document.querySelector('style[data-foyer-connected-styles]')

// The test setup loads the connected views (and so this stylesheet) up front; the bench's
// size check measures that the first chunk no longer carries it.
describe("the connected views' stylesheet", () => {
  it('is not in the first chunk', async () => {
    expect(viewsCss).not.toContain('.foyer-token-row')
    expect(viewsCss).not.toContain('.foyer-details')
    const { client } = await createFixtureClient()
    await renderOpenModal(client)
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(document.querySelector('style[data-foyer-view-styles]')).not.toBeNull()
  })

  it('is in the document when Account draws', async () => {
    const { client } = await createConnectedClient()
    await renderOpenModal(client)
    await waitFor(() => expect(screen.getByTestId('foyer-account-name')).toBeTruthy())
    expect(connectedStyle()?.textContent).toContain('.foyer-account-header')
    expect(connectedStyle()?.textContent).toContain('.foyer-token-row')
  })
})
