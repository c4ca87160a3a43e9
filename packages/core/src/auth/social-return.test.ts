import { frameError } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startClient } from '../connection/start-client.js'
import type { FoyerEventRecord } from '../events/types.js'
import { getAccountState } from '../selectors.js'
import { FakeEmbeddedWallet } from '../test-utils/fake-embedded-wallet.js'
import { memorySiwx } from '../test-utils/memory-siwx.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { getEmbeddedWalletStats } from './embedded-wallet-stats.js'

const ADDRESS = '0x4444444444444444444444444444444444444444'
const RETURN = 'https://frame.example/social-redirect.html?login_code=c1&host_origin=x'

function setup(options: { socials?: boolean; signIn?: boolean } = {}) {
  const wallet = new FakeEmbeddedWallet({
    address: ADDRESS,
    chainId: 1,
    email: null,
    username: 'telegram-user',
    socialProvider: 'discord',
  })
  const adapter = new TestAdapter({ connectors: [wallet.connector()], accounts: [ADDRESS] })
  const client = createTestClient({
    adapters: [adapter],
    services: { embeddedWallet: 'https://frame.example/' },
    ...(options.socials === false ? { features: { socials: [] } } : {}),
    ...(options.signIn ? { siwx: memorySiwx(), signInRequired: true } : {}),
  })
  const events: FoyerEventRecord[] = []
  client.events.subscribe((event) => events.push(event))
  return { wallet, client, events }
}

describe("a social login's return in the address (Telegram mini-app, result_uri)", () => {
  // The page's address: the return's code loads only when it has `result_uri`.
  const visit = (search: string) => vi.stubGlobal('location', { search })
  beforeEach(() => visit(`?tab=2&result_uri=${encodeURIComponent(RETURN)}`))
  afterEach(() => vi.unstubAllGlobals())

  it('finishes the login at start: connected, user filled, SOCIAL_LOGIN_SUCCESS, Account shown', async () => {
    const { client, wallet, events } = setup()
    wallet.socialReturn = { ok: true, uri: RETURN }
    await startClient(client)
    expect(wallet.calls).toContain(`connectSocial:${RETURN}`)
    const account = getAccountState(client, 'eip155')
    expect(account?.status).toBe('connected')
    expect(account?.address).toBe(ADDRESS)
    expect(account?.socialProvider).toBe('discord')
    expect(account?.user).toEqual({ email: null, username: 'telegram-user' })
    expect(events.filter((event) => event.event === 'SOCIAL_LOGIN_SUCCESS')).toEqual([
      expect.objectContaining({ properties: { provider: 'discord' } }),
    ])
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('Account')
  })

  it('with sign-in on, the sign view that opened on connect stays (not replaced by Account)', async () => {
    const { client, wallet } = setup({ signIn: true })
    wallet.socialReturn = { ok: true, uri: RETURN }
    await startClient(client)
    await vi.waitFor(() => expect(client.stores.signIn.getState().status).toBe('ready'))
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('SIWXSignMessage')
  })

  it("the frame's error opens ConnectingSocial with that message; nothing connects", async () => {
    const { client, wallet, events } = setup()
    wallet.socialReturn = { ok: true, uri: RETURN }
    wallet.socialError = frameError({ message: 'This login link has expired' })
    await startClient(client)
    expect(getAccountState(client, 'eip155')?.address).toBeUndefined()
    expect(events.some((event) => event.event === 'SOCIAL_LOGIN_SUCCESS')).toBe(false)
    const router = client.stores.router.getState()
    expect(client.stores.modal.getState().open).toBe(true)
    expect(router.view).toBe('ConnectingSocial')
    expect(router.data.socialError?.shortMessage).toBe('This login link has expired')
  })

  it("a value that is not the frame's return page: 'An error occurred', the frame is not asked", async () => {
    const { client, wallet } = setup()
    wallet.socialReturn = { ok: false }
    await startClient(client)
    expect(wallet.calls.some((call) => call.startsWith('connectSocial'))).toBe(false)
    expect(client.stores.router.getState()).toMatchObject({ view: 'ConnectingSocial' })
    expect(client.stores.router.getState().data.socialError?.shortMessage).toBe('An error occurred')
  })

  it('without a return, without result_uri in the address, or with social logins off, nothing is taken and the modal stays shut', async () => {
    const none = setup()
    await startClient(none.client)
    expect(none.wallet.calls).not.toContain('takeSocialReturn')
    expect(none.client.stores.modal.getState().open).toBe(false)

    const plain = setup()
    plain.wallet.socialReturn = { ok: true, uri: RETURN }
    visit('?tab=2')
    await startClient(plain.client)
    expect(plain.wallet.calls).not.toContain('takeSocialReturn')
    expect(plain.wallet.socialReturn).toEqual({ ok: true, uri: RETURN })
    expect(plain.client.stores.modal.getState().open).toBe(false)

    visit(`?result_uri=${encodeURIComponent(RETURN)}`)
    const off = setup({ socials: false })
    off.wallet.socialReturn = { ok: true, uri: RETURN }
    await startClient(off.client)
    expect(off.wallet.calls).not.toContain('takeSocialReturn')
    expect(off.wallet.socialReturn).toEqual({ ok: true, uri: RETURN })
    expect(getAccountState(off.client, 'eip155')?.address).toBeUndefined()
  })
})

describe('getEmbeddedWalletStats', () => {
  it("answers the AUTH connector's bridge counts; undefined before the frame loaded or without one", async () => {
    const { client, wallet } = setup()
    expect(getEmbeddedWalletStats(client)).toBeUndefined()
    wallet.bridgeStats = { accepted: 4, dropped: 1, droppedBy: { origin: 1 } }
    expect(getEmbeddedWalletStats(client)).toEqual(wallet.bridgeStats)
    expect(getEmbeddedWalletStats(createTestClient())).toBeUndefined()
  })
})
