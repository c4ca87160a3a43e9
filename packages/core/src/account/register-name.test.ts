import { FoyerError, isFoyerError } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import type { BlockchainDataClient, RegisterNameParams } from '../blockchain-data/types.js'
import { connect } from '../connection/connect.js'
import { startClient } from '../connection/start-client.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { registerAccountName } from './register-name.js'

const ALICE = '0x1111111111111111111111111111111111111111'

async function connected(registerName: BlockchainDataClient['registerName']) {
  const adapter = new TestAdapter({})
  const blockchainData: BlockchainDataClient = {
    getBalances: async () => ({ balances: [] }),
    getTransactions: async () => ({ data: [], next: null }),
    registerName,
  }
  const client = createTestClient({ adapters: [adapter], blockchainData })
  await startClient(client)
  await connect(client, { namespace: 'eip155', connectorId: 'injected' })
  client.stores.router.setState({
    view: 'RegisterAccountName',
    history: ['Account', 'RegisterAccountName'],
  })
  return { adapter, client }
}

describe('registerAccountName', () => {
  it('shows the success view, signs, registers with the coin type and sets the profile name', async () => {
    const seen: { params: RegisterNameParams; view: string }[] = []
    const { adapter, client } = await connected(async (params) => {
      seen.push({ params, view: client.stores.router.getState().view })
      return { name: 'alice.foyer.id', addresses: {}, attributes: {}, createdAt: 1 }
    })
    const profile = await registerAccountName(client, 'alice.foyer.id')
    expect(profile.name).toBe('alice.foyer.id')
    expect(adapter.count('signMessage')).toBe(1)
    expect(seen).toHaveLength(1)
    // The success view was on show while the registration ran (SPEC §4: push success first).
    expect(seen[0]!.view).toBe('RegisterAccountNameSuccess')
    const { params } = seen[0]!
    expect(params.coinType).toBe(60) // mainnet (the test client's first network)
    expect(params.address).toBe(ALICE)
    const message = JSON.parse(params.message) as { name: string; timestamp: number }
    expect(message.name).toBe('alice.foyer.id')
    expect(Math.abs(message.timestamp - Date.now() / 1000)).toBeLessThan(5)
    expect(params.signature).toBe(`signed(${ALICE}):${params.message}`)
    expect(client.stores.account.getState().byNamespace.eip155?.profileName).toBe('alice.foyer.id')
    expect(client.stores.router.getState().history).toEqual([
      'Account',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ])
  })

  it("returns to the register view with the service's reason when it refuses", async () => {
    const { client } = await connected(async () => {
      throw new FoyerError('NAME_REGISTRATION_FAILED', {
        values: { name: 'alice.foyer.id' },
        details: "Name 'alice.foyer.id' is already taken",
      })
    })
    const error = await registerAccountName(client, 'alice.foyer.id').catch((e: unknown) => e)
    expect(isFoyerError(error, 'NAME_REGISTRATION_FAILED')).toBe(true)
    const router = client.stores.router.getState()
    expect(router.history).toEqual(['Account', 'RegisterAccountName'])
    expect(router.data.nameRegistration).toEqual({
      name: 'alice.foyer.id',
      error: "Name 'alice.foyer.id' is already taken",
      errorCode: 'NAME_REGISTRATION_FAILED',
      reason: "Name 'alice.foyer.id' is already taken",
    })
    expect(client.stores.account.getState().byNamespace.eip155?.profileName).toBeFalsy()
  })

  it("says 'Error registering name {name}' when the service gives no reason", async () => {
    const { client } = await connected(async () => {
      throw new Error('socket hang up')
    })
    await expect(registerAccountName(client, 'bobby')).rejects.toThrow('socket hang up')
    expect(client.stores.router.getState().data.nameRegistration).toEqual({
      name: 'bobby',
      error: 'Error registering name bobby',
      errorCode: 'NAME_REGISTRATION_FAILED',
    })
  })

  it('returns to the register view when the wallet declines to sign, registering nothing', async () => {
    let registered = 0
    const { adapter, client } = await connected(async () => {
      registered += 1
      return { name: 'x', addresses: {}, attributes: {}, createdAt: 1 }
    })
    adapter.failNext('signMessage', { code: 4001, message: 'User rejected the request.' })
    await expect(registerAccountName(client, 'carol')).rejects.toSatisfy(isFoyerError)
    expect(registered).toBe(0)
    expect(client.stores.router.getState().view).toBe('RegisterAccountName')
    expect(client.stores.router.getState().data.nameRegistration).toMatchObject({
      name: 'carol',
      errorCode: 'USER_REJECTED',
    })
  })

  it('refuses a name breaking SPEC §5 before showing or signing anything', async () => {
    const { adapter, client } = await connected(async () => {
      throw new Error('not reached')
    })
    for (const bad of ['abc', 'al ice', 'ali_ce', 'abc.foyer.id']) {
      await expect(registerAccountName(client, bad)).rejects.toSatisfy((error: unknown) =>
        isFoyerError(error, 'INVALID_ACCOUNT_NAME'),
      )
    }
    expect(adapter.count('signMessage')).toBe(0)
    expect(client.stores.router.getState().view).toBe('RegisterAccountName')
  })
})
