// @vitest-environment node
import { createMemoryStorage } from '@foyer/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AccountButton } from './components/account-button.js'
import { ConnectButton } from './components/connect-button.js'
import { NetworkButton } from './components/network-button.js'
import { createFoyer } from './create-foyer.js'
import { FoyerProvider } from './provider.js'
import { FixtureAdapter, mainnet } from './test-utils/fixtures.js'

describe('server rendering', () => {
  it('renders the provider and buttons with react-dom/server, touching no window', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const adapter = new FixtureAdapter()
    const foyer = createFoyer({
      projectId: 'ssr',
      networks: [mainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
      services: { walletDirectory: 'http://127.0.0.1:9/directory' },
    })
    const html = renderToString(
      <FoyerProvider foyer={foyer}>
        <main>
          <ConnectButton id="connect" />
          <NetworkButton />
          <AccountButton />
        </main>
      </FoyerProvider>,
    )
    expect(html).toContain('data-testid="foyer-connect-button"')
    expect(html).toContain('id="connect"')
    expect(html).toContain('Connect Wallet')
    // Disabled until hydrated: a click on server-rendered markup would do nothing.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="foyer-connect-button"/)
    expect(html).toContain('Ethereum')
    // Nothing was started on the server, and no modal was rendered.
    expect(adapter.context).toBeUndefined()
    expect(html).not.toContain('role="dialog"')
    expect(typeof window).toBe('undefined')
  })
})
