import fs from 'node:fs/promises'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFixture } from './harness/build-fixture.js'
import { type BrowserSession, launchBrowser } from './harness/chromium.js'
import { type StaticServer, serveStatic } from './harness/static-server.js'

/**
 * The frame bridge in real Chromium, across two real origins (two 127.0.0.1 ports): a forged
 * answer from the host page's own window, from an impostor frame on the frame's origin, and a
 * forged request from a sibling frame on the host's origin are all dropped; the genuine path
 * still works.
 */

let dist: string
let hostServer: StaticServer
let frameServer: StaticServer
let browser: BrowserSession
let page: Page

const frameByName = (name: string): Frame => {
  const frame = page.frames().find((f) => f.name() === name)
  if (!frame) throw new Error(`no frame ${name}`)
  return frame
}

beforeAll(async () => {
  dist = await buildFixture('frame-bridge')
  hostServer = await serveStatic(dist)
  frameServer = await serveStatic(dist)
  browser = await launchBrowser()
  page = await browser.newPage()
  await page.goto(`${hostServer.url}/?role=host&frame=${encodeURIComponent(frameServer.url)}`)
  await page.evaluate(() =>
    (window as never as { bridge: { ready(): Promise<void> } }).bridge.ready(),
  )
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await hostServer?.close()
  await frameServer?.close()
  if (dist) await fs.rm(dist, { recursive: true, force: true })
})

describe('frame bridge across two origins in Chromium', () => {
  it('serves the host and the frame from different origins', () => {
    expect(new URL(hostServer.url).origin).not.toBe(new URL(frameServer.url).origin)
    expect(new URL(frameByName('wallet').url()).origin).toBe(new URL(frameServer.url).origin)
  })

  it('answers a genuine request through the bridge', async () => {
    const answer = await page.evaluate(() =>
      (
        window as never as { bridge: { request(t: string, p: object): Promise<unknown> } }
      ).bridge.request('GET_CHAIN_ID', {}),
    )
    expect(answer).toEqual({ chainId: 31337 })
  })

  it('drops forged answers from the host window and an impostor frame, and forged requests from a sibling', async () => {
    // A genuine RPC request the frame holds open, so a forged answer would have something to settle.
    await page.evaluate(() => {
      const w = window as never as Record<string, unknown> & {
        bridge: { request(t: string, p: object): Promise<{ result: unknown }> }
      }
      w.bridge
        .request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68690a', '0x0'] })
        .then(
          (answer) => {
            w.settled = answer.result
          },
          (error: Error) => {
            w.settled = `error: ${error.message}`
          },
        )
    })
    const wallet = frameByName('wallet')
    await expect
      .poll(() =>
        wallet.evaluate(() => (window as never as { rpcCalls: string[] }).rpcCalls.length),
      )
      .toBe(1)
    const id = await wallet.evaluate(() =>
      (window as never as { seenIds: string[] }).seenIds.at(-1),
    )
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    const forgedAnswer = {
      channel: 'foyer-frame/1',
      kind: 'success',
      id,
      type: 'RPC_REQUEST_SUCCESS',
      payload: { result: '0xforged' },
    }
    const before = await page.evaluate(() =>
      (
        window as never as { bridge: { stats(): { droppedBy: Record<string, number> } } }
      ).bridge.stats(),
    )

    // 1. The host page's own script posts the answer into its own window.
    await page.evaluate((message) => window.postMessage(message, '*'), forgedAnswer)
    // 2. Another frame on the wallet frame's origin posts it to the host.
    await frameByName('impostor').evaluate(
      (message) => window.parent.postMessage(message, '*'),
      forgedAnswer,
    )
    // 3. A sibling frame on the host's origin posts a forged request to the wallet frame.
    await frameByName('sibling').evaluate(
      ([frameOrigin]) => {
        const walletWindow = window.parent.frames[0] as Window
        walletWindow.postMessage(
          {
            channel: 'foyer-frame/1',
            kind: 'request',
            id: 'forged00000001',
            type: 'RPC_REQUEST',
            payload: { method: 'eth_sendTransaction', params: [] },
          },
          frameOrigin as string,
        )
      },
      [frameServer.url],
    )

    const stats = () =>
      page.evaluate(() =>
        (
          window as never as {
            bridge: { stats(): { accepted: number; droppedBy: Record<string, number> } }
          }
        ).bridge.stats(),
      )
    await expect
      .poll(async () => (await stats()).droppedBy.source)
      .toBe((before.droppedBy.source ?? 0) + 1)
    expect((await stats()).droppedBy.origin).toBe((before.droppedBy.origin ?? 0) + 1)
    const frameStats = await wallet.evaluate(() =>
      (
        window as never as { endpoint: { stats(): { droppedBy: Record<string, number> } } }
      ).endpoint.stats(),
    )
    expect(frameStats.droppedBy.source).toBe(1)
    expect(
      await wallet.evaluate(() => (window as never as { rpcCalls: string[] }).rpcCalls),
    ).toEqual(['personal_sign'])
    expect(
      await page.evaluate(() => (window as never as { settled?: unknown }).settled),
    ).toBeUndefined()

    // The genuine answer still arrives.
    await wallet.evaluate(() =>
      (window as never as { answerRpc(r: string): void }).answerRpc('0xgenuine'),
    )
    await expect
      .poll(() => page.evaluate(() => (window as never as { settled?: unknown }).settled))
      .toBe('0xgenuine')
  })
})
