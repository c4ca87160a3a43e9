import type { CDPSession, Page } from 'playwright-core'

/**
 * Chromium's DevTools virtual authenticator (CDP `WebAuthn` domain) in the frame's passkey
 * popup: a platform authenticator with user verification and PRF, so the real WebAuthn
 * ceremony runs in the real browser with no device. A credential it makes can be carried into
 * another browser profile (`WebAuthn.addCredential`), as a synced passkey would be.
 */

/** A credential as CDP's `WebAuthn.getCredentials` / `credentialAdded` give it (private key included). */
export interface VirtualCredential {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

async function addAuthenticator(
  cdp: CDPSession,
  credentials: readonly VirtualCredential[],
): Promise<string> {
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  })
  for (const credential of credentials) {
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
  }
  return authenticatorId
}

/**
 * Clicks `testId` on `page` (the modal's passkey button), gives the passkey popup that opens a
 * virtual authenticator holding `credentials`, clicks the popup's own button (the user's
 * gesture in the frame origin) and waits for the popup to close (the frame took the answer),
 * or for the key it shows (`key-shown`, key export).
 * Returns the credentials the authenticator holds at the end (a new one after a creation, the
 * used one with its new counter): pass them to the next ceremony, as a synced passkey moves.
 */
export async function runPasskeyPopup(
  page: Page,
  testId: string,
  credentials: readonly VirtualCredential[] = [],
  /** Key export: the popup stays open showing the key; wait for it instead of the close. */
  until: 'closed' | 'key-shown' = 'closed',
): Promise<{ popup: Page; credentials: VirtualCredential[] }> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId(testId).click()])
  const go = popup.locator('#go')
  await go.waitFor({ state: 'visible', timeout: 30_000 })
  const cdp = await popup.context().newCDPSession(popup)
  const authenticatorId = await addAuthenticator(cdp, credentials)
  // The popup closes as soon as the frame accepted the answer: read the credentials as they
  // come, with their new signature counters (the server refuses a counter that did not grow).
  const held = new Map(credentials.map((credential) => [credential.credentialId, credential]))
  const keep = ((event: { credential: VirtualCredential }) => {
    held.set(event.credential.credentialId, event.credential)
  }) as never
  cdp.on('WebAuthn.credentialAdded' as never, keep)
  cdp.on('WebAuthn.credentialAsserted' as never, keep)
  const closed = popup.waitForEvent('close', { timeout: 60_000 })
  await go.click()
  if (until === 'key-shown') {
    await popup.locator('#key').waitFor({ timeout: 60_000 })
    // The popup is still open: read the counters the authenticator holds now (the assertion
    // event may not have come yet; a stale counter makes the next assertion look cloned).
    const { credentials: now } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    for (const credential of now as VirtualCredential[])
      held.set(credential.credentialId, credential)
  } else await closed
  return { popup, credentials: [...held.values()] }
}

/** The text the popup shows (its status line), for a failure's message. */
export async function popupStatus(popup: Page): Promise<string> {
  return (await popup.locator('#status').textContent()) ?? ''
}

/**
 * A passkey check asked inside the wallet frame (a step-up): gives `page` (whose frames the
 * virtual authenticator covers) an authenticator holding `credentials`, then runs `act`, the
 * user's click in the frame. Returns the credentials with their new signature counters.
 */
export async function runPasskeyInPage(
  page: Page,
  credentials: readonly VirtualCredential[],
  act: () => Promise<void>,
): Promise<VirtualCredential[]> {
  const cdp = await page.context().newCDPSession(page)
  const authenticatorId = await addAuthenticator(cdp, credentials)
  const held = new Map(credentials.map((credential) => [credential.credentialId, credential]))
  const keep = ((event: { credential: VirtualCredential }) => {
    held.set(event.credential.credentialId, event.credential)
  }) as never
  cdp.on('WebAuthn.credentialAsserted' as never, keep)
  try {
    await act()
  } finally {
    const { credentials: now } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    for (const credential of now as VirtualCredential[])
      held.set(credential.credentialId, credential)
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
    await cdp.detach()
  }
  return [...held.values()]
}
