import { RECOVERY_PASSWORD_APPROVAL } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { destroyClient } from '../client/destroy-client.js'
import { setThemeMode, setThemeVariables } from '../client/settings.js'
import { disconnect } from '../connection/disconnect.js'
import { startClient } from '../connection/start-client.js'
import { closeModal } from '../modal/close-modal.js'
import { openModal } from '../modal/open-modal.js'
import { createMemoryStorage } from '../storage/backend.js'
import { FakeEmbeddedWallet } from '../test-utils/fake-embedded-wallet.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { completeEmailLogin, connectEmail, emailResendSecondsLeft } from './email-login.js'
import { embeddedWalletConfig } from './find-auth-connector.js'

const ADDRESS = '0x2222222222222222222222222222222222222222'
const user = {
  address: ADDRESS,
  chainId: 1,
  email: 'ada@example.com',
  username: null,
  socialProvider: null,
}

function setup(storage = createMemoryStorage()) {
  const wallet = new FakeEmbeddedWallet(user)
  const adapter = new TestAdapter({ connectors: [wallet.connector()], accounts: [ADDRESS] })
  const client = createTestClient({
    adapters: [adapter],
    storage,
    services: { embeddedWallet: 'https://frame.example/' },
  })
  return { wallet, adapter, client, storage }
}

