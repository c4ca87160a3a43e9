import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type AuthServer, startAuthServer } from '@foyer/auth-server'
import type { Frame, Page } from 'playwright-core'
import { recoverMessageAddress, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BrowserSession, launchBrowser } from './harness/chromium.js'
import { answerFrameApproval } from './harness/frame-approval.js'
import { type FrameHostWorld, startFrameHost } from './harness/frame-host.js'
import { logInThroughBridge } from './harness/frame-host-login.js'
import { type SmtpSink, startSmtpSink } from './harness/smtp-sink.js'

/**
 * The embedded wallet end to end in Chromium, offline: a host page on one origin mounts the
 * real wallet frame (its own origin) through the bridge; the frame talks to the real auth
 * server (email one-time code over SMTP to a local sink), creates a wallet, signs a message
 * after a click in the frame that viem verifies; a fresh browser profile logs in again and
 * gets the same address (verify-device step); host-page scripts reach none of it.
 */

const PROJECT = 'e2e-project'
const EMAIL = 'ada@example.com'

let smtp: SmtpSink
let world: FrameHostWorld<AuthServer>
let dataDir: string
const browsers: BrowserSession[] = []
let firstCodeAt = 0
/** The auth server's code cooldown here: the second profile's login need not wait 30 s. */
const CODE_COOLDOWN_SECONDS = 2

type Bridge = {
  ready(): Promise<void>
  request(type: string, payload: object): Promise<Record<string, unknown>>
  stats(): { accepted: number; dropped: number; droppedBy: Record<string, number> }
}
type HostWindow = { bridge: Bridge; approvals: string[] }

async function openHost(): Promise<{ page: Page; wallet: Frame }> {
  const browser = await launchBrowser()
  browsers.push(browser)
  const page = await browser.newPage()
  await page.goto(world.hostPageUrl(PROJECT))
  await page.evaluate(() => (window as never as HostWindow).bridge.ready())
  const wallet = (await (
    await page.waitForSelector('iframe[name="wallet"]', { state: 'attached' })
  ).contentFrame()) as Frame
  return { page, wallet }
}

/**
 * The host page's script holds the freshly mailed code and posts it to the frame under the
 * old code-carrying request types: the frame must take none of them (no session after).
 */
async function postCodeFromHost(page: Page, otp: string): Promise<boolean> {
  await page.evaluate((code) => {
    const frame = (document.querySelector('iframe[name="wallet"]') as HTMLIFrameElement)
      .contentWindow as Window
    for (const type of ['CONNECT_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP']) {
      const id = `attack${type.length}abcdefgh`
      frame.postMessage(
        { channel: 'foyer-frame/1', kind: 'request', id, type, payload: { otp: code } },
        '*',
      )
    }
  }, otp)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const connected = await page.evaluate(() =>
    (window as never as HostWindow).bridge.request('IS_CONNECTED', {}),
  )
  return connected.isConnected as boolean
}

async function logIn(page: Page, attackFirst = false): Promise<string> {
  const user = await logInThroughBridge(
    page,
    smtp,
    EMAIL,
    attackFirst ? async (otp) => expect(await postCodeFromHost(page, otp)).toBe(false) : undefined,
  )
  expect(user).toMatchObject({ email: EMAIL, preferredAccountType: 'eoa' })
  return user.address as string
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-e2e-auth-'))
  smtp = await startSmtpSink()
  world = await startFrameHost({
    start: ({ frameOrigin, hostUrl }) =>
      startAuthServer({
        host: '127.0.0.1',
        port: 0,
        dataDir,
        recoveryKey: 'ab'.repeat(32),
        frameOrigins: [frameOrigin],
        projects: { [PROJECT]: { allowedOrigins: [hostUrl], custody: 'operator' } },
        smtp: { url: smtp.url, from: 'login@foyer.test' },
        rateLimits: { codeCooldownSeconds: CODE_COOLDOWN_SECONDS },
        log: () => {},
      }),
    url: (auth) => auth.url,
  })
}, 300_000)

