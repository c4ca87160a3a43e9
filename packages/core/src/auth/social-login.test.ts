import { frameError } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startClient } from '../connection/start-client.js'
import type { FoyerEventRecord } from '../events/types.js'
import { getAccountState } from '../selectors.js'
import { FakeEmbeddedWallet } from '../test-utils/fake-embedded-wallet.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { connectSocial, type SocialLoginPopup } from './social-login.js'
import { completeUpdateEmail, updateEmail } from './update-email.js'

const ADDRESS = '0x3333333333333333333333333333333333333333'

function setup(user = { email: null as string | null, username: 'octocat', social: 'github' }) {
  const wallet = new FakeEmbeddedWallet({
    address: ADDRESS,
    chainId: 1,
    email: user.email,
    username: user.username,
    socialProvider: user.social as 'github' | null,
  })
  const adapter = new TestAdapter({ connectors: [wallet.connector()], accounts: [ADDRESS] })
  const client = createTestClient({
    adapters: [adapter],
    services: { embeddedWallet: 'https://frame.example/' },
  })
  const events: FoyerEventRecord[] = []
  client.events.subscribe((event) => events.push(event))
  return { wallet, client, events }
}

function popup(): SocialLoginPopup & { closeCount: number } {
  return {
    closed: false,
    closeCount: 0,
    location: { href: 'about:blank' },
    close() {
      this.closeCount += 1
      ;(this as { closed: boolean }).closed = true
    },
  }
}

describe('social login through the AUTH connector (SPEC §4)', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('sends the popup to the authorize address, connects and fills user and provider', async () => {
    const { client, wallet, events } = setup()
    await startClient(client)
    const window = popup()
    await connectSocial(client, 'github', window)
    const uri = 'https://auth.example/v1/social/github/authorize'
    expect(window.location.href).toBe(uri)
    expect(wallet.calls).toContain(`connectSocial:${uri}`)
    const account = getAccountState(client, 'eip155')
    expect(account?.address).toBe(ADDRESS)
    expect(account?.user).toEqual({ email: null, username: 'octocat' })
    expect(account?.socialProvider).toBe('github')
    expect(account?.connectedWalletInfo).toMatchObject({ name: 'github', social: 'github' })
    expect(client.storage.get('socialUsername')).toBe('octocat')
    expect(events.filter((event) => event.event === 'SOCIAL_LOGIN_SUCCESS')).toEqual([
      expect.objectContaining({ properties: { provider: 'github' } }),
    ])
    // The return page closes the popup itself; one still open is closed afterwards.
    expect(window.closeCount).toBe(1)
  })

  it('a frame error keeps its message; the popup is closed; no success event', async () => {
    const { client, wallet, events } = setup()
    await startClient(client)
    wallet.socialError = frameError({ message: 'Login request expired, start again' })
    const window = popup()
    await expect(connectSocial(client, 'google', window)).rejects.toThrow(
      'Login request expired, start again',
    )
    expect(window.closeCount).toBe(1)
    expect(getAccountState(client, 'eip155')?.address).toBeUndefined()
    expect(events.some((event) => event.event === 'SOCIAL_LOGIN_SUCCESS')).toBe(false)
  })

  it("a time-out: 'Request was aborted' and the socials time-out alert", async () => {
    const { client, wallet } = setup()
    await startClient(client)
    wallet.socialError = new (await import('@foyer/common')).FoyerError('REQUEST_ABORTED')
    await expect(connectSocial(client, 'github', popup())).rejects.toThrow('Request was aborted')
    expect(client.stores.alert.getState()).toMatchObject({
      open: true,
      message: 'Social Login Timed Out',
    })
  })

  it('cancel aborts the wait, closes the popup and raises no alert', async () => {
    const { client, wallet } = setup()
    await startClient(client)
    wallet.socialNeverAnswers = true
    const controller = new AbortController()
    const window = popup()
    const login = connectSocial(client, 'github', window, { signal: controller.signal })
    await vi.waitFor(() =>
      expect(wallet.calls.some((c) => c.startsWith('connectSocial'))).toBe(true),
    )
    controller.abort()
    await expect(login).rejects.toThrow('Request was aborted')
    expect(window.closeCount).toBe(1)
    expect(client.stores.alert.getState().open).toBe(false)
  })
})

describe('email update (SPEC §4: primary OTP, then secondary OTP)', () => {
  it('changes the account email after both codes', async () => {
    const { client, wallet } = setup({ email: 'ada@example.com', username: '', social: '' })
    ;(wallet.user as { socialProvider: null }).socialProvider = null
    await startClient(client)
    await connectSocial(client, 'github', popup()) // any login: the fake now holds a session
    await expect(updateEmail(client, 'not-an-email')).rejects.toThrow(
      'Please enter a valid email address',
    )
    await updateEmail(client, 'grace@example.com')
    await expect(wallet.typeCode('000000', 'updatePrimary')).resolves.toMatchObject({
      status: 'invalid',
      message: 'Invalid code',
    })
    await wallet.typeCode('123456', 'updatePrimary')
    const accepted = await wallet.typeCode('123456', 'updateSecondary')
    expect(accepted).toEqual({
      step: 'updateSecondary',
      status: 'accepted',
      newEmail: 'grace@example.com',
    })
    await expect(completeUpdateEmail(client, 'grace@example.com')).resolves.toBe(
      'grace@example.com',
    )
    expect(getAccountState(client, 'eip155')?.user?.email).toBe('grace@example.com')
    expect(client.storage.get('email')).toBe('grace@example.com')
  })
})
