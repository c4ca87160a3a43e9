import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { stackInboxUrl } from './harness/auth-inbox.js'
import { logInWithEmail } from './harness/embedded-wallet-flows.js'
import { useFreshDemos } from './harness/fresh-demos.js'
import { hostRecord, openSpiedDemo } from './harness/host-recorder.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText, viewLocator } from './harness/views.js'
import { runPasskeyPopup, type VirtualCredential } from './harness/virtual-authenticator.js'

/**
 * Passkey login (issue 30 item 1) in the demo, in real Chromium with the DevTools virtual
 * authenticator (PRF, user verification), against the real auth server: Connect's "Create a
 * wallet with a passkey" signs up with a passkey alone, in a popup on the frame's origin
 * (the frame under `localhost`, WebAuthn refuses an IP address; the demo on 127.0.0.1, another
 * site, as `npm run demo` serves them); the same passkey in a fresh browser profile
 * (exported from the first authenticator, added to the second) opens the same address; a
 * passkey added to an email account from Account logs in to that account. Key export: after a
 * fresh passkey check the key shows only in the frame origin's popup; a script of the host page
 * recording every message, input, URL and storage write, and the page's DOM, never sees it.
 */
describe('passkey login in the demo', () => {
  const ctx = useDemoSession({ embeddedWallet: true })
  const freshDemo = useFreshDemos(ctx)
  let passkey: VirtualCredential[] = []
  let address = ''

  it('Connect offers passkeys; a passkey alone signs up and gets a wallet', async () => {
    const { page } = ctx
    await page.click('#connect')
    const connect = viewLocator(page, 'Connect')
    await expectText(connect.getByTestId('foyer-passkey-sign-in'), 'Continue with passkey')
    await expectText(connect.getByTestId('foyer-passkey-sign-up'), 'Create a wallet with a passkey')

    const { credentials } = await runPasskeyPopup(page, 'foyer-passkey-sign-up')
    expect(credentials).toHaveLength(1)
    expect(credentials[0]?.rpId).toBe('localhost')
    passkey = credentials
    await viewLocator(page, 'Account').waitFor({ timeout: 60_000 })
    await expectText(page.getByTestId('demo-status'), 'connected')
    address = (await page.getByTestId('demo-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  }, 120_000)

  it('the same passkey in another browser profile logs in to the same address', async () => {
    expect(passkey).toHaveLength(1)
    const page = await freshDemo()
    await page.click('#connect')
    passkey = (await runPasskeyPopup(page, 'foyer-passkey-sign-in', passkey)).credentials
    await expectText(page.getByTestId('demo-status'), 'connected', 60_000)
    expect(await page.getByTestId('demo-address').textContent()).toBe(address)
  }, 120_000)

  it('a passkey added to an email account opens that account in a fresh profile', async () => {
    const page = await freshDemo()
    await page.click('#connect')
    await logInWithEmail(page, stackInboxUrl(ctx.session.stack), 'passkey-added@example.com')
    const account = viewLocator(page, 'Account')
    await account.waitFor({ timeout: 60_000 })
    const emailAddress = (await page.getByTestId('demo-address').textContent()) ?? ''
    expect(emailAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(emailAddress).not.toBe(address)

    const { credentials } = await runPasskeyPopup(page, 'foyer-account-add-passkey')
    expect(credentials).toHaveLength(1)
    await expectText(account.getByTestId('foyer-passkey-status'), 'Passkey added')

    const other = await freshDemo()
    await other.click('#connect')
    await runPasskeyPopup(other, 'foyer-passkey-sign-in', credentials)
    await expectText(other.getByTestId('demo-status'), 'connected', 60_000)
    expect(await other.getByTestId('demo-address').textContent()).toBe(emailAddress)
  }, 180_000)

  it('exports the key only into the frame origin’s popup, after the passkey again', async () => {
    expect(passkey).toHaveLength(1)
    const page = await openSpiedDemo(freshDemo)
    await page.click('#connect')
    passkey = (await runPasskeyPopup(page, 'foyer-passkey-sign-in', passkey)).credentials
    await expectText(page.getByTestId('demo-status'), 'connected', 60_000)
    expect(await page.getByTestId('demo-address').textContent()).toBe(address)

    const account = viewLocator(page, 'Account')
    await account.waitFor()
    const { popup } = await runPasskeyPopup(page, 'foyer-account-export-key', passkey, 'key-shown')
    expect(new URL(popup.url()).host).toBe(new URL(ctx.session.stack.walletFrameUrl ?? '').host)
    const key = ((await popup.locator('#key').textContent()) ?? '') as `0x${string}`
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    // It is this wallet's key.
    expect(privateKeyToAccount(key).address).toBe(address)
    // One warning per key shown (the EVM key, then the Solana key derived from it), each
    // naming the account it controls.
    const warnings = popup.locator('.export-warning')
    await expectText(warnings.first(), /Anyone with this key controls the wallet/)
    expect((await warnings.first().textContent())?.toLowerCase()).toContain(address.toLowerCase())

    // Nothing the host page saw carries it: messages both ways, inputs, URLs, storage, DOM.
    const record = await hostRecord(page)
    expect(record).toContain('EXPORT_KEY')
    const hex = key.slice(2)
    expect(record.toLowerCase()).not.toContain(hex)
    expect((await page.content()).toLowerCase()).not.toContain(hex)
    await popup.close()
  }, 180_000)
})
