import { FoyerError } from '@foyer/common'
import type { NameProfile, RegisterNameParams } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createConnectedClient } from '../../test-utils/connected-client.js'
import { FixtureAdapter } from '../../test-utils/fixture-adapter.js'
import { createFixtureBlockchainData } from '../../test-utils/fixture-blockchain-data.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'

/** An in-memory names registry with `taken` already registered; `refuse` makes it answer 409. */
function namesRegistry(taken: string[], refuse?: string) {
  const registered = new Set(taken.map((label) => `${label}.foyer.id`))
  const registrations: RegisterNameParams[] = []
  return {
    registrations,
    ...createFixtureBlockchainData(),
    async getNameSuggestions({ label }: { label: string }) {
      const names = [label, `${label}1`, `${label}2`, `${label}3`].map((l) => `${l}.foyer.id`)
      return names.map((name) => ({ name, registered: registered.has(name) }))
    },
    async registerName(params: RegisterNameParams): Promise<NameProfile> {
      registrations.push(params)
      const { name } = JSON.parse(params.message) as { name: string }
      if (refuse) {
        throw new FoyerError('NAME_REGISTRATION_FAILED', { values: { name }, details: refuse })
      }
      registered.add(name)
      return {
        name,
        addresses: { [params.coinType]: { address: params.address } },
        attributes: {},
        createdAt: 1,
      }
    },
  }
}

async function openRegisterView(registry: ReturnType<typeof namesRegistry>) {
  const adapter = new FixtureAdapter({ signsMessages: true })
  const result = await createConnectedClient({ adapter, blockchainData: registry })
  await renderOpenModal(result.client)
  fireEvent.click(await screen.findByTestId('foyer-account-choose-name'))
  await screen.findByTestId('foyer-view-RegisterAccountName')
  return result
}

function type(text: string) {
  fireEvent.change(screen.getByTestId('foyer-name-input'), { target: { value: text } })
}

describe('RegisterAccountName', () => {
  it('explains the rules for an invalid name and never asks the registry', async () => {
    const registry = namesRegistry([])
    await openRegisterView(registry)
    for (const bad of ['abc', 'al_ice', 'al ice', 'ålice']) {
      type(bad)
      expect(screen.getByTestId('foyer-name-error').textContent).toBe(
        'Names need at least 4 characters: letters, digits or hyphens only',
      )
      expect(screen.getByTestId('foyer-name-register')).toHaveProperty('disabled', true)
    }
  })

  it('says a taken name is taken, offers free variants, and a click picks one', async () => {
    await openRegisterView(namesRegistry(['alice', 'alice1']))
    type('alice')
    await waitFor(() =>
      expect(screen.getByTestId('foyer-name-error').textContent).toBe(
        'alice.foyer.id is already taken',
      ),
    )
    expect(screen.getByTestId('foyer-name-register')).toHaveProperty('disabled', true)
    const suggestions = screen.getAllByTestId('foyer-name-suggestion').map((b) => b.textContent)
    expect(suggestions).toEqual(['alice2.foyer.id', 'alice3.foyer.id'])
    fireEvent.click(screen.getAllByTestId('foyer-name-suggestion')[0]!)
    await waitFor(() =>
      expect(screen.getByTestId('foyer-name-available').textContent).toBe(
        'alice2.foyer.id is available',
      ),
    )
    expect(screen.getByTestId('foyer-name-input')).toHaveProperty('value', 'alice2')
  })

  it('registers a free name: success view, signature, coin type, then the name in the header', async () => {
    const registry = namesRegistry([])
    const { client, adapter } = await openRegisterView(registry)
    type('bob-the-builder')
    const register = await screen.findByRole('button', {
      name: 'Register bob-the-builder.foyer.id',
    })
    await act(async () => {
      fireEvent.click(register)
    })
    await screen.findByTestId('foyer-name-registered')
    expect(adapter.calls.filter((call) => call.method === 'signMessage')).toHaveLength(1)
    expect(registry.registrations).toHaveLength(1)
    expect(registry.registrations[0]!.coinType).toBe(60) // Ethereum mainnet (ENSIP-11)
    expect(JSON.parse(registry.registrations[0]!.message).name).toBe('bob-the-builder.foyer.id')
    expect(client.stores.account.getState().byNamespace.eip155?.profileName).toBe(
      'bob-the-builder.foyer.id',
    )
    fireEvent.click(screen.getByTestId('foyer-name-done'))
    const header = await screen.findByTestId('foyer-account-name')
    expect(header.textContent).toBe('bob-the-builder.foyer.id')
    // With a name, Account no longer offers to choose one.
    expect(screen.queryByTestId('foyer-account-choose-name')).toBeNull()
  })

  it("returns to the register view with the service's reason when it refuses", async () => {
    await openRegisterView(namesRegistry([], "Name 'carol.foyer.id' is already taken"))
    type('carol')
    const register = await screen.findByRole('button', { name: 'Register carol.foyer.id' })
    await act(async () => {
      fireEvent.click(register)
    })
    await screen.findByTestId('foyer-view-RegisterAccountName')
    await waitFor(() =>
      expect(screen.getByTestId('foyer-name-error').textContent).toBe(
        "Name 'carol.foyer.id' is already taken",
      ),
    )
    expect(screen.getByTestId('foyer-name-input')).toHaveProperty('value', 'carol')
  })
})
