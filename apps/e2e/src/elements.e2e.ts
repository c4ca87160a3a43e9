import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousAxeViolations } from './harness/axe.js'
import type { BrowserSession } from './harness/chromium.js'
import { TEST_WALLET_CONNECTOR_ID } from './harness/demo-session.js'
import { ensureElementsBundleBuilt, serveExampleHtml } from './harness/example-html.js'
import { ensureExampleVueBuilt, serveExampleVue } from './harness/example-vue.js'
import { type ExtensionStack, startExtensionStack } from './harness/extension-stack.js'
import type { StaticServer } from './harness/static-server.js'
import { expectText, viewLocator } from './harness/views.js'

// apps/example-html: a page with no framework and no build step, Foyer as custom elements
// (`@foyer/elements`' bundle, React inside, the modal in a shadow root), against the local
// stack and the test wallet extension. apps/example-vue: the same elements in a Vue 3 + Vite
// app, their events bound into Vue state.

const CONNECT = 'foyer-connect-button [data-testid="foyer-connect-button"]'
const NETWORK = 'foyer-network-button [data-testid="foyer-network-button"]'
let started: ExtensionStack
let stack: ExtensionStack['stack']
let browser: BrowserSession
let server: StaticServer
let vueServer: StaticServer
let pageUrl: string
let vueUrl: string

beforeAll(async () => {
  await ensureElementsBundleBuilt()
  await ensureExampleVueBuilt()
  started = await startExtensionStack()
  ;({ stack, browser } = started)
  try {
    server = await serveExampleHtml()
    vueServer = await serveExampleVue()
  } catch (error) {
    await server?.close()
    await started.stop()
    throw error
  }
  const [first, second] = stack.chains
  const query = new URLSearchParams({
    rpc: first!.rpcUrl,
    rpc2: second!.rpcUrl,
    directory: stack.directoryUrl!,
  })
  pageUrl = `${server.url}/?${query}`
  vueUrl = `${vueServer.url}/?${query}`
})

afterAll(async () => {
  await server?.close()
  await vueServer?.close()
  await started?.stop()
})

/** An example page, recording errors from its first byte; `hostCss` is added by the host page. */
async function openExample(
  hostCss?: string,
  url = pageUrl,
): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  await page.goto(url)
  if (hostCss) await page.addStyleTag({ content: hostCss })
  await page.locator(`${CONNECT}:enabled`).waitFor()
  return { page, problems }
}

describe('apps/example-html (@foyer/elements)', () => {
  test('connects the test wallet, shows the account, switches network and disconnects', async () => {
    const account0 = stack.accounts[0]!.address
    const [first, second] = stack.chains
    const { page, problems } = await openExample()
    const element = page.locator('foyer-connect-button')
    expect(await element.getAttribute('status')).toBe('disconnected')

    await page.locator(CONNECT).click()
    // The modal is in its own shadow root, not in the page's DOM tree.
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]'))).toBeNull()
    await viewLocator(page, 'Connect')
      .getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`)
      .click()
    await expect.poll(() => element.getAttribute('status'), { timeout: 30_000 }).toBe('connected')
    expect((await element.getAttribute('address'))?.toLowerCase()).toBe(account0.toLowerCase())
    // The page's own script heard foyer-connect.
    await expectText(page.locator('#account'), new RegExp(account0, 'i'))
    await expectText(page.locator('#network'), `eip155:${first!.chainId}`)
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await expectText(page.locator(CONNECT), new RegExp(account0.slice(0, 6), 'i'))

    // Switch network through the network element's Networks view.
    await page.locator(NETWORK).click()
    await viewLocator(page, 'Networks')
      .getByTestId(`network-option-eip155:${second!.chainId}`)
      .click()
    await expect
      .poll(() => page.locator('foyer-network-button').getAttribute('network'), { timeout: 30_000 })
      .toBe(`eip155:${second!.chainId}`)
    await expectText(page.locator('#network'), `eip155:${second!.chainId}`)

    await page.locator('#disconnect').click()
    await expect.poll(() => element.getAttribute('status')).toBe('disconnected')
    await expectText(page.locator('#status'), 'disconnected')
    expect(await element.getAttribute('address')).toBeNull()
    await expectText(page.locator(CONNECT), 'Connect Wallet')
    expect(problems).toEqual([])
    await page.close()
  })

  test('a host stylesheet `* { all: unset }` does not break the modal; axe passes inside the shadow root', async () => {
    const { page } = await openExample('* { all: unset !important; }')
    const button = page.locator(CONNECT)
    const box = await button.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(36)
    await button.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const dialogBox = await dialog.boundingBox()
    // Laid out as Foyer's modal (fixed, a few hundred pixels wide), not unstyled inline text.
    expect(dialogBox?.width).toBeGreaterThanOrEqual(320)
    expect(await dialog.evaluate((el) => getComputedStyle(el).position)).not.toBe('static')
    await viewLocator(page, 'Connect')
      .getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`)
      .waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.close()
  })
})

describe('apps/example-vue (@foyer/elements in Vue 3)', () => {
  test('connects the test wallet, Vue shows the account, switches network and disconnects', async () => {
    const account0 = stack.accounts[0]!.address
    const [first, second] = stack.chains
    const { page, problems } = await openExample(undefined, vueUrl)
    await expectText(page.locator('#status'), 'disconnected')
    expect(await page.locator('#disconnect').count()).toBe(0)

    await page.locator(CONNECT).click()
    await viewLocator(page, 'Connect')
      .getByTestId(`wallet-option-${TEST_WALLET_CONNECTOR_ID}`)
      .click()
    // Vue's state, from the foyer-connect event bound in its template.
    await expectText(page.locator('#status'), 'connected')
    await expectText(page.locator('#account'), new RegExp(account0, 'i'))
    await expectText(page.locator('#network'), `eip155:${first!.chainId}`)
    await page.getByRole('dialog').waitFor({ state: 'hidden' })

    await page.locator(NETWORK).click()
    await viewLocator(page, 'Networks')
      .getByTestId(`network-option-eip155:${second!.chainId}`)
      .click()
    await expectText(page.locator('#network'), `eip155:${second!.chainId}`)
    await page.getByRole('dialog').waitFor({ state: 'hidden' })

    await page.locator('#disconnect').click()
    await expectText(page.locator('#status'), 'disconnected')
    await expectText(page.locator('#account'), 'none')
    await expectText(page.locator(CONNECT), 'Connect Wallet')
    expect(problems).toEqual([])
    await page.close()
  })
})