afterAll(async () => {
  for (const browser of browsers) await browser.close().catch(() => {})
  await world?.close()
  await smtp?.close()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

describe('embedded wallet in Chromium with the real auth server', () => {
  let address = ''
  let first: { page: Page; wallet: Frame }

  it('signs up by email (code typed into the frame; the same code posted by the host opens nothing)', async () => {
    first = await openHost()
    expect(new URL(world.frame.url).origin).not.toBe(new URL(world.host.url).origin)
    firstCodeAt = Date.now()
    address = await logIn(first.page, true)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('signs a message only after the approve click inside the frame; viem verifies it', async () => {
    const { page, wallet } = first
    const message = 'Sign in to the e2e dapp'
    const pending = page.evaluate(
      ([hex, account]) =>
        (window as never as HostWindow).bridge.request('RPC_REQUEST', {
          method: 'personal_sign',
          params: [hex, account],
        }),
      [stringToHex(message), address],
    )
    const approve = wallet.locator('[data-testid="frame-approve"]')
    await approve.waitFor()
    expect(await page.evaluate(() => (window as never as HostWindow).approvals)).toEqual([
      'Sign this message',
    ])
    expect(await wallet.locator('.details').textContent()).toBe(message)

    // The host page's script tries to click approve, read the frame, and forge an answer.
    const attacks = await page.evaluate(() => {
      const out: string[] = []
      const iframe = document.querySelector('iframe') as HTMLIFrameElement
      try {
        ;(iframe.contentWindow as Window).document.querySelector('button')?.click()
        out.push('clicked')
      } catch (error) {
        out.push((error as Error).name)
      }
      try {
        out.push(String((iframe.contentWindow as Window).indexedDB))
      } catch (error) {
        out.push((error as Error).name)
      }
      try {
        out.push(String((iframe.contentWindow as Window).localStorage))
      } catch (error) {
        out.push((error as Error).name)
      }
      window.postMessage(
        {
          channel: 'foyer-frame/1',
          kind: 'event',
          type: 'APPROVAL_SETTLED',
          payload: { approved: true },
        },
        '*',
      )
      return out
    })
    expect(attacks).toEqual(['SecurityError', 'SecurityError', 'SecurityError'])
    const stats = await page.evaluate(() => (window as never as HostWindow).bridge.stats())
    expect(stats.droppedBy.origin).toBeGreaterThanOrEqual(1)
    expect(await approve.isVisible()).toBe(true)

    await answerFrameApproval(wallet, 'approve')
    const { result } = (await pending) as { result: `0x${string}` }
    expect(await recoverMessageAddress({ message, signature: result })).toBe(address)
  })

  it("refuses an unknown method with 'Requested RPC call is not allowed'", async () => {
    const error = await first.page.evaluate(() =>
      (window as never as HostWindow).bridge
        .request('RPC_REQUEST', { method: 'eth_sign', params: [] })
        .then(
          () => 'resolved',
          (e: Error) => e.message,
        ),
    )
    expect(error).toBe('Requested RPC call is not allowed')
  })

  it('a fresh browser profile logs in by email and gets the same address', async () => {
    // A new code for the same email is refused for the cooldown after the last one (SPEC §4).
    const wait = firstCodeAt + CODE_COOLDOWN_SECONDS * 1000 + 1000 - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const second = await openHost()
    expect(await logIn(second.page)).toBe(address)
    const message = 'second device'
    const pending = second.page.evaluate(
      ([hex, account]) =>
        (window as never as HostWindow).bridge.request('RPC_REQUEST', {
          method: 'personal_sign',
          params: [hex, account],
        }),
      [stringToHex(message), address],
    )
    await answerFrameApproval(second.wallet, 'approve')
    const { result } = (await pending) as { result: `0x${string}` }
    expect(await recoverMessageAddress({ message, signature: result })).toBe(address)
  }, 120_000)
})