describe('email login through the AUTH connector (SPEC §4)', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    warn.mockRestore()
    vi.useRealTimers()
  })

  it('hands the adapters the frame URL only when email or socials are on', () => {
    expect(embeddedWalletConfig(setup().client)).toMatchObject({
      frameUrl: 'https://frame.example/',
      projectId: 'test-project',
    })
    const off = createTestClient({
      services: { embeddedWallet: 'https://frame.example/' },
      features: { email: false, socials: [] },
    })
    expect(embeddedWalletConfig(off)).toBeUndefined()
    expect(embeddedWalletConfig(createTestClient({}))).toBeUndefined()
  })

  it('passes that config to adapter setup', async () => {
    const { client, adapter } = setup()
    await startClient(client)
    expect(adapter.context?.embeddedWallet).toMatchObject({
      frameUrl: 'https://frame.example/',
      projectId: 'test-project',
    })
  })

  it("refuses without an AUTH connector: 'Address or auth connector not found'", async () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    await startClient(client)
    await expect(connectEmail(client, 'ada@example.com')).rejects.toThrow(
      'Address or auth connector not found',
    )
  })

  it('sends a code, remembers the email and counts the 30 s resend cooldown', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    const { client, wallet } = setup()
    await startClient(client)
    await expect(connectEmail(client, 'ada@example.com')).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(client.storage.get('email')).toBe('ada@example.com')
    expect(emailResendSecondsLeft(client)).toBe(30)
    vi.setSystemTime(1_000_000 + 12_500)
    expect(emailResendSecondsLeft(client)).toBe(18)
    await expect(connectEmail(client, 'ada@example.com')).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    vi.setSystemTime(1_000_000 + 30_000)
    expect(emailResendSecondsLeft(client)).toBe(0)
    expect(wallet.calls.filter((c) => c.startsWith('connectEmail'))).toHaveLength(2)
  })

  it('a wrong code shows the frame message and leaves the account disconnected', async () => {
    const { client, wallet } = setup()
    await startClient(client)
    await connectEmail(client, 'ada@example.com')
    await expect(wallet.typeCode('000000')).resolves.toEqual({
      step: 'login',
      status: 'invalid',
      message: 'Invalid code',
    })
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
  })

  it('the right code connects like any wallet, with the user email in the account', async () => {
    const { client, wallet } = setup()
    await startClient(client)
    await connectEmail(client, 'ada@example.com')
    await wallet.typeCode('123456')
    await completeEmailLogin(client)
    const account = client.stores.account.getState().byNamespace.eip155
    expect(account?.status).toBe('connected')
    expect(account?.address).toBe(ADDRESS)
    expect(account?.user?.email).toBe('ada@example.com')
    expect(account?.connectedWalletInfo).toMatchObject({ name: 'Email Wallet' })
    expect(client.storage.get('emailLoginUsed')).toBe(true)
    expect(client.storage.get('connectorIds')?.eip155).toBe('foyer-auth')
    // The embedded wallet is not a "recent wallet" of the wallet list.
    expect(client.storage.get('recentWallets') ?? []).toEqual([])
  })

  it('sign-out (disconnect) clears the cached login data', async () => {
    const { client, wallet } = setup()
    await startClient(client)
    await connectEmail(client, 'ada@example.com')
    await wallet.typeCode('123456')
    await completeEmailLogin(client)
    await disconnect(client)
    expect(client.storage.get('emailLoginUsed')).toBeUndefined()
    expect(client.storage.get('email')).toBeUndefined()
    expect(client.storage.get('lastEmailLoginTime')).toBeUndefined()
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
  })

  it('after a reload: reconnects when the frame still holds a session, with the user', async () => {
    const first = setup()
    await startClient(first.client)
    await connectEmail(first.client, 'ada@example.com')
    await first.wallet.typeCode('123456')
    await completeEmailLogin(first.client)
    const wallet = new FakeEmbeddedWallet(user)
    wallet.session = true
    const adapter = new TestAdapter({
      connectors: [wallet.connector()],
      accounts: [ADDRESS],
      walletNetwork: 'eip155:1',
    })
    adapter.session = 'foyer-auth'
    const client = createTestClient({
      adapters: [adapter],
      storage: first.storage,
      services: { embeddedWallet: 'https://frame.example/' },
    })
    await startClient(client)
    const account = client.stores.account.getState().byNamespace.eip155
    expect(account?.status).toBe('connected')
    expect(account?.user?.email).toBe('ada@example.com')
    expect(wallet.calls).toContain('isConnected')
  })

  it('after a reload without a frame session: disconnected and login data cleared', async () => {
    const first = setup()
    await startClient(first.client)
    await connectEmail(first.client, 'ada@example.com')
    await first.wallet.typeCode('123456')
    await completeEmailLogin(first.client)
    const wallet = new FakeEmbeddedWallet(user)
    const adapter = new TestAdapter({ connectors: [wallet.connector()], accounts: [ADDRESS] })
    adapter.session = 'foyer-auth'
    const client = createTestClient({
      adapters: [adapter],
      storage: first.storage,
      services: { embeddedWallet: 'https://frame.example/' },
    })
    await startClient(client)
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(client.storage.get('emailLoginUsed')).toBeUndefined()
    expect(adapter.calls.some((call) => call.method === 'reconnect')).toBe(false)
  })

  it("a frame that fails to start: 'A problem occurred while trying initialize authentication'", async () => {
    const first = setup()
    await startClient(first.client)
    await connectEmail(first.client, 'ada@example.com')
    await first.wallet.typeCode('123456')
    await completeEmailLogin(first.client)
    const wallet = new FakeEmbeddedWallet(user)
    wallet.readyError = new Error('frame did not load')
    const adapter = new TestAdapter({ connectors: [wallet.connector()], accounts: [ADDRESS] })
    const client = createTestClient({
      adapters: [adapter],
      storage: first.storage,
      services: { embeddedWallet: 'https://frame.example/' },
    })
    await startClient(client)
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(client.stores.router.getState().view).toBe('Connect')
    expect(client.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: {
        error: expect.objectContaining({
          code: 'AUTH_INIT_FAILED',
          shortMessage: 'A problem occurred while trying initialize authentication',
        }),
      },
    })
  })
})

