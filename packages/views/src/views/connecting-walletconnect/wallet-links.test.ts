import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { walletConnectLink, walletLinks } from './wallet-links.js'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=58&expiryTimestamp=1'
const encoded = encodeURIComponent(uri)

describe('walletConnectLink', () => {
  it('appends wc?uri= to universal links and wallet schemes', () => {
    expect(walletConnectLink('https://metamask.app.link', uri)).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
    expect(walletConnectLink('https://link.trustwallet.com/', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
    expect(walletConnectLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(walletConnectLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(walletConnectLink('ledgerlive://app', uri)).toBe(`ledgerlive://app/wc?uri=${encoded}`)
  })

  it('refuses missing, script, plain-http and malformed links', () => {
    for (const link of [
      undefined,
      null,
      '',
      '   ',
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,x',
      'http://wallet.example',
      'file:///etc/passwd',
      'intent://scan#Intent;end',
      'relative/path',
      '//evil.example',
      'https://user:pass@wallet.example',
      'wallet://a b',
      'ms-msdt:/id PCWDiagnostic',
      'search-ms:query=invoice',
      'itms-services://?action=download-manifest&url=https://x.example/m.plist',
      'ms-settings:',
      'x-apple-helpbook://x',
      'vbscript:msgbox(1)',
    ]) {
      expect(walletConnectLink(link, uri), String(link)).toBeUndefined()
    }
  })

  it('never yields a script, http or system-handler link, and always carries the encoded uri', () => {
    const schemes = fc.constantFrom(
      'ms-msdt',
      'search-ms',
      'itms-services',
      'metamask',
      'Https',
      'x-y',
    )
    const links = fc.oneof(
      fc.string(),
      fc.tuple(schemes, fc.string()).map(([a, b]) => `${a}:${b}`),
    )
    fc.assert(
      fc.property(links, (link) => {
        const result = walletConnectLink(link, uri)
        if (result === undefined) return
        expect(result.endsWith(`wc?uri=${encoded}`)).toBe(true)
        expect(/^(javascript|data|vbscript|http|file):/i.test(result)).toBe(false)
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(result)?.[1] ?? ''
        expect(scheme === 'https' || /^[a-z][a-z0-9+.-]{1,63}$/.test(scheme)).toBe(true)
        expect(/^(ms-|search|itms|x-)/i.test(scheme)).toBe(false)
      }),
    )
  })
})

describe('walletLinks', () => {
  it('gives mobile, desktop and https web links of a directory wallet', () => {
    expect(
      walletLinks(
        {
          id: 'w',
          name: 'W',
          mobile_link: 'wallet://',
          desktop_link: 'walletdesktop://',
          webapp_link: 'https://web.wallet.example',
        },
        uri,
      ),
    ).toEqual({
      mobile: `wallet://wc?uri=${encoded}`,
      desktop: `walletdesktop://wc?uri=${encoded}`,
      web: `https://web.wallet.example/wc?uri=${encoded}`,
    })
    expect(walletLinks({ id: 'w', name: 'W', webapp_link: 'wallet://' }, uri)).toEqual({})
    expect(walletLinks(undefined, uri)).toEqual({})
  })
})
