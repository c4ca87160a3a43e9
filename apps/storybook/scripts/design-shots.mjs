#!/usr/bin/env node
// The screenshots of docs/design.md: Foyer's Connect, Account, Send, Swap, Buy and Activity
// from the built Storybook, beside Reown AppKit's modal from a pinned minimal AppKit app
// (/work/shared/bench/anchors/apps/appkit, copied outside the repo, `npm ci && npm run build`).
// Everything is served from 127.0.0.1; every request to another host is aborted, so each shot
// shows what renders offline. Chromium: Debian's /usr/bin/chromium through playwright-core.
//
//   pnpm exec turbo run build --filter @foyer/storybook
//   node apps/storybook/scripts/design-shots.mjs [--appkit DIR] [--only foyer|appkit]
//
// Writes docs/design/foyer-<view>.png and docs/design/appkit-<view>.png.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const outDir = path.join(root, 'docs/design')
const args = process.argv.slice(2)
const option = (name) => {
  const index = args.indexOf(name)
  return index < 0 ? undefined : args[index + 1]
}
const appkitDir = option('--appkit')
const only = option('--only')

/** Foyer's view → the Storybook story that shows it to a new user. */
const FOYER_STORIES = {
  connect: 'views-connect--default',
  account: 'views-account--connected',
  send: 'views-send--filled',
  swap: 'views-swap--quoted',
  buy: 'views-onrampproviders--default',
  activity: 'views-account-account-data--activity-by-month',
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/** Serves `dir` on 127.0.0.1 (a free port); resolves to its origin and a stop function. */
function serve(dir) {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    let file = path.join(dir, pathname)
    if (!file.startsWith(dir)) return void response.writeHead(403).end()
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html')
    if (!fs.existsSync(file)) return void response.writeHead(404).end()
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    })
    fs.createReadStream(file).pipe(response)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      resolve({ origin: `http://127.0.0.1:${port}`, stop: () => server.close() })
    })
  })
}

/** A page on which nothing leaves 127.0.0.1. */
async function offlinePage(browser, viewport) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  })
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  )
  return { context, page: await context.newPage() }
}

/** Screenshots the element `selector` matches (open shadow roots pierced) into `name`.png. */
async function shoot(page, selector, name) {
  const target = page.locator(selector).first()
  await target.waitFor({ state: 'visible', timeout: 20_000 })
  await page.waitForTimeout(800) // entry animations and late images
  const file = path.join(outDir, `${name}.png`)
  await target.screenshot({ path: file, animations: 'disabled' })
  process.stdout.write(`wrote ${path.relative(root, file)}\n`)
}

async function foyerShots(browser) {
  const staticDir = path.join(root, 'apps/storybook/storybook-static')
  if (!fs.existsSync(path.join(staticDir, 'iframe.html'))) {
    throw new Error('Storybook is not built: pnpm exec turbo run build --filter @foyer/storybook')
  }
  const { origin, stop } = await serve(staticDir)
  const { context, page } = await offlinePage(browser, { width: 800, height: 1000 })
  try {
    for (const [view, story] of Object.entries(FOYER_STORIES)) {
      await page.goto(`${origin}/iframe.html?id=${story}&viewMode=story`)
      await shoot(page, '[role="dialog"]', `foyer-${view}`)
    }
  } finally {
    await context.close()
    stop()
  }
}

async function appkitShots(browser) {
  const distDir = path.resolve(appkitDir, 'dist')
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}: build the AppKit app first (npm ci && npm run build)`)
  }
  const { origin, stop } = await serve(distDir)
  const { context, page } = await offlinePage(browser, { width: 800, height: 1000 })
  // An injected EIP-1193 wallet (announced by EIP-6963) that answers locally: one account on
  // mainnet, 1.5 ETH, no network needed. AppKit's own balance and name APIs stay offline.
  await context.addInitScript(() => {
    const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    const listeners = {}
    let connected = false
    const provider = {
      isMetaMask: false,
      request: async ({ method }) => {
        switch (method) {
          case 'eth_requestAccounts':
            connected = true
            return [address]
          case 'eth_accounts':
            return connected ? [address] : []
          case 'eth_chainId':
            return '0x1'
          case 'net_version':
            return '1'
          case 'eth_getBalance':
            return '0x14d1120d7b160000'
          case 'eth_blockNumber':
            return '0x1'
          case 'wallet_requestPermissions':
          case 'wallet_getPermissions':
            return [{ parentCapability: 'eth_accounts' }]
          default:
            throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
        }
      },
      on: (event, listener) => {
        listeners[event] = [...(listeners[event] ?? []), listener]
      },
      removeListener: (event, listener) => {
        listeners[event] = (listeners[event] ?? []).filter((entry) => entry !== listener)
      },
    }
    const info = {
      uuid: '3f1c2b4a-0000-4000-8000-000000000001',
      name: 'Test Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="%233b5bdb"/></svg>',
      rdns: 'dev.foyer.testwallet',
    }
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
  try {
    await page.goto(origin)
    await page.click('#connect')
    await shoot(page, 'wui-card', 'appkit-connect')
    const injected = page.getByText('Test Wallet').first()
    if (!(await injected.isVisible({ timeout: 5000 }).catch(() => false))) {
      process.stdout.write('AppKit did not list the injected wallet: no connected shots\n')
      return
    }
    await injected.click()
    await page
      .locator('w3m-modal wui-card')
      .waitFor({ state: 'hidden', timeout: 15_000 })
      .catch(() => {})
    // Account, then each of its actions, reopened from Account every time.
    const views = [
      ['account', undefined],
      ['buy', 'Fund wallet'],
      ['send', 'Send'],
      ['swap', 'Swap'],
      ['activity', 'Activity'],
    ]
    for (const [view, action] of views) {
      await page.keyboard.press('Escape')
      await page.waitForTimeout(500)
      await page.click('#connect', { force: true })
      if (action) {
        await page.locator('wui-card').getByText(action, { exact: true }).first().click()
        // Wait for the view to replace Account (its card changes height), then settle.
        await page.waitForTimeout(3000)
      }
      await shoot(page, 'wui-card', `appkit-${view}`)
    }
  } finally {
    await context.close()
    stop()
  }
}

fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--force-device-scale-factor=1'],
})
try {
  if (only !== 'appkit') await foyerShots(browser)
  if (only !== 'foyer' && appkitDir) await appkitShots(browser)
  else if (only !== 'foyer') process.stdout.write('no --appkit DIR: AppKit shots skipped\n')
} finally {
  await browser.close()
}
