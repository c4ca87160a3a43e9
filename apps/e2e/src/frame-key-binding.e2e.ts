import type { Frame } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { inboxMessages, nextLoginCode, stackInboxUrl } from './harness/auth-inbox.js'
import { EMBEDDED_WALLET_FRAME, typeCodeInFrame } from './harness/embedded-wallet-flows.js'
import { type NodeAttacker, nodeAttacker } from './harness/node-attacker.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'

/**
 * Issue 29's attack, against the real demo, frame and devstack: a user signs up by email
 * through the frame; a Node client with the user's email, the freshly mailed code (which a
 * script on the host page could see before the code field moved into the frame) and the frame's Origin gets no session and no share; the
 * session tokens copied out of the frame's storage are refused from Node. Only the frame's
 * non-extractable DPoP key redeems or uses anything, and the user's login goes on untouched.
 */

const EMAIL = 'bound@example.com'
/** The routes that release the user's key shares. */
const SHARE_ROUTES = [
  ['GET', '/v1/wallet/auth-share'],
  ['POST', '/v1/wallet/recovery-share'],
] as const

const ctx = useDemoSession({ embeddedWallet: true })

async function walletFrame(): Promise<Frame> {
  const handle = await ctx.page.locator(EMBEDDED_WALLET_FRAME).elementHandle()
  const frame = await handle?.contentFrame()
  if (!frame) throw new Error('no wallet frame')
  return frame
}

function attacker(): Promise<NodeAttacker> {
  const auth = ctx.session.stack.auth
  if (!auth) throw new Error('The stack runs no auth services')
  return nodeAttacker(auth.url, auth.frameOrigins[0] as string)
}

describe('only the wallet frame can log in and use the session (DPoP)', () => {
  it('a Node client with the freshly mailed code gets no session and no share', async () => {
    const { page } = ctx
    const inbox = stackInboxUrl(ctx.session.stack)
    const projectId = ctx.session.stack.auth?.projectId as string
    const hostOrigin = new URL(page.url()).origin
    const node = await attacker()

    // The attack as filed: Node asks for a code itself — refused, no mail goes out.
    const before = (await inboxMessages(inbox, EMAIL)).length
    const ownStart = await node.call('POST', '/v1/email/start', {
      body: { projectId, hostOrigin, email: EMAIL },
    })
    expect(ownStart).toEqual({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Missing DPoP proof' } },
    })

    // The user signs up through the frame; the code reaches the inbox (and the host page).
    await page.click('#connect')
    await viewLocator(page, 'Connect').getByLabel('Email address').fill(EMAIL)
    await page.getByTestId('foyer-email-submit').click()
    await viewLocator(page, 'EmailVerifyOtp').waitFor()
    const code = await nextLoginCode(inbox, EMAIL, before)

    const verify = (proof: boolean) =>
      node.call('POST', '/v1/email/verify', {
        body: { projectId, hostOrigin, email: EMAIL, otp: code },
        proof,
      })
    expect(await verify(false)).toEqual({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Missing DPoP proof' } },
    })
    expect(await verify(true)).toEqual({
      status: 401,
      body: {
        error: {
          code: 'unauthorized',
          message: 'Invalid DPoP proof: not the key this login was started with',
        },
      },
    })
    for (const [method, path] of SHARE_ROUTES) {
      expect((await node.call(method, path, { proof: true })).status).toBe(401)
    }

    // The user's own login, with the very same code, is untouched.
    await typeCodeInFrame(page, code)
    const account = viewLocator(page, 'Account')
    await account.waitFor({ timeout: 60_000 })
    await expectText(account.getByTestId('foyer-account-email'), `Signed in as ${EMAIL}`)
  })

  it('session tokens copied out of the frame are refused from Node, and the key cannot be exported', async () => {
    const frame = await walletFrame()
    const stored = await frame.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('foyer-frame-session:'))
      return JSON.parse(localStorage.getItem(key ?? '') ?? 'null') as {
        accessToken: string
        refreshToken: string
      } | null
    })
    if (!stored) throw new Error('no session in the frame')
    const node = await attacker()

    const refresh = (proof: boolean) =>
      node.call('POST', '/v1/session/refresh', {
        body: { refreshToken: stored.refreshToken },
        proof,
      })
    expect(await refresh(false)).toMatchObject({ status: 401 })
    expect(await refresh(true)).toEqual({
      status: 401,
      body: {
        error: {
          code: 'unauthorized',
          message: 'Invalid DPoP proof: not the key this login was started with',
        },
      },
    })
    for (const [method, path] of SHARE_ROUTES) {
      const asBearer = await node.call(method, path, {
        authorization: `Bearer ${stored.accessToken}`,
      })
      expect(asBearer.status, `${path} as Bearer`).toBe(401)
      const withOwnKey = await node.call(method, path, {
        authorization: `DPoP ${stored.accessToken}`,
        proof: true,
        accessToken: stored.accessToken,
      })
      expect(withOwnKey.status, `${path} with another key`).toBe(401)
      expect(JSON.stringify([asBearer, withOwnKey])).not.toMatch(/Share"/)
    }

    // Even a script running in the frame's own origin cannot take the key's bytes.
    const exported = await frame.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('foyer-wallet-frame-dpop')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const pair = await new Promise<CryptoKeyPair>((resolve, reject) => {
        const get = db.transaction('keys').objectStore('keys').get('frame')
        get.onsuccess = () => resolve(get.result as CryptoKeyPair)
        get.onerror = () => reject(get.error)
      })
      db.close()
      try {
        await crypto.subtle.exportKey('jwk', pair.privateKey)
        return 'exported'
      } catch (error) {
        return `${(error as Error).name}; extractable=${pair.privateKey.extractable}`
      }
    })
    expect(exported).toBe('InvalidAccessError; extractable=false')

    // The frame's session survives all of it: after a reload the user is still signed in.
    await ctx.page.reload()
    await expectText(ctx.page.getByTestId('demo-status'), 'connected')
  })
})
