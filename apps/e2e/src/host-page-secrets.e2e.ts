import { describe, expect, it } from 'vitest'
import { inboxMessages, nextLoginCode, stackInboxUrl } from './harness/auth-inbox.js'
import { typeCodeInFrame } from './harness/embedded-wallet-flows.js'
import { approveInFarcasterClient, openFarcasterInFrame } from './harness/farcaster-flows.js'
import { useFreshDemos } from './harness/fresh-demos.js'
import { hostRecord, openSpiedDemo, watchLoginSecrets } from './harness/host-recorder.js'
import { signInAtProvider } from './harness/social-provider.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'

/**
 * Issue 29 "nothing redeemable crosses the host page", attacked from the host page itself: a
 * script installed before the modal opens records every posted message (in and out, with
 * data), every input and keyboard event, every URL and the host's storage, while a visitor
 * logs in by email (code typed into the frame), updates the email, and logs in with a social
 * popup, and logs in with Farcaster (the frame draws the channel's QR code and link). The
 * record holds none of the mailed codes, the social `login_code`, the Farcaster channel token
 * or connect URI, or any session token. (The Telegram return, whose `login_code` does pass
 * the host's address, is in host-page-redeem.e2e.ts.)
 */
describe('a script on the host page during the logins', () => {
  const ctx = useDemoSession({ embeddedWallet: true })
  const freshDemo = useFreshDemos(ctx)
  const inbox = () => stackInboxUrl(ctx.session.stack)

  /** Asserts the record contains none of `secrets` (each named in the failure). */
  function expectNone(record: string, secrets: Record<string, string[]>): void {
    for (const [name, values] of Object.entries(secrets)) {
      const seen = values.filter((value) => record.includes(value))
      expect(seen, `${name} seen by the host page`).toEqual([])
    }
  }

  const spiedDemo = () => openSpiedDemo(freshDemo)

  it('email login and email update: the codes are typed into the frame, unseen by the host', async () => {
    const page = await spiedDemo()
    const secrets = watchLoginSecrets(page.context())
    const email = 'spied@example.com'
    const newEmail = 'spied-new@example.com'
    const codes: string[] = []
    const mailedCode = async (to: string, count: number) => {
      const code = await nextLoginCode(inbox(), to, count)
      codes.push(code)
      return code
    }

    await page.click('#connect')
    let before = (await inboxMessages(inbox(), email)).length
    await viewLocator(page, 'Connect').getByLabel('Email address').fill(email)
    await page.getByTestId('foyer-email-submit').click()
    await viewLocator(page, 'EmailVerifyOtp').waitFor()
    const code = await mailedCode(email, before)
    // A wrong code first, then the right one; both typed into the frame, a key at a time.
    await typeCodeInFrame(page, code === '000000' ? '111111' : '000000')
    await expectText(page.getByTestId('foyer-otp-error'), 'Invalid code')
    await typeCodeInFrame(page, code)
    const account = viewLocator(page, 'Account')
    await expectText(account.getByTestId('foyer-account-email'), `Signed in as ${email}`, 60_000)

    before = (await inboxMessages(inbox(), email)).length
    const newBefore = (await inboxMessages(inbox(), newEmail)).length
    await account.getByTestId('foyer-account-edit-email').click()
    await page.getByLabel('New email address').fill(newEmail)
    await page.getByTestId('foyer-update-email-submit').click()
    await viewLocator(page, 'UpdateEmailPrimaryOtp').waitFor()
    await typeCodeInFrame(page, await mailedCode(email, before))
    await viewLocator(page, 'UpdateEmailSecondaryOtp').waitFor()
    await typeCodeInFrame(page, await mailedCode(newEmail, newBefore))
    await expectText(
      viewLocator(page, 'Account').getByTestId('foyer-account-email'),
      `Signed in as ${newEmail}`,
      60_000,
    )

    const record = await hostRecord(page)
    // The recorder did record: the bridge's traffic both ways, and the email typed on the page.
    expect(record).toMatch(/^message-out .*"type":"SHOW_CODE_INPUT"/m)
    expect(record).toMatch(/^message-in .*"type":"CODE_STATUS".*"status":"accepted"/m)
    expect(record).toContain(newEmail)
    expect(codes).toHaveLength(3)
    expect(secrets.tokens.length).toBeGreaterThan(0)
    expectNone(record, { 'a mailed code': codes, 'a session token': secrets.tokens })
  }, 240_000)

  it('social login in a popup: the login_code and the tokens stay in the frame origin', async () => {
    const page = await spiedDemo()
    const secrets = watchLoginSecrets(page.context())
    await page.click('#connect')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('foyer-social-github').click(),
    ])
    await signInAtProvider(popup, 'spied-octocat')
    await expectText(
      viewLocator(page, 'Account').getByTestId('foyer-account-social'),
      /^Signed in with GitHub as \S*spied-octocat/,
      60_000,
    )
    const record = await hostRecord(page)
    expect(record).toMatch(/^message-in .*"type":"CONNECT_SOCIAL_SUCCESS"/m)
    expect(secrets.loginCodes).toHaveLength(1)
    expect(secrets.tokens.length).toBeGreaterThan(0)
    expectNone(record, { 'the login_code': secrets.loginCodes, 'a session token': secrets.tokens })
  }, 120_000)

  it('Farcaster: the frame draws the QR code; no channel token or connect URI reaches the host', async () => {
    const page = await spiedDemo()
    const secrets = watchLoginSecrets(page.context())
    const shown = await openFarcasterInFrame(page)
    await approveInFarcasterClient(page, 'bob')
    await viewLocator(page, 'Account').waitFor({ timeout: 60_000 })
    await expectText(page.getByTestId('demo-status'), 'connected')

    const record = await hostRecord(page)
    // The recorder did record the Farcaster traffic: the request and the frame's status events.
    expect(record).toMatch(/^message-out .*"type":"SHOW_FARCASTER_QR"/m)
    expect(record).toMatch(/^message-in .*"type":"FARCASTER_STATUS".*"status":"waiting"/m)
    expect(record).toMatch(/^message-in .*"type":"FARCASTER_STATUS".*"status":"success"/m)
    expect(secrets.channelUrls).toContain(shown)
    expect(secrets.channelTokens.length).toBeGreaterThan(0)
    // Neither whole nor in the URL-encoded form a QR payload or a link would carry.
    const connectUris = secrets.channelUrls.flatMap((url) => [url, encodeURIComponent(url)])
    expectNone(record, {
      'the channel token': secrets.channelTokens,
      'the connect URI': connectUris,
      'a session token': secrets.tokens,
    })
  }, 180_000)
})
