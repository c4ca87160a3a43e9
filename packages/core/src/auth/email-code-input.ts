import { FoyerError, frameError } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { findAuthConnector } from './find-auth-connector.js'
import type { EmailCodeInputOptions, EmailCodeStatus } from './types.js'

/** The frame's report that it took the code. */
export type AcceptedEmailCode = Extract<EmailCodeStatus, { status: 'accepted' }>

/** What {@link showEmailCodeInput} reports of the code typed into the frame. */
export interface EmailCodeHandlers {
  /** The user submitted a code; the frame checks it. */
  onSubmitted(): void
  /** The frame took the code (the step's session is the frame's now). */
  onAccepted(status: AcceptedEmailCode): void
  /** A wrong or expired code (the frame's message), or the field could not be shown. */
  onRejected(error: unknown): void
}

/**
 * Lays the embedded wallet's code field for `options.step` over `target` and reports what
 * the frame says of the code typed there. The user types the code into the frame's origin and
 * the frame redeems it: no script of this page ever sees it. Returns the function that hides
 * the field and stops listening.
 */
export function showEmailCodeInput(
  client: FoyerClient,
  target: Element,
  options: EmailCodeInputOptions,
  handlers: EmailCodeHandlers,
): () => void {
  const auth = findAuthConnector(client)?.auth
  if (!auth) {
    handlers.onRejected(new FoyerError('AUTH_CONNECTOR_NOT_FOUND'))
    return () => undefined
  }
  let active = true
  const reject = (error: unknown) => {
    if (active) handlers.onRejected(error)
  }
  const off = auth.onCodeStatus((status) => {
    if (!active || status.step !== options.step) return
    if (status.status === 'submitted') handlers.onSubmitted()
    else if (status.status === 'accepted') handlers.onAccepted(status)
    else reject(frameError({ message: status.message }))
  })
  auth.showCodeInput(target, options).catch(reject)
  return () => {
    active = false
    off()
    void auth.showCodeInput(undefined).catch(() => undefined)
  }
}
