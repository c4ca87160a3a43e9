import { describe, expect, it, vi } from 'vitest'

/** Every request the session sends over the bridge, and what the fake frame answers. */
const sent: { type: string; payload: unknown }[] = []
const SMART = '0x5555555555555555555555555555555555555555'
const EOA = '0x2222222222222222222222222222222222222222'

vi.mock('./frame-host.js', () => ({
  FrameHost: class {
    readonly iframe = new EventTarget()
    show() {}
  },
}))

vi.mock('@foyer/frame-bridge', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@foyer/frame-bridge')>()),
  /** A frame that uses the requested account type (this network has a smart account). */
  FrameBridge: class {
    mount() {}
    on() {}
    async ready() {}
    async request(type: string, payload: { preferredAccountType?: string }) {
      sent.push({ type, payload })
      const eoa = payload.preferredAccountType === 'eoa'
      return {
        address: eoa ? EOA : SMART,
        chainId: 31337,
        email: 'ada@example.com',
        username: null,
        socialProvider: null,
        preferredAccountType: eoa ? 'eoa' : 'smartAccount',
        smartAccountDeployed: false,
      }
    }
  },
}))

const { EmbeddedSession } = await import('./embedded-session.js')

function session() {
  const emitted: [string, unknown][] = []
  const created = new EmbeddedSession(
    { frameUrl: 'https://frame.example/', projectId: 'p1' },
    {
      onApproval: () => {},
      onCodeStatus: () => {},
      onFarcasterStatus: () => {},
      emit: (event, payload) => emitted.push([event, payload]),
    },
    { document: {} } as unknown as Window,
  )
  return { created, emitted }
}

describe('the embedded session’s get-user (SPEC §7 "get user {chainId, preferredAccountType}")', () => {
  it('sends the preferred account type core asks for; the provider reports the address used', async () => {
    sent.length = 0
    const { created, emitted } = session()
    const user = await created.getUser({ preferredAccountType: 'eoa' })
    expect(sent).toEqual([{ type: 'GET_USER', payload: { preferredAccountType: 'eoa' } }])
    expect(user).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    expect(emitted).toEqual([['accountsChanged', [EOA]]])
  })

  it('without a type: an empty request, and no account event', async () => {
    sent.length = 0
    const { created, emitted } = session()
    const user = await created.getUser()
    expect(sent).toEqual([{ type: 'GET_USER', payload: {} }])
    expect(user.address).toBe(SMART)
    expect(emitted).toEqual([])
  })

  it('with a chain (lastUsedChain after a reload): sends it, and the provider follows the frame', async () => {
    sent.length = 0
    const { created, emitted } = session()
    await created.getUser({ chainId: 'eip155:31337' })
    expect(sent).toEqual([{ type: 'GET_USER', payload: { chainId: 'eip155:31337' } }])
    expect(emitted).toEqual([['chainChanged', '0x7a69']])
  })
})
