import { en, isFoyerError } from '@foyer/common'
import type { CodeStep, FrameEndpoint } from '@foyer/frame-bridge'
import type { CodeInput, CodeInputTexts, CodeOutcome } from '../ui/code-input.js'

/** Redeems a code of `step` at the auth server; the secondary update step names the new email. */
export type RedeemCode = (step: CodeStep, code: string) => Promise<{ newEmail?: string }>

/** What {@link EmailCodeField} needs around it. */
export type EmailCodeFieldDeps = {
  input: CodeInput
  endpoint: Pick<FrameEndpoint, 'emit'>
  redeem: RedeemCode
}

/**
 * The emailed codes' path through the frame only: the host asks for the field of a step
 * (SHOW_CODE_INPUT), the user types the code into the frame's own {@link CodeInput}, the frame
 * redeems it and tells the host the outcome as CODE_STATUS events — submitted, invalid or
 * expired (with the server's message), accepted — never the code.
 */
export class EmailCodeField {
  constructor(private readonly deps: EmailCodeFieldDeps) {}

  /** Shows the field for `step`, replacing one shown before. */
  show(step: CodeStep, texts: CodeInputTexts): void {
    this.deps.input.show(texts, (code) => this.submit(step, code))
  }

  /** Removes the field. */
  hide(): void {
    this.deps.input.hide()
  }

  private async submit(step: CodeStep, code: string): Promise<CodeOutcome> {
    const { endpoint, redeem } = this.deps
    endpoint.emit('CODE_STATUS', { step, status: 'submitted' })
    try {
      const { newEmail } = await redeem(step, code)
      // The code is used up: the field goes, until the host asks for the next one.
      this.hide()
      endpoint.emit('CODE_STATUS', { step, status: 'accepted', ...(newEmail ? { newEmail } : {}) })
      return { ok: true }
    } catch (error) {
      const message = refusalText(error)
      const status = /expired/i.test(message) ? 'expired' : 'invalid'
      endpoint.emit('CODE_STATUS', { step, status, message })
      return { ok: false, message }
    }
  }
}

/** The server's (or the frame's) message for a refused code, never more than 2000 characters. */
function refusalText(error: unknown): string {
  if (isFoyerError(error)) return error.shortMessage
  if (error instanceof Error && error.message) return error.message.slice(0, 2000)
  return en.errors.UNKNOWN_ERROR
}
