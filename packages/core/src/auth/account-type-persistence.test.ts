import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountType } from '../adapter/types.js'
import { disconnect } from '../connection/disconnect.js'
import { startClient } from '../connection/start-client.js'
import { getAccountState } from '../selectors.js'
import type { StorageBackend } from '../storage/backend.js'
import { createMemoryStorage } from '../storage/backend.js'
import { FakeEmbeddedWallet } from '../test-utils/fake-embedded-wallet.js'
import {
  SIGNER_EOA as EOA,
  SMART_ACCOUNT as SMART,
  smartAccountUser,
} from '../test-utils/smart-account-user.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { completeEmailLogin, connectEmail } from './email-login.js'
import { switchAccountType } from './switch-account-type.js'

const STORED_KEY = 'foyer:test:preferredAccountTypes'

/**
 * A client whose adapter follows the frame's account switches. `session`: the frame (and
 * the adapter) still hold the login of an earlier page, as after a reload.
 */
function setup(
  storage: StorageBackend,
  options: { session?: boolean; defaultAccountTypes?: Partial<Record<'eip155', AccountType>> } = {},
) {
  const wallet = new FakeEmbeddedWallet(smartAccountUser())
  const adapter = new TestAdapter({
    connectors: [wallet.connector()],
    accounts: [SMART],
    walletNetwork: 'eip155:1',
  })
  wallet.onAccountsChanged = (address) => {
    adapter.accounts = [address]
    adapter.emit({
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
    })
  }
  if (options.session) {
    wallet.session = true
    adapter.session = 'foyer-auth'
  }
  const client = createTestClient({
    adapters: [adapter],
    storage,
    storageScope: 'test',
    services: { embeddedWallet: 'https://frame.example/' },
    ...(options.defaultAccountTypes ? { defaultAccountTypes: options.defaultAccountTypes } : {}),
  })
  return { client, wallet, adapter }
}

async function logIn(storage: StorageBackend, options: Parameters<typeof setup>[1] = {}) {
  const setupResult = setup(storage, options)
  await startClient(setupResult.client)
  await connectEmail(setupResult.client, 'ada@example.com')
  await setupResult.wallet.typeCode('123456')
  await completeEmailLogin(setupResult.client)
  return setupResult
}

describe('the embedded wallet’s account type, chosen once, on this device (SPEC §3, §7)', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('get-user carries the project default when nothing was chosen: the smart account for EVM', async () => {
    const { client, wallet } = await logIn(createMemoryStorage())
    expect(wallet.requestedTypes).not.toHaveLength(0)
    expect(new Set(wallet.requestedTypes)).toEqual(new Set(['smartAccount']))
    expect(getAccountState(client, 'eip155')?.address).toBe(SMART)
  })

  it('a project default of eoa is asked for at login, and the EOA is the account in use', async () => {
    const { client, wallet } = await logIn(createMemoryStorage(), {
      defaultAccountTypes: { eip155: 'eoa' },
    })
    expect(wallet.requestedTypes).toContain('eoa')
    expect(wallet.requestedTypes).not.toContain('smartAccount')
    const account = getAccountState(client, 'eip155')
    expect(account?.address).toBe(EOA)
    expect(account?.preferredAccountType).toBe('eoa')
  })

  it('the choice is stored per namespace and sent after a reload: the EOA comes back', async () => {
    const storage = createMemoryStorage()
    const first = await logIn(storage)
    await switchAccountType(first.client, 'eoa')
    expect(first.client.storage.get('preferredAccountTypes')).toEqual({ eip155: 'eoa' })

    // The reload: a new page, a new frame that starts on its own default (the smart account).
    const { client, wallet } = setup(storage, { session: true })
    // The account state starts on the stored choice before anything is read from the frame.
    expect(getAccountState(client, 'eip155')?.preferredAccountType).toBe('eoa')
    await startClient(client)
    expect(wallet.requestedTypes).toEqual(['eoa'])
    const account = getAccountState(client, 'eip155')
    expect(account?.status).toBe('connected')
    expect(account?.address).toBe(EOA)
    expect(account?.caipAddress).toBe(`eip155:1:${EOA}`)
    expect(account?.preferredAccountType).toBe('eoa')
    expect(account?.allAccounts?.[0]).toEqual({ namespace: 'eip155', address: EOA, type: 'eoa' })
  })

  it('a network switch asks for the stored type too', async () => {
    const { client, wallet, adapter } = await logIn(createMemoryStorage())
    await switchAccountType(client, 'eoa')
    wallet.requestedTypes.length = 0
    // The frame on the new network starts on its default again.
    wallet.user.preferredAccountType = 'smartAccount'
    wallet.user.address = SMART
    adapter.emit({ type: 'networkChanged', caipNetworkId: 'eip155:11155111' })
    await vi.waitFor(() => expect(wallet.requestedTypes).toEqual(['eoa']))
    await vi.waitFor(() => expect(getAccountState(client, 'eip155')?.address).toBe(EOA))
  })

  it('sign-out keeps the choice on this device; the next login starts on it', async () => {
    const storage = createMemoryStorage()
    const first = await logIn(storage)
    await switchAccountType(first.client, 'eoa')
    await disconnect(first.client)
    expect(first.client.storage.get('preferredAccountTypes')).toEqual({ eip155: 'eoa' })
    const { client, wallet } = await logIn(storage)
    expect(new Set(wallet.requestedTypes)).toEqual(new Set(['eoa']))
    expect(getAccountState(client, 'eip155')?.address).toBe(EOA)
  })

  it.each([
    ['a type that does not exist', JSON.stringify({ eip155: 'banana' })],
    ['an unknown namespace', JSON.stringify({ cosmos: 'eoa' })],
    ['not JSON', '{eip155:'],
    ['not an object', JSON.stringify('eoa')],
  ])('a bad stored value (%s) is dropped with a warning; the default is sent', async (_, raw) => {
    const storage = createMemoryStorage({ [STORED_KEY]: raw })
    const { client, wallet } = await logIn(storage)
    expect(new Set(wallet.requestedTypes)).toEqual(new Set(['smartAccount']))
    expect(getAccountState(client, 'eip155')?.address).toBe(SMART)
    expect(storage.getItem(STORED_KEY)).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('preferredAccountTypes'))
  })
})
