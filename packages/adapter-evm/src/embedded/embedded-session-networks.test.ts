import { describe, expect, it, vi } from 'vitest'

/** Every request the session sends over the bridge. */
const sent: string[] = []

vi.mock('./frame-host.js', () => ({
  FrameHost: class {
    readonly iframe = new EventTarget()
    show() {}
  },
}))

vi.mock('@foyer/frame-bridge', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@foyer/frame-bridge')>()),
  /** A frame with smart accounts on two devnets (chain ids as numbers and as a string). */
  FrameBridge: class {
    mount() {}
    on() {}
    async ready() {}
    async request(type: string) {
      sent.push(type)
      if (type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') {
        return { smartAccountEnabledNetworks: [31337, 'eip155:31338', 'not-a-chain'] }
      }
      return { address: '0x5555555555555555555555555555555555555555', isDeployed: true }
    }
  },
}))

const { EmbeddedSession } = await import('./embedded-session.js')

const session = () =>
  new EmbeddedSession(
    { frameUrl: 'https://frame.example/', projectId: 'p1' },
    { onApproval: () => {}, onCodeStatus: () => {}, onFarcasterStatus: () => {}, emit: () => {} },
    { document: {} } as unknown as Window,
  )

describe('the embedded session’s smart-account requests (SPEC §7)', () => {
  it('asks GET_SMART_ACCOUNT_ENABLED_NETWORKS and answers CAIP-2 ids, dropping bad entries', async () => {
    sent.length = 0
    expect(await session().smartAccountNetworks()).toEqual(['eip155:31337', 'eip155:31338'])
    expect(sent).toEqual(['GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
  })

  it('asks INIT_SMART_ACCOUNT for the address and deployment', async () => {
    sent.length = 0
    expect(await session().initSmartAccount()).toEqual({
      address: '0x5555555555555555555555555555555555555555',
      isDeployed: true,
    })
    expect(sent).toEqual(['INIT_SMART_ACCOUNT'])
  })
})
