import type { AuthClient, ProjectScope, Session } from '../auth/auth-client.js'
import type { SessionStore } from '../auth/session-store.js'
import { exportCheck } from './export-check.js'
import { type CeremonyDeps, runPasskeyCeremony } from './passkey-ceremony.js'
import type { KeyReveal } from './passkey-messages.js'

/** Runs a call the server guards with step-up (see `wallet/step-up-prompt.ts`). */
export type StepUpGuard = <T>(call: (proof: string | undefined) => Promise<T>) => Promise<T>

/** Sign in with a passkey, or create one: a new account, or another login of this account. */
export type PasskeyMode = 'signIn' | 'signUp'

/** What the frame's passkey logins need. */
export interface PasskeyLoginDeps extends CeremonyDeps {
  auth: AuthClient
  scope: ProjectScope
}

/**
 * The frame's passkey logins (issue 30 item 1). Each runs its WebAuthn ceremony in the
 * passkey popup on this origin (`passkey-popup.ts`; the host opened it in the user's click)
 * and redeems the answer here, with this frame's DPoP key: the session is bound to the frame
 * like every other login.
 */
export class PasskeyLogin {
  constructor(private readonly deps: PasskeyLoginDeps) {}

  /** Signs in with a passkey of this project (`signIn`) or creates a new account with one (`signUp`). */
  connect(mode: PasskeyMode, signal?: AbortSignal): Promise<Session> {
    const { auth, scope } = this.deps
    return mode === 'signUp'
      ? runPasskeyCeremony(
          this.deps,
          {
            ceremony: 'create',
            options: () => auth.passkeyRegisterOptions(scope),
            redeem: (response) => auth.passkeyRegister(scope, response),
          },
          signal,
        )
      : runPasskeyCeremony(
          this.deps,
          {
            ceremony: 'get',
            options: () => auth.passkeyLoginOptions(scope),
            redeem: (response) => auth.passkeyLogin(scope, response),
          },
          signal,
        )
  }

  /**
   * Adds a passkey to the signed-in account (an email or social one): its id. `stepUp` runs
   * the options call again with a proof of a fresh check when the server asks for one (the
   * account already has a factor).
   */
  async add(
    sessions: SessionStore,
    stepUp: StepUpGuard = (call) => call(undefined),
    signal?: AbortSignal,
  ): Promise<string> {
    const { auth } = this.deps
    const added = await runPasskeyCeremony(
      this.deps,
      {
        ceremony: 'create',
        options: () =>
          stepUp((proof) => sessions.withToken((token) => auth.passkeyAddOptions(token, proof))),
        redeem: (response) => sessions.withToken((token) => auth.passkeyAdd(token, response)),
      },
      signal,
    )
    return added.credentialId
  }

  /**
   * Key export: a fresh check of the signed-in user in the popup (their passkey, else their
   * authenticator app's code, else an emailed code: `export-check.ts`), whose proof the server
   * redeems once; then the key `reveal` gives is shown in the popup, on this origin only. The
   * host learns nothing.
   */
  async exportKey(
    sessions: SessionStore,
    reveal: () => Promise<KeyReveal>,
    signal?: AbortSignal,
  ): Promise<void> {
    const { auth } = this.deps
    const withToken: <T>(call: (token: string) => Promise<T>) => Promise<T> = (call) =>
      sessions.withToken(call)
    const methods = await withToken((token) => auth.stepUpMethods(token))
    const check = exportCheck(auth, withToken, methods)
    await runPasskeyCeremony(
      this.deps,
      {
        ...check,
        redeem: async (response) => {
          const proof = await check.proof(response)
          await withToken((token) => auth.redeemExport(token, proof))
        },
        reveal: () => reveal(),
      },
      signal,
    )
  }
}
