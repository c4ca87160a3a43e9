import type { FrameEndpoint } from '@foyer/frame-bridge'
import { startAuthentication } from '@simplewebauthn/browser'
import { type AuthClient, needsStepUp, type StepUpMethod } from '../auth/auth-client.js'
import type { StepUpDialog } from '../ui/step-up-dialog.js'
import { shownAsApproval } from './shown-as-approval.js'

/** What {@link StepUpPrompt} needs. */
export type StepUpPromptDeps = {
  auth: AuthClient
  /** Runs a call with a fresh access token of the current session. */
  withToken<T>(call: (token: string) => Promise<T>): Promise<T>
  dialog: StepUpDialog
  endpoint: Pick<FrameEndpoint, 'emit'>
  /** Runs before the form is shown (the code field of a login goes). */
  beforeShow?: () => void
  /** The WebAuthn assertion (tests replace it); runs in the frame, on the user's click. */
  assert?: typeof startAuthentication
}

/**
 * Step-up in the frame (issue 30 item 5): an action the server guards is tried as it is; when
 * the server answers that it needs a fresh check, the frame asks the user — the authenticator
 * app's code or the passkey, in its own form — for a step-up proof and tries once more with it.
 * The proof is the server's, single use, bound to this session and this frame's key; the host
 * page sees neither the code nor the proof.
 */
export class StepUpPrompt {
  constructor(private readonly deps: StepUpPromptDeps) {}

  /** Runs `call` (without a proof, then with one if the server asks for it). */
  async guarded<T>(call: (proof: string | undefined) => Promise<T>): Promise<T> {
    try {
      return await call(undefined)
    } catch (error) {
      if (!needsStepUp(error)) throw error
    }
    return call(await this.proof())
  }

  /** Asks the user for a fresh check; the step-up proof. */
  async proof(known?: StepUpMethod[]): Promise<string> {
    const { auth, withToken, dialog } = this.deps
    const methods = known ?? (await withToken((token) => auth.stepUpMethods(token)))
    return this.shown(() =>
      dialog.confirm(methods, {
        totp: (code) => withToken((token) => auth.totpStepUp(token, code)),
        passkey: async () => {
          const options = await withToken((token) => auth.passkeyStepUpOptions(token))
          const assert = this.deps.assert ?? startAuthentication
          const response = await assert({ optionsJSON: options as never })
          const verified = await withToken((token) =>
            auth.passkeyStepUp(token, response as unknown as Record<string, unknown>),
          )
          return verified.stepUpToken
        },
      }),
    )
  }

  /**
   * Before signing a transaction above the project's value: a fresh check, redeemed with the
   * server, when the user has a second factor (a user without one has nothing to ask).
   */
  async confirmLargeValue(): Promise<void> {
    const { auth, withToken } = this.deps
    const methods = await withToken((token) => auth.stepUpMethods(token))
    if (methods.length === 0) return
    const proof = await this.proof(methods)
    await withToken((token) => auth.redeemStepUp(token, proof))
  }

  /** Adds an authenticator app: its QR code and a first code, in the frame (step-up first if asked). */
  async setUpAuthenticator(): Promise<void> {
    const { auth, withToken, dialog } = this.deps
    const uri = await this.guarded((proof) => withToken((token) => auth.totpSetup(token, proof)))
    await this.shown(() =>
      dialog.setUp(uri, async (code) => {
        await withToken((token) => auth.totpConfirm(token, code))
      }),
    )
  }

  private shown<T>(ask: () => Promise<T>): Promise<T> {
    this.deps.beforeShow?.()
    return shownAsApproval(this.deps.endpoint, 'step_up', ask)
  }
}
