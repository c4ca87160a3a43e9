import { FoyerError } from '@foyer/common'
import type { FrameHandlers } from '@foyer/frame-bridge'
import type { AuthClient } from '../auth/auth-client.js'
import type { SessionStore } from '../auth/session-store.js'
import type { WalletCustody } from '../custody/wallet-custody.js'
import type { PasskeyLogin } from '../passkey/passkey-login.js'
import type { KeyReveal } from '../passkey/passkey-messages.js'
import type { StepUpPrompt } from './step-up-prompt.js'

/** What the Account's requests need from the wallet. */
export type AccountHandlerDeps = {
  auth: AuthClient
  sessions: SessionStore
  passkeys: PasskeyLogin
  custody: WalletCustody
  stepUp: StepUpPrompt
  /** Whether a session with a wallet on this device is up. */
  connected(): boolean
  /** The key for the export popup (rebuilt from the two shares). */
  revealKey(): Promise<KeyReveal>
}

type AccountRequest =
  | 'EXPORT_KEY'
  | 'ADD_PASSKEY'
  | 'UPDATE_EMAIL'
  | 'GET_DEVICES'
  | 'REVOKE_DEVICE'
  | 'SET_UP_AUTHENTICATOR'

/**
 * The Account's requests: key export, passkeys, the email update, devices and the
 * authenticator app. The ones the server guards with step-up (email, revoking, adding a
 * factor) ask a fresh check in the frame when the server wants one (`step-up-prompt.ts`).
 */
export function accountHandlers(deps: AccountHandlerDeps): Pick<FrameHandlers, AccountRequest> {
  const { auth, sessions, passkeys, custody, stepUp } = deps
  const needWallet = () => {
    if (!deps.connected()) throw new FoyerError('NO_ACCOUNTS_FOUND')
  }
  const needSession = () => {
    if (!sessions.current) throw new FoyerError('NO_ACCOUNTS_FOUND')
  }
  return {
    EXPORT_KEY: async () => {
      needWallet()
      await passkeys.exportKey(sessions, deps.revealKey)
      return {}
    },
    ADD_PASSKEY: async () => {
      needSession()
      await passkeys.add(sessions, (call) => stepUp.guarded(call))
      return {}
    },
    UPDATE_EMAIL: async ({ email }) => {
      await stepUp.guarded((proof) =>
        sessions.withToken((token) => auth.updateEmailStart(token, email, proof)),
      )
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },
    GET_DEVICES: async () => {
      needWallet()
      const session = sessions.current
      const [{ custody: mode, devices }, current, stepUpMethods] = await Promise.all([
        custody.listDevices(),
        session ? custody.deviceId(session.user.id) : undefined,
        sessions.withToken((token) => auth.stepUpMethods(token)),
      ])
      return {
        custody: mode,
        stepUp: stepUpMethods,
        devices: devices.map(({ id, name, createdAt, lastUsedAt }) => ({
          id,
          name,
          createdAt,
          lastUsedAt,
          current: id === current,
        })),
      }
    },
    REVOKE_DEVICE: async ({ deviceId }) => {
      needWallet()
      await custody.revokeDevice(deviceId)
      return {}
    },
    SET_UP_AUTHENTICATOR: async () => {
      needSession()
      await stepUp.setUpAuthenticator()
      return {}
    },
  }
}
