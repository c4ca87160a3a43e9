import fs from 'node:fs/promises'
import type { Frame, Page } from 'playwright-core'
import { recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFixture } from './harness/build-fixture.js'
import { type BrowserSession, launchBrowser } from './harness/chromium.js'
import { answerFrameApproval } from './harness/frame-approval.js'
import { type StaticServer, serveStatic } from './harness/static-server.js'

/**
 * The wallet frame's key custody in real Chromium on its own origin: the device share is
 * stored under a non-extractable AES-GCM key in the frame origin's IndexedDB, a signature
 * needs a click in the frame's DOM and verifies with viem, and a script in the host page can
 * reach neither the frame's storage, nor its DOM, nor click its approve button.
 */

let dist: string
let hostServer: StaticServer
let frameServer: StaticServer
let browser: BrowserSession
let page: Page
let wallet: Frame

type Custody = {
  create(userId: string): Promise<string>
  sign(userId: string, message: string): Promise<`0x${string}`>
  tryExportWrappingKey(
    userId: string,
  ): Promise<{ extractable: boolean; exported: string; ciphertextBytes: number }>
}

beforeAll(async () => {
  dist = await buildFixture('wallet-custody')
  hostServer = await serveStatic(dist)
  frameServer = await serveStatic(dist)
  browser = await launchBrowser()
  page = await browser.newPage()
  await page.goto(`${hostServer.url}/?role=host&frame=${encodeURIComponent(frameServer.url)}`)
  await page.waitForFunction(() => document.querySelector('iframe') !== null)
  const handle = await page.waitForSelector('iframe[name="wallet"]')
  wallet = (await handle.contentFrame()) as Frame
  await wallet.waitForFunction(() => 'custody' in window)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await hostServer?.close()
  await frameServer?.close()
  if (dist) await fs.rm(dist, { recursive: true, force: true })
})

describe('wallet frame key custody in Chromium', () => {
  let address: string

  it('creates a wallet whose device share is wrapped by a non-extractable key', async () => {
    address = await wallet.evaluate(
      (userId) => (window as never as { custody: Custody }).custody.create(userId),
      'user-1',
    )
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const key = await wallet.evaluate(
      (userId) => (window as never as { custody: Custody }).custody.tryExportWrappingKey(userId),
      'user-1',
    )
    expect(key).toEqual({
      extractable: false,
      exported: 'InvalidAccessError',
      ciphertextBytes: 32 + 16,
    })
  })

  it('signs only after a real click on approve in the frame; viem recovers the address', async () => {
    const signature = wallet.evaluate(
      ([userId, message]) =>
        (window as never as { custody: Custody }).custody.sign(userId as string, message as string),
      ['user-1', 'hello from the frame'],
    )
    const approve = wallet.locator('[data-testid="frame-approve"]')
    await approve.waitFor()
    // A script click (even inside the frame) is not a user gesture and does not approve.
    await wallet.evaluate(() =>
      (document.querySelector('[data-testid="frame-approve"]') as HTMLButtonElement).click(),
    )
    await page.waitForTimeout(200)
    expect(await approve.isVisible()).toBe(true)
    await answerFrameApproval(wallet, 'approve')
    const signed = await signature
    expect(
      await recoverMessageAddress({ message: 'hello from the frame', signature: signed }),
    ).toBe(address)
  })

  it("keeps the frame's storage, DOM and buttons out of the host page's reach", async () => {
    const signature = wallet.evaluate(
      ([userId, message]) =>
        (window as never as { custody: Custody }).custody
          .sign(userId as string, message as string)
          .then(
            () => 'signed',
            (error: Error) => error.message,
          ),
      ['user-1', 'attempt from the host'],
    )
    await wallet.locator('[data-testid="frame-approve"]').waitFor()
    const attempts = await page.evaluate(async () => {
      const results: Record<string, string> = {}
      const iframe = document.querySelector('iframe') as HTMLIFrameElement
      const frameWindow = iframe.contentWindow as Window
      results.contentDocument = String(iframe.contentDocument)
      try {
        results.frameDocument = String((frameWindow as Window).document.title)
      } catch (error) {
        results.frameDocument = (error as Error).name
      }
      try {
        results.frameIndexedDB = String((frameWindow as Window).indexedDB)
      } catch (error) {
        results.frameIndexedDB = (error as Error).name
      }
      try {
        ;(
          (frameWindow as Window).document.querySelector(
            '[data-testid="frame-approve"]',
          ) as HTMLElement
        ).click()
        results.click = 'clicked'
      } catch (error) {
        results.click = (error as Error).name
      }
      // The host origin's own IndexedDB has no wallet data: a same-named database is empty.
      const names = (await indexedDB.databases()).map((db) => db.name)
      results.hostDatabases = JSON.stringify(names)
      return results
    })
    expect(attempts).toEqual({
      contentDocument: 'null',
      frameDocument: 'SecurityError',
      frameIndexedDB: 'SecurityError',
      click: 'SecurityError',
      hostDatabases: '[]',
    })
    expect(await wallet.locator('[data-testid="frame-approve"]').isVisible()).toBe(true)
    await answerFrameApproval(wallet, 'reject')
    expect(await signature).toBe('User rejected the request.')
  })
})
