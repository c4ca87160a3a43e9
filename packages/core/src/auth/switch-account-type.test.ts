import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountTypeOf, switchableAccounts } from '../account/account-type.js'
import { sendTransaction } from '../account/send-transaction.js'
import { startClient } from '../connection/start-client.js'
import { getAccountState } from '../selectors.js'
import { FakeEmbeddedWallet } from '../test-utils/fake-embedded-wallet.js'
import {
  SIGNER_EOA as EOA,
  SMART_ACCOUNT as SMART,
  smartAccountUser,
} from '../test-utils/smart-account-user.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { completeEmailLogin, connectEmail } from './email-login.js'
import { refreshEmbeddedAccount, switchAccountType } from './switch-account-type.js'
import type { EmbeddedWalletUser } from './types.js'

const RECEIVER = '0x3333333333333333333333333333333333333333'

/** An email user of a frame with smart accounts, logged in; the adapter follows its switches. */
async function loggedIn(user: EmbeddedWalletUser = smartAccountUser()) {
  const wallet = new FakeEmbeddedWallet(user)
  const adapter = new TestAdapter({
    connectors: [wallet.connector()],
    accounts: [user.address],
    balances: { [SMART]: 10n ** 18n, [EOA]: 10n ** 18n },
  })
  wallet.onAccountsChanged = (address) => {
    adapter.accounts = [address]
    adapter.emit({
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
    })
  }
  const client = createTestClient({
    adapters: [adapter],
    services: { embeddedWallet: 'https://frame.example/' },
  })
  await startClient(client)
  await connectEmail(client, 'ada@example.com')
  await wallet.typeCode('123456')
  await completeEmailLogin(client)
  return { client, wallet, adapter }
}

describe('the embedded wallet’s smart account and EOA in the account state', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('after login: allAccounts with types, the smart account in use and not deployed', async () => {
    const { client } = await loggedIn()
    const account = getAccountState(client, 'eip155')
    expect(account?.address).toBe(SMART)
    expect(account?.allAccounts).toEqual([
      { namespace: 'eip155', address: SMART, type: 'smartAccount' },
      { namespace: 'eip155', address: EOA, type: 'eoa' },
    ])
    expect(account?.preferredAccountType).toBe('smartAccount')
    expect(account?.smartAccountDeployed).toBe(false)
    expect(accountTypeOf(account)).toBe('smartAccount')
    expect(switchableAccounts(account)).toEqual({ eoa: EOA, smartAccount: SMART })
  })

  it('switching to eoa and back: the frame switches, the address and type follow', async () => {
    const { client, wallet } = await loggedIn()
    await switchAccountType(client, 'eoa')
    let account = getAccountState(client, 'eip155')
    expect(wallet.calls).toContain('setPreferredAccount:eoa')
    expect(account?.address).toBe(EOA)
    expect(account?.caipAddress).toBe(`eip155:1:${EOA}`)
    expect(account?.preferredAccountType).toBe('eoa')
    expect(accountTypeOf(account)).toBe('eoa')
    // Both accounts stay listed, so the user can switch back.
    expect(switchableAccounts(account)).toEqual({ eoa: EOA, smartAccount: SMART })

    await switchAccountType(client, 'smartAccount')
    account = getAccountState(client, 'eip155')
    expect(account?.address).toBe(SMART)
    expect(accountTypeOf(account)).toBe('smartAccount')
  })

  it('a send names the account type in use to the adapter (smart accounts skip the gas check)', async () => {
    const { client, adapter } = await loggedIn()
    const request = { to: RECEIVER, value: 1n }
    await sendTransaction(client, { request })
    await switchAccountType(client, 'eoa')
    await sendTransaction(client, { request })
    const sends = adapter.calls.filter((call) => call.method === 'sendTransaction')
    expect(sends.map((call) => call.params)).toEqual([
      { request, address: SMART, accountType: 'smartAccount' },
      { request, address: EOA, accountType: 'eoa' },
    ])
  })

  it('the first send from the undeployed smart account: smartAccountDeployed turns true', async () => {
    const { client, wallet } = await loggedIn()
    wallet.user.smartAccountDeployed = true
    await sendTransaction(client, { request: { to: RECEIVER, value: 1n } })
    await vi.waitFor(() =>
      expect(getAccountState(client, 'eip155')?.smartAccountDeployed).toBe(true),
    )
  })

  it('a network change of the embedded wallet reads its accounts again', async () => {
    const { wallet, adapter } = await loggedIn()
    const before = wallet.calls.filter((call) => call === 'getUser').length
    adapter.emit({ type: 'networkChanged', caipNetworkId: 'eip155:1' })
    await vi.waitFor(() =>
      expect(wallet.calls.filter((call) => call === 'getUser').length).toBe(before + 1),
    )
  })

  it('a frame that refuses the switch: its message, and nothing changes', async () => {
    const user = smartAccountUser()
    user.accounts = [{ address: SMART, type: 'smartAccount' }]
    const { client } = await loggedIn(user)
    await expect(switchAccountType(client, 'eoa')).rejects.toThrow(
      'This application might not support Smart Accounts',
    )
    expect(getAccountState(client, 'eip155')?.address).toBe(SMART)
    expect(switchableAccounts(getAccountState(client, 'eip155'))).toBeUndefined()
  })

  it('an older frame without typed accounts leaves the adapter’s accounts', async () => {
    const {
      accounts: _a,
      preferredAccountType: _p,
      smartAccountDeployed: _s,
      ...old
    } = smartAccountUser()
    const { client } = await loggedIn(old)
    const account = getAccountState(client, 'eip155')
    expect(account?.allAccounts).toEqual([{ namespace: 'eip155', address: SMART, type: 'eoa' }])
    expect(account?.smartAccountDeployed).toBeUndefined()
    expect(switchableAccounts(account)).toBeUndefined()
  })

  it('without the embedded wallet connected: no switch, and no refresh', async () => {
    const wallet = new FakeEmbeddedWallet(smartAccountUser())
    const client = createTestClient({
      adapters: [new TestAdapter({ connectors: [wallet.connector()] })],
      services: { embeddedWallet: 'https://frame.example/' },
    })
    await startClient(client)
    await expect(switchAccountType(client, 'eoa')).rejects.toThrow(
      'Address or auth connector not found',
    )
    await refreshEmbeddedAccount(client)
    expect(wallet.calls).not.toContain('getUser')
  })
})
