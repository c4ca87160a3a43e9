// @vitest-environment node
import { createMemoryStorage } from '@foyer/core'
import { foyerCss } from '@foyer/ui/styles'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/connect-button.js'
import { createFoyer } from '../create-foyer.js'
import { FoyerProvider } from '../provider.js'
import { cookieToInitialState, FoyerStyles } from '../server.js'
import { FixtureAdapter, mainnet } from '../test-utils/fixtures.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const cookie = `foyer.state=${encodeURIComponent(
  JSON.stringify({
    v: 1,
    activeNamespace: 'eip155',
    accounts: { eip155: { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'injected' } },
  }),
)}`

function renderPage(cookieHeader: string | undefined) {
  const foyer = createFoyer({
    projectId: 'ssr',
    networks: [mainnet],
    adapters: [new FixtureAdapter()],
    storage: createMemoryStorage(),
    locale: 'en',
    services: { walletDirectory: 'http://127.0.0.1:9/directory' },
    initialState: cookieToInitialState(cookieHeader),
  })
  return renderToString(
    <FoyerProvider foyer={foyer}>
      <ConnectButton />
    </FoyerProvider>,
  )
}

describe('@foyer/react/server', () => {
  it('FoyerStyles renders the whole stylesheet, unescaped, marked so the browser adds no copy', () => {
    const html = renderToString(<FoyerStyles nonce="abc" />)
    expect(html).toBe(`<style data-foyer-styles="" nonce="abc">${foyerCss}</style>`)
    // Quotes and selectors stay CSS, not HTML entities.
    expect(foyerCss).toMatch(/['"]/)
    expect(html).not.toMatch(/&(gt|quot|#x27|amp);/)
  })

  it('a connection cookie renders the connected button on the server', () => {
    const html = renderPage(cookie)
    expect(html).toContain('data-status="connected"')
    expect(html).toMatch(/0x1111…1111|0x11…1111|0x1111/)
    expect(html).not.toContain('Connect Wallet')
  })

  it('without the cookie, or with a bad one, the server renders Connect Wallet', () => {
    expect(renderPage(undefined)).toContain('Connect Wallet')
    expect(renderPage('foyer.state=%7Bbroken')).toContain('Connect Wallet')
    expect(renderPage(`foyer.state=${encodeURIComponent('{"v":1,"accounts":[]}')}`)).toContain(
      'Connect Wallet',
    )
  })
})