describe('ApproveTransaction (SPEC §4)', () => {
  it('an approval request forces the modal open on ApproveTransaction; the answer closes it', async () => {
    const { client, wallet } = setup()
    await startClient(client)
    wallet.approval({ type: 'requested', method: 'Sign this message' })
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('ApproveTransaction')
    wallet.approval({ type: 'settled', approved: true })
    expect(client.stores.modal.getState().open).toBe(false)
    expect(wallet.rejectedApprovals).toBe(0)
  })

  it('pushes the view when the modal is open, and goes back after the answer', async () => {
    const { client, wallet } = setup()
    await startClient(client)
    await openModal(client, { view: 'Account' })
    wallet.approval({ type: 'requested', method: 'Send' })
    expect(client.stores.router.getState().history).toEqual(['Account', 'ApproveTransaction'])
    wallet.approval({ type: 'settled', approved: false })
    expect(client.stores.router.getState().view).toBe('Account')
    expect(client.stores.modal.getState().open).toBe(true)
  })

  it('closing the modal with an empty transaction stack rejects the waiting request', async () => {
    const { client, wallet } = setup()
    await startClient(client)
    wallet.approval({ type: 'requested', method: 'Send' })
    closeModal(client)
    expect(wallet.rejectedApprovals).toBe(1)
    // Settled afterwards: nothing more is rejected.
    wallet.approval({ type: 'settled', approved: false })
    closeModal(client)
    expect(wallet.rejectedApprovals).toBe(1)
  })

  it('the recovery password form shows with its method; closing on it cancels the login, with a toast', async () => {
    const { client, wallet } = setup()
    await startClient(client)
    wallet.approval({ type: 'requested', method: RECOVERY_PASSWORD_APPROVAL })
    expect(client.stores.router.getState().view).toBe('ApproveTransaction')
    expect(client.stores.router.getState().data.approval).toBe(RECOVERY_PASSWORD_APPROVAL)
    closeModal(client)
    expect(wallet.rejectedApprovals).toBe(1)
    expect(client.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: { key: 'toasts.RECOVERY_CANCELLED' },
    })
  })

  it('in the middle of a login, the recovery form is laid over its view, which stays', async () => {
    const { client, wallet } = setup()
    await startClient(client)
    await openModal(client, { view: 'ConnectingSocial', data: { social: 'github' } })
    wallet.approval({ type: 'requested', method: RECOVERY_PASSWORD_APPROVAL })
    // Leaving the login's view would cancel its login (ConnectingSocial, ConnectingFarcaster).
    expect(client.stores.router.getState()).toMatchObject({
      view: 'ConnectingSocial',
      history: ['ConnectingSocial'],
      data: { social: 'github', approval: RECOVERY_PASSWORD_APPROVAL },
    })
    wallet.approval({ type: 'settled', approved: true })
    expect(client.stores.router.getState().view).toBe('ConnectingSocial')
    expect(client.stores.router.getState().data).toEqual({ social: 'github' })
    expect(client.stores.modal.getState().open).toBe(true)
  })

  it("the frame gets the modal's theme at start and on every change (SPEC §7 sync theme)", async () => {
    const { client, wallet } = setup()
    await startClient(client)
    expect(wallet.themes.at(-1)?.themeMode).toBe(client.stores.theme.getState().themeMode)
    setThemeMode(client, 'dark')
    setThemeVariables(client, { '--foyer-accent': '#7a1fff' })
    expect(wallet.themes.at(-1)).toEqual({
      themeMode: 'dark',
      themeVariables: { '--foyer-accent': '#7a1fff' },
    })
    const sent = wallet.themes.length
    destroyClient(client)
    setThemeMode(client, 'light')
    expect(wallet.themes.length).toBe(sent)
  })

  it("a method the frame refuses shows 'Action not allowed' 300 ms later, and nothing else", async () => {
    const { client, wallet } = setup()
    await startClient(client)
    vi.useFakeTimers()
    wallet.approval({ type: 'refused', method: 'eth_sign' })
    vi.advanceTimersByTime(299)
    expect(client.stores.toast.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(client.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: { key: 'ui.ACTION_NOT_ALLOWED' },
    })
    expect(client.stores.modal.getState().open).toBe(false)
    expect(wallet.rejectedApprovals).toBe(0)
  })
})
