import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { seriousAxeViolations } from './axe.js'
import { type BrowserSession, launchBrowser } from './chromium.js'
import { type StaticServer, serveStatic } from './static-server.js'

// The harness itself, in the real browser: a page that tries to reach the internet has
// every such request aborted and recorded, a CSP violation is recorded, and axe reports what
// it should.
let browser: BrowserSession
let server: StaticServer
let root: string

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-harness-'))
  await fs.writeFile(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><title>harness</title></head><body>
      <main><h1>Harness</h1><button id="good">Labelled</button><button id="bad"></button></main>
      <img src="https://images.example.com/x.png" alt="outside">
      <script type="module">fetch('https://api.example.com/data').catch(() => {})</script>
    </body></html>`,
  )
  // A page under a strict style policy: its nonced <style> applies, an inline style attribute
  // (in the markup or set as an attribute later) is refused.
  await fs.writeFile(
    path.join(root, 'csp.html'),
    `<!doctype html><html lang="en"><head><title>csp</title>
      <meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self' 'nonce-harness'">
      <style nonce="harness">#ok { color: rgb(1, 2, 3) }</style></head>
      <body><p id="ok">ok</p><p id="inline" style="color: red">inline</p></body></html>`,
  )
  server = await serveStatic(root, { '/config.json': '{"ok":true}' })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await fs.rm(root, { recursive: true, force: true })
})

test('aborts and records every request to a non-loopback host', async () => {
  const page = await browser.newPage()
  await page.goto(server.url)
  await expect
    .poll(() => browser.outsideRequests.map((r) => new URL(r.url).hostname).sort())
    .toEqual(['api.example.com', 'images.example.com'])
  const config = await page.evaluate(() => fetch('/config.json').then((r) => r.json()))
  expect(config).toEqual({ ok: true })
})

test('axe reports an unlabelled button as a serious violation', async () => {
  const page = await browser.newPage()
  await page.goto(server.url)
  const violations = await seriousAxeViolations(page)
  expect(violations.map((v) => v.id)).toContain('button-name')
  expect(violations.find((v) => v.id === 'button-name')?.targets).toEqual(['#bad'])
})

test('records every CSP violation of a page (and close() would fail on it)', async () => {
  const page = await browser.newPage()
  await page.goto(`${server.url}/csp.html`)
  await expect.poll(() => browser.cspViolations.map((v) => v.directive)).toEqual(['style-src-attr'])
  expect(await page.locator('#ok').evaluate((el) => getComputedStyle(el).color)).toBe(
    'rgb(1, 2, 3)',
  )
  // Styles set through the CSSOM (as React sets a `style` prop) are not inline markup.
  await page.evaluate(() => {
    const element = document.getElementById('ok')
    if (element) element.style.color = 'blue'
  })
  await page.evaluate(() => document.getElementById('ok')?.setAttribute('style', 'color: red'))
  await expect.poll(() => browser.cspViolations.length).toBe(2)
  expect(browser.cspViolations.splice(0)[0]?.documentUrl).toBe(`${server.url}/csp.html`)
  await page.close()
})
