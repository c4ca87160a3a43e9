// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthConnector, type SessionLoader } from './auth-connector.js'

const config = { frameUrl: 'https://frame.example/wallet/', projectId: 'p1' }
const RETURN =
  'https://frame.example/social-redirect.html?host_origin=http%3A%2F%2Flocalhost%3A3000&login_code=c1'

const stats = { accepted: 3, dropped: 2, droppedBy: { origin: 2 } }
const load = vi.fn(async () => ({
  EmbeddedSession: class {
    async ready() {}
    stats() {
      return stats
    }
  },
})) as unknown as SessionLoader

function visit(search: string): void {
  history.replaceState({ keep: 1 }, '', `/app${search}#section`)
}

describe('the AUTH connector: Telegram return and bridge counts', () => {
  afterEach(() => history.replaceState(null, '', '/'))

  it("takes the frame origin's return page out of the address, keeping the rest", async () => {
    visit(`?tab=2&result_uri=${encodeURIComponent(RETURN)}&x=y`)
    const connector = createAuthConnector(config, load)
    expect(await connector.auth.takeSocialReturn?.()).toEqual({ ok: true, uri: RETURN })
    expect(location.pathname + location.search + location.hash).toBe('/app?tab=2&x=y#section')
    expect(history.state).toEqual({ keep: 1 })
    expect(await connector.auth.takeSocialReturn?.()).toBeUndefined()
  })

  it('refuses (and still removes) a return address of another origin or page', async () => {
    for (const other of [
      RETURN.replace('frame.example', 'evil.example'),
      RETURN.replace('/social-redirect.html', '/wallet/'),
      'javascript:alert(1)',
    ]) {
      visit(`?result_uri=${encodeURIComponent(other)}`)
      const connector = createAuthConnector(config, load)
      expect(await connector.auth.takeSocialReturn?.()).toEqual({ ok: false })
      expect(location.search).toBe('')
    }
  })

  it('counts are undefined before the frame loaded, then the bridge answers them', async () => {
    const connector = createAuthConnector(config, load)
    expect(connector.auth.stats?.()).toBeUndefined()
    await connector.auth.ready()
    expect(connector.auth.stats?.()).toEqual(stats)
  })
})
