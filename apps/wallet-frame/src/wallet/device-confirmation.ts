import type { AuthClient, ProjectScope } from '../auth/auth-client.js'

/**
 * The verify-device step in the frame (SPEC §4): after the auth server answered
 * `VERIFY_DEVICE`, the user opens the link mailed to them (in any browser); the frame asks the
 * server, as this browser's key, whether that link confirmed it. Once it did, the server mails
 * the login code and the login continues to the code step.
 */

/** How long one CONNECT_DEVICE waits: under the host bridge's 30 s request timeout. */
export const DEVICE_WAIT_MS = 20_000
/** How often the frame asks. */
export const DEVICE_POLL_MS = 2_000
/** The answer when the link was not opened within one wait (the modal then waits again). */
export const DEVICE_NOT_CONFIRMED_YET =
  'This device is not confirmed yet: open the link in the email we sent'

/** The server's answer for this browser's key. */
export type DeviceStatus = { status: 'pending' } | { action: 'VERIFY_OTP' }

/** What {@link waitForDeviceConfirmation} needs. */
export type DeviceWait = {
  /** Asks the server once (`AuthClient.deviceStatus`); a server error ends the wait. */
  status(): Promise<DeviceStatus>
  waitMs?: number
  pollMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

/**
 * Resolves once the mailed link confirmed this browser (the code is then on its way).
 *
 * @throws {Error} {@link DEVICE_NOT_CONFIRMED_YET} after `waitMs`; the server's error as it is.
 */
export async function waitForDeviceConfirmation(deps: DeviceWait): Promise<void> {
  const now = deps.now ?? Date.now
  const sleep = deps.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)))
  const pollMs = deps.pollMs ?? DEVICE_POLL_MS
  const deadline = now() + (deps.waitMs ?? DEVICE_WAIT_MS)
  for (;;) {
    const answer = await deps.status()
    if ('action' in answer) return
    if (now() + pollMs > deadline) throw new Error(DEVICE_NOT_CONFIRMED_YET)
    await sleep(pollMs)
  }
}

/**
 * The CONNECT_DEVICE handler: waits for the link to confirm this browser for the login of
 * `email` (the one CONNECT_EMAIL started).
 */
export async function connectDevice(
  auth: Pick<AuthClient, 'deviceStatus'>,
  scope: ProjectScope,
  email: string | undefined,
): Promise<Record<string, never>> {
  if (!email) throw new Error('Start the email login first')
  await waitForDeviceConfirmation({ status: () => auth.deviceStatus(scope, email) })
  return {}
}
