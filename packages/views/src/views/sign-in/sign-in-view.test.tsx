import { openModal } from '@foyer/core'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FoyerModal } from '../../modal/foyer-modal.js'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { createFixtureSiwx } from '../../test-utils/fixture-siwx.js'

async function signView(options: { required?: boolean } = {}) {
  const adapter = new FixtureAdapter({ signsMessages: true })
  const siwx = createFixtureSiwx()
  const { client } = await createConnectedClient({
    adapter,
    siwx,
    signInRequired: options.required ?? false,
  })
  render(<FoyerModal client={client} />)
  await waitFor(() => expect(screen.getByTestId('foyer-sign-in-summary')).toBeTruthy(), {
    timeout: 3000,
  })
  return { client, adapter, siwx }
}

describe('SIWXSignMessage view', () => {
  it("opens after connecting: the app's name, the message summary, Sign and Cancel", async () => {
    await signView()
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy()
    const view = screen.getByTestId('foyer-view-SIWXSignMessage')
    expect(view.textContent).toContain('wants you to sign in')
    const summary = screen.getByTestId('foyer-sign-in-summary').textContent
    expect(summary).toContain('app.example')
    expect(summary).toContain('Sign in to the Fixture app.')
    expect(screen.getByTestId('foyer-sign-in-sign').textContent).toBe('Sign')
  })

  it('Sign: the wallet signs, the session is kept, the modal closes', async () => {
    const { client, siwx } = await signView()
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-sign-in-sign'))
    })
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(siwx.sessions.size).toBe(1)
  })

  it("a declined signature shows 'Signature declined' on the sign view, and Try again", async () => {
    const { client, adapter } = await signView()
    adapter.failNext('signMessage', Object.assign(new Error('User rejected'), { code: 4001 }))
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-sign-in-sign'))
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Signature declined'))
    expect(client.stores.router.getState().view).toBe('SIWXSignMessage')
    await waitFor(() =>
      expect(screen.getByTestId('foyer-sign-in-sign').textContent).toBe('Try again'),
    )
  })

  it('Escape does not close while sign-in is required; Cancel then disconnects and shows Connect', async () => {
    const { client } = await signView({ required: true })
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(true)
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-sign-in-cancel'))
    })
    await waitFor(() => expect(client.stores.router.getState().view).toBe('Connect'))
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
  })

  it('without sign-in configured the view says so instead of a fake step', async () => {
    const { client } = await createFixtureClient()
    render(<FoyerModal client={client} />)
    await act(async () => {
      await openModal(client, { view: 'SIWXSignMessage' })
    })
    await waitFor(() =>
      expect(screen.getByTestId('foyer-view-SIWXSignMessage').textContent).toBe(
        'Sign-in is not set up in this app.',
      ),
    )
  })
})
