// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('server rendering', () => {
  it('imports and renders without a DOM', async () => {
    expect(typeof document).toBe('undefined')
    const ui = await import('./index.js')
    const html = renderToString(
      <ui.FoyerThemeProvider themeMode="dark">
        <ui.ThemeRoot>
          <ui.Button loading>Connect</ui.Button>
          <ui.WalletListItem name="MetaMask" tag="Installed" />
          <ui.Avatar address="0x52908400098527886E0F7030069857D2E4169EE7" />
          <ui.QrCode value="wc:abc@2" label="QR" />
          <ui.SearchInput label="Search" />
          <ui.Tabs defaultValue="a">
            <ui.TabsList aria-label="Tabs">
              <ui.TabsTrigger value="a">A</ui.TabsTrigger>
            </ui.TabsList>
            <ui.TabsContent value="a">Panel</ui.TabsContent>
          </ui.Tabs>
          <ui.ModalShell open>
            <ui.ModalHeader title="Connect Wallet" />
          </ui.ModalShell>
        </ui.ThemeRoot>
      </ui.FoyerThemeProvider>,
    )
    expect(html).toContain('data-foyer-theme="dark"')
    expect(html).toContain('--foyer-accent:#3a5ccc')
    expect(html).toContain('role="tabpanel"')
    expect(html).toContain('data-foyer-identicon')
    // The modal's portal renders only in the browser.
    expect(html).not.toContain('role="dialog"')
    expect(
      renderToString(
        <ui.Portal>
          <p>Inside</p>
        </ui.Portal>,
      ),
    ).toBe('')
  })
})
