import { describe, expect, it, vi } from 'vitest'
import { AUTH_CONNECTOR_ID, createAuthConnector, type SessionLoader } from './auth-connector.js'
import type { EmbeddedSession } from './embedded-session.js'

const config = { frameUrl: 'https://frame.example/', projectId: 'p1' }

/** A loader whose session records requests and hands the connector's callbacks back. */
function fakeLoader() {
  const seen: { events?: ConstructorParameters<typeof EmbeddedSession>[1] } = {}
  const requests: unknown[] = []
  class FakeSession {
    constructor(_config: unknown, events: ConstructorParameters<typeof EmbeddedSession>[1]) {
      seen.events = events
    }
    async request(args: unknown) {
      requests.push(args)
      return ['0x52908400098527886e0f7030069857d2e4169ee7']
    }
    async connectEmail() {
      return { action: 'VERIFY_OTP' }
    }
    async connectSocial(uri: string, options: { signal?: AbortSignal }) {
      requests.push({ uri, aborted: options.signal?.aborted })
      return { address: '0x1' }
    }
    async showCodeInput(target: unknown, options: unknown) {
      requests.push({ target, options })
    }
    readonly syncs = {
      theme: (theme: unknown) => requests.push({ theme }),
      locale: (locale: unknown) => requests.push({ locale }),
      dappData: (dappData: unknown) => requests.push({ dappData }),
    }
  }
  const load = vi.fn(async () => ({ EmbeddedSession: FakeSession }))
  return { load: load as unknown as SessionLoader, calls: load, seen, requests }
}

describe('the AUTH connector (embedded wallet)', () => {
  it('is an AUTH connector of eip155 and loads nothing until used', () => {
    const { load, calls } = fakeLoader()
    const connector = createAuthConnector(config, load)
    expect(connector).toMatchObject({ id: AUTH_CONNECTOR_ID, type: 'AUTH', chain: 'eip155' })
    expect(calls).not.toHaveBeenCalled()
  })

  it('its EIP-1193 provider and login side share one lazily loaded session', async () => {
    const { load, calls, requests, seen } = fakeLoader()
    const connector = createAuthConnector(config, load)
    const chainChanged = vi.fn()
    connector.provider.on?.('chainChanged', chainChanged)
    await expect(connector.provider.request({ method: 'eth_accounts' })).resolves.toEqual([
      '0x52908400098527886e0f7030069857d2e4169ee7',
    ])
    await expect(connector.auth.connectEmail('ada@example.com')).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(calls).toHaveBeenCalledTimes(1)
    expect(requests).toEqual([{ method: 'eth_accounts' }])
    // Provider events and approval events from the session reach their listeners.
    seen.events?.emit('chainChanged', '0x1')
    expect(chainChanged).toHaveBeenCalledWith('0x1')
    const approvals = vi.fn()
    connector.auth.onApproval(approvals)
    seen.events?.onApproval({ type: 'requested', method: 'Send' })
    expect(approvals).toHaveBeenCalledWith({ type: 'requested', method: 'Send' })
  })

  it("a failed load: 'Unable to load email login dependency', retried on the next use", async () => {
    const { load: working } = fakeLoader()
    let fail = true
    const load: SessionLoader = () => (fail ? Promise.reject(new Error('chunk 404')) : working())
    const connector = createAuthConnector(config, load)
    await expect(connector.auth.connectEmail('ada@example.com')).rejects.toThrow(
      'Unable to load email login dependency',
    )
    await expect(connector.provider.request({ method: 'eth_accounts' })).rejects.toThrow(
      'Unable to load email login dependency',
    )
    fail = false
    await expect(connector.auth.connectEmail('ada@example.com')).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('hands social and email-update steps to the session, with the abort signal', async () => {
    const { load, requests } = fakeLoader()
    const connector = createAuthConnector(config, load)
    const controller = new AbortController()
    await connector.auth.connectSocial('https://auth.example/a', { signal: controller.signal })
    const slot = {} as Element
    const options = { step: 'updateSecondary', label: 'Code', submitLabel: 'Verify' } as const
    await connector.auth.showCodeInput(slot, options)
    expect(requests).toEqual([
      { uri: 'https://auth.example/a', aborted: false },
      { target: slot, options },
    ])
  })

  it("passes the frame's code status events to their listeners", async () => {
    const { load, seen } = fakeLoader()
    const connector = createAuthConnector(config, load)
    const statuses = vi.fn()
    const off = connector.auth.onCodeStatus(statuses)
    await connector.auth.ready().catch(() => undefined)
    seen.events?.onCodeStatus({ step: 'login', status: 'invalid', message: 'Invalid code' })
    off()
    seen.events?.onCodeStatus({ step: 'login', status: 'accepted' })
    expect(statuses.mock.calls).toEqual([
      [{ step: 'login', status: 'invalid', message: 'Invalid code' }],
    ])
  })

  it('keeps the modal theme without loading the frame, and sends the latest once it loads', async () => {
    const { load, calls, requests } = fakeLoader()
    const connector = createAuthConnector(config, load)
    connector.auth.syncTheme?.({ themeMode: 'light', themeVariables: {} })
    connector.auth.syncTheme?.({ themeMode: 'dark', themeVariables: { '--foyer-accent': '#123' } })
    expect(calls).not.toHaveBeenCalled()
    await connector.auth.connectEmail('ada@example.com')
    expect(requests).toEqual([
      { theme: { themeMode: 'dark', themeVariables: { '--foyer-accent': '#123' } } },
    ])
    connector.auth.syncTheme?.({ themeMode: 'light', themeVariables: {} })
    expect(requests.at(-1)).toEqual({ theme: { themeMode: 'light', themeVariables: {} } })
  })

  it('keeps the locale likewise: the latest sent once the frame loads', async () => {
    const { load, calls, requests } = fakeLoader()
    const connector = createAuthConnector(config, load)
    connector.auth.syncLocale?.('ar')
    connector.auth.syncLocale?.('de')
    expect(calls).not.toHaveBeenCalled()
    await connector.auth.connectEmail('ada@example.com')
    expect(requests).toEqual([{ locale: 'de' }])
    connector.auth.syncLocale?.('he')
    expect(requests.at(-1)).toEqual({ locale: 'he' })
  })

  it('rejecting an approval before anything loaded does nothing', async () => {
    const { load, calls } = fakeLoader()
    const connector = createAuthConnector(config, load)
    await connector.auth.rejectPendingApproval()
    connector.auth.showFrame(undefined)
    await connector.auth.showCodeInput(undefined)
    expect(calls).not.toHaveBeenCalled()
  })
})
