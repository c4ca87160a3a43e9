import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { gzipSize } from './bundle-sizes.mjs'
import { distJsFiles, measureApps, serveStatic, stats } from './measure.mjs'

const CHROMIUM = '/usr/bin/chromium'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-measure-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

describe('stats', () => {
  it('gives median, min and max of the finite values', () => {
    expect(stats([3, 1, 2])).toEqual({ n: 3, median: 2, min: 1, max: 3 })
    expect(stats([4, 1, 2, null, Number.NaN, 3])).toEqual({ n: 4, median: 2.5, min: 1, max: 4 })
    expect(stats([])).toEqual({ n: 0, median: null, min: null, max: null })
  })
})

/**
 * A page like the bench app: the button is enabled once a lazily loaded chunk arrives, the
 * click shows a wallet item, and the page tries one outside request on load.
 */
function writeFixtureDist() {
  const dist = path.join(tmp, 'dist')
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true })
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><button id="connect" disabled>Connect</button><script type="module" src="/assets/main.js"></script>',
  )
  fs.writeFileSync(
    path.join(dist, 'assets', 'main.js'),
    [
      "fetch('https://directory.invalid/wallets').catch(() => {})",
      "const modal = await import('./modal.js')",
      "const button = document.getElementById('connect')",
      'button.disabled = false',
      "button.addEventListener('click', () => modal.open())",
    ].join('\n'),
  )
  fs.writeFileSync(
    path.join(dist, 'assets', 'modal.js'),
    "export function open() { import('./wallets.js').then((w) => w.show()) }\n",
  )
  fs.writeFileSync(
    path.join(dist, 'assets', 'wallets.js'),
    "export function show() { const b = document.createElement('button'); b.dataset.testid = 'wallet-option-x'; b.textContent = 'X Wallet'; document.body.append(b) }\n",
  )
  return dist
}

describe('serveStatic and distJsFiles', () => {
  it('serves the dist on loopback, 404s the rest, and sizes its JS like the harness', async () => {
    const dist = writeFixtureDist()
    const files = distJsFiles(dist)
    expect([...files.keys()].sort()).toEqual([
      '/assets/main.js',
      '/assets/modal.js',
      '/assets/wallets.js',
    ])
    const main = fs.readFileSync(path.join(dist, 'assets', 'main.js'))
    expect(files.get('/assets/main.js')).toEqual({ raw: main.length, gzip: gzipSize(main) })
    const { server, origin } = await serveStatic(dist)
    try {
      expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const page = await fetch(`${origin}/`)
      expect(page.headers.get('cache-control')).toBe('no-store')
      expect(await page.text()).toContain('id="connect"')
      expect((await fetch(`${origin}/directory-offline/wallets`)).status).toBe(404)
      expect((await fetch(`${origin}/%2e%2e/%2e%2e/etc/passwd`)).status).not.toBe(200)
      expect((await fetch(`${origin}/%E0%A4%A`)).status).toBe(400)
      expect((await fetch(`${origin}/`)).status).toBe(200)
    } finally {
      server.close()
    }
  })
})

describe.skipIf(!fs.existsSync(CHROMIUM))('measureApps (real Chromium)', () => {
  it('measures button readiness, click to wallet, JS by phase and outside requests', async () => {
    const dist = writeFixtureDist()
    const logs = []
    const results = await measureApps({
      apps: [
        {
          id: 'fixture',
          name: 'Fixture',
          distDir: dist,
          urlPath: '/',
          buttonSelector: '#connect',
          walletItemSelector: '[data-testid^="wallet-option-"]',
          walletItemText: 'X Wallet',
        },
      ],
      runs: 1,
      warmup: 0,
      chromiumPath: CHROMIUM,
      log: (line) => logs.push(line),
    })
    const [fixture] = results.apps
    expect(fixture.summary.failures).toEqual([])
    expect(fixture.summary.okRuns).toBe(1)
    expect(fixture.summary.buttonReadyMs.median).toBeGreaterThan(0)
    expect(fixture.summary.clickToModalMs.median).toBeGreaterThanOrEqual(0)
    expect(fixture.summary.heapUsedBytes.median).toBeGreaterThan(0)
    // The chunk the button waits for counts as initial JS; the one the click loads does not.
    expect(fixture.summary.initialJs.list).toEqual(['/assets/main.js', '/assets/modal.js'])
    expect(fixture.summary.modalJs.list).toEqual(['/assets/wallets.js'])
    expect(fixture.sizes.totalJs.files).toBe(3)
    expect(fixture.summary.outsideOnLoad.count.max).toBe(1)
    expect(fixture.summary.outsideOnModal.count.max).toBe(0)
    expect(fixture.summary.outsideHosts).toEqual(['directory.invalid'])
    expect(logs[0]).toMatch(/^run 1\/1 fixture: button \d+ ms, click→wallet \d+ ms$/)
  }, 120_000)
})
