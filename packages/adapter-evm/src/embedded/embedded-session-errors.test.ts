import {
  errorFromProvider,
  FoyerError,
  frameError,
  RECOVERY_PASSWORD_APPROVAL,
} from '@foyer/common'
import type { ApprovalEvent } from '@foyer/core'
import { createWalletClient, custom } from 'viem'
import { describe, expect, it, vi } from 'vitest'

const ACCOUNT = '0x2222222222222222222222222222222222222222'
/** The SYNC_THEME payloads the fake frame received. */
const themes: unknown[] = []
/** The SYNC_LOCALE and SYNC_DAPP_DATA payloads the fake frame received. */
const syncs: unknown[] = []
/** The request types the fake frame received, and its event listeners. */
const received: string[] = []
const listeners = new Map<string, (payload: unknown) => void>()
/** The RPC_REQUEST payloads the fake frame received. */
const rpcPayloads: unknown[] = []

vi.mock('./frame-host.js', () => ({
  FrameHost: class {
    readonly iframe = new EventTarget()
    show() {}
  },
}))

vi.mock('@foyer/frame-bridge', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@foyer/frame-bridge')>()),
  /**
   * A frame that refuses `eth_sign` as the real one does, and leaves `personal_sign` waiting for
   * the user until the request is aborted.
   */
  FrameBridge: class {
    mount() {}
    destroy() {}
    on(type: string, listener: (payload: unknown) => void) {
      listeners.set(type, listener)
    }
    async ready() {}
    async request(
      type: string,
      payload: { method?: string } | Record<string, unknown>,
      options: { signal?: AbortSignal } = {},
    ): Promise<unknown> {
      received.push(type)
      if (type === 'RPC_REQUEST') rpcPayloads.push(payload)
      if (type === 'RELOAD' || type === 'CANCEL_RECOVERY') return {}
      if (type === 'SYNC_THEME') {
        themes.push(payload)
        return {}
      }
      if (type === 'SYNC_LOCALE' || type === 'SYNC_DAPP_DATA') {
        syncs.push({ type, payload })
        return {}
      }
      if ('method' in payload && payload.method === 'eth_sign') {
        throw frameError({ message: 'Requested RPC call is not allowed' })
      }
      if ('method' in payload && payload.method === 'eth_sendTransaction')
        throw frameError({ message: 'gas too low' })
      return new Promise((_, reject) =>
        options.signal?.addEventListener('abort', () => reject(new FoyerError('REQUEST_ABORTED'))),
      )
    }
  },
}))

const { EmbeddedSession } = await import('./embedded-session.js')

function session(smartSessions?: boolean) {
  const approvals: ApprovalEvent[] = []
  const created = new EmbeddedSession(
    {
      frameUrl: 'https://frame.example/',
      projectId: 'p1',
      dapp: { sdkType: 'foyer', sdkVersion: '1', name: 'Demo', url: '', icons: [] },
      ...(smartSessions === undefined ? {} : { smartSessions }),
    },
    {
      onApproval: (event) => approvals.push(event),
      onCodeStatus: () => {},
      onFarcasterStatus: () => {},
      emit: () => {},
    },
    { document: {} } as unknown as Window,
  )
  return { created, approvals }
}

