import { AuthApiError, type AuthClient, type StepUpMethod } from '../auth/auth-client.js'
import { frameMessages } from '../ui/messages.js'
import type { CeremonySteps } from './passkey-ceremony.js'
import { codeAnswerSchema } from './passkey-messages.js'

/** Runs a call with a fresh access token of the current session. */
type WithToken = <T>(call: (token: string) => Promise<T>) => Promise<T>

/** The fresh check before key export: what the popup runs, and the step-up proof it gives. */
export type ExportCheck = Pick<CeremonySteps<string>, 'ceremony' | 'options' | 'retry'> & {
  /** Redeems the popup's answer: the step-up proof of this session and frame key. */
  proof(response: Record<string, unknown>): Promise<string>
}

/** The code the popup's answer carries (6 digits), or an error the popup shows. */
function codeOf(response: Record<string, unknown>): string {
  const answer = codeAnswerSchema.safeParse(response)
  if (!answer.success) throw new AuthApiError(frameMessages.EXPORT_CODE_FORMAT, 400)
  return answer.data.code
}

/** A wrong or expired code (400) may be typed again; anything else ends the export. */
const mistyped = (error: unknown) => error instanceof AuthApiError && error.status === 400

/**
 * How the export popup checks it is the user (issue 30 item 4, "a fresh passkey or email
 * check"): their passkey if they have one; else their authenticator app's code; else a code
 * the server mails to the account's email (asked when the popup is up). The code is typed in
 * the popup, on the frame's origin: the host page never sees it.
 */
export function exportCheck(
  auth: AuthClient,
  withToken: WithToken,
  methods: readonly StepUpMethod[],
): ExportCheck {
  if (methods.includes('passkey')) {
    return {
      ceremony: 'get',
      options: () => withToken((token) => auth.passkeyStepUpOptions(token)),
      proof: async (response) =>
        (await withToken((token) => auth.passkeyStepUp(token, response))).stepUpToken,
    }
  }
  if (methods.includes('totp')) {
    return {
      ceremony: 'code',
      options: async () => ({ channel: 'totp' }),
      proof: (response) => withToken((token) => auth.totpStepUp(token, codeOf(response))),
      retry: mistyped,
    }
  }
  return {
    ceremony: 'code',
    options: async () => {
      await withToken((token) => auth.emailStepUpStart(token))
      return { channel: 'email' }
    },
    proof: (response) => withToken((token) => auth.emailStepUp(token, codeOf(response))),
    retry: mistyped,
  }
}