describe('the embedded session’s failed requests (SPEC §6, §8)', () => {
  it('a method the frame refuses reaches the dapp as refused, and the modal hears of it', async () => {
    const { created, approvals } = session()
    const error = await created.request({ method: 'eth_sign', params: [] }).catch((e) => e)
    expect(errorFromProvider(error).shortMessage).toBe('Requested RPC call is not allowed')
    expect(approvals).toEqual([{ type: 'refused', method: 'eth_sign' }])
  })

  it('ERC-7715 grant and revoke never reach the frame while features.smartSessions is off', async () => {
    const { created, approvals } = session()
    rpcPayloads.length = 0
    for (const [method, params] of [
      ['wallet_grantPermissions', [{ expiry: 1, permissions: [] }]],
      ['wallet_revokePermissions', [{ permissionsContext: '0x01' }]],
    ] as const) {
      const error = await created.request({ method, params }).catch((e) => e)
      expect(errorFromProvider(error).shortMessage).toBe('Requested RPC call is not allowed')
    }
    expect(rpcPayloads).toEqual([])
    expect(approvals.map((event) => event.type)).toEqual(['refused', 'refused'])
  })

  it('with features.smartSessions, they go to the frame and wait for the approval there', async () => {
    const { created } = session(true)
    rpcPayloads.length = 0
    for (const [method, params] of [
      ['wallet_grantPermissions', [{ expiry: 1 }]],
      ['wallet_revokePermissions', [{ permissionsContext: '0x01' }]],
    ] as const) {
      const pending = created.request({ method, params }).catch((e) => e)
      await vi.waitFor(() => expect(created.awaitingApproval).toBe(true))
      await created.rejectPendingApproval()
      expect(errorFromProvider(await pending).shortMessage).toBe('Request was aborted')
    }
    expect(rpcPayloads).toEqual([
      { method: 'wallet_grantPermissions', params: [{ expiry: 1 }] },
      { method: 'wallet_revokePermissions', params: [{ permissionsContext: '0x01' }] },
    ])
  })

  it('any other frame error is not reported as a refusal', async () => {
    const { created, approvals } = session()
    const error = await created
      .request({ method: 'eth_sendTransaction', params: [] })
      .catch((e) => e)
    expect(errorFromProvider(error).shortMessage).toBe('gas too low')
    expect(approvals).toEqual([])
  })

  it('sends the theme, locale and app data when ready, and again to a reloaded frame', async () => {
    themes.length = 0
    syncs.length = 0
    const { created } = session()
    created.syncs.locale('fa')
    created.syncs.theme({
      themeMode: 'dark',
      themeVariables: {
        '--foyer-accent': '#123',
        '--foyer-qr-color': undefined as unknown as string,
      },
    })
    await vi.waitFor(() => expect(themes).toHaveLength(1))
    expect(themes[0]).toEqual({
      themeMode: 'dark',
      themeVariables: { '--foyer-accent': '#123' },
      w3mThemeVariables: { '--w3m-accent': '#123' },
    })
    const wallet = createWalletClient({ account: ACCOUNT, transport: custom(created) })
    const signing = wallet.signMessage({ message: 'x' }).catch(() => undefined)
    await vi.waitFor(() => expect(created.awaitingApproval).toBe(true))
    await created.rejectPendingApproval()
    await signing
    await vi.waitFor(() => expect(themes).toHaveLength(2))
    // The locale and the app data (with the project id) reach the reloaded frame too.
    const locale = { type: 'SYNC_LOCALE', payload: { locale: 'fa' } }
    const dapp = {
      type: 'SYNC_DAPP_DATA',
      payload: { projectId: 'p1', sdkType: 'foyer', sdkVersion: '1', metadata: { name: 'Demo' } },
    }
    await vi.waitFor(() => expect(syncs).toEqual([dapp, locale, dapp, locale]))
  })

  it("an approval left unanswered when the modal closes: 'Request was aborted', read by viem as declined", async () => {
    const { created } = session()
    const wallet = createWalletClient({ account: ACCOUNT, transport: custom(created) })
    const signing = wallet.signMessage({ message: 'Never signed' }).catch((e) => e)
    await vi.waitFor(() => expect(created.awaitingApproval).toBe(true))
    await created.rejectPendingApproval()
    const error = await signing
    // viem reads the EIP-1193 code 4001 as the user declining, not as a wallet failure.
    expect(error.name).toBe('UserRejectedRequestError')
    expect(errorFromProvider(error).shortMessage).toBe('Request was aborted')
  })

  it('the modal closed on the recovery password form: the frame is told to cancel it, not reloaded', async () => {
    const { created, approvals } = session()
    received.length = 0
    listeners.get('APPROVAL_REQUESTED')?.({ method: RECOVERY_PASSWORD_APPROVAL })
    expect(approvals).toEqual([{ type: 'requested', method: RECOVERY_PASSWORD_APPROVAL }])
    // What the close asked of the frame (the session's own theme, locale and app syncs aside).
    const asked = () => received.filter((type) => !type.startsWith('SYNC_'))
    await created.rejectPendingApproval()
    expect(asked()).toEqual(['CANCEL_RECOVERY'])
    // Once: the form is gone, a second close asks nothing more.
    await created.rejectPendingApproval()
    expect(asked()).toEqual(['CANCEL_RECOVERY'])
  })

  it('a Solana request goes to the frame for its network and waits for the approval like any', async () => {
    const { created } = session()
    rpcPayloads.length = 0
    const request = {
      method: 'solana_signTransaction',
      params: { transaction: 'AQID' },
      caipNetworkId: 'solana:3wzNPY3gnZReuEXTiA4vBabynFeuMZh5' as const,
    }
    const signing = created.solanaRequest(request).catch((e) => e)
    await vi.waitFor(() => expect(created.awaitingApproval).toBe(true))
    expect(rpcPayloads).toEqual([
      {
        method: 'solana_signTransaction',
        params: { transaction: 'AQID' },
        chainId: 'solana:3wzNPY3gnZReuEXTiA4vBabynFeuMZh5',
      },
    ])
    await created.rejectPendingApproval()
    expect(errorFromProvider(await signing).shortMessage).toBe('Request was aborted')
    // The Solana path carries Solana signing methods only.
    const evm = await created
      .solanaRequest({ ...request, method: 'eth_sendTransaction' })
      .catch((e) => e)
    expect(errorFromProvider(evm).shortMessage).toBe('Requested RPC call is not allowed')
    expect(rpcPayloads).toHaveLength(1)
  })
})
