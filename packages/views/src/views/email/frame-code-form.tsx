import type { EmailCodeStep } from '@foyer/core'
import { type AcceptedEmailCode, showEmailCodeInput } from '@foyer/core/login'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { errorText, useMessages } from '../../messages/context.js'

/** The room the frame gets inside the view for its code field (label, field, error, button). */
const CODE_FRAME_HEIGHT_PX = 136

/** A line under the code field: an error (announced at once) or a notice. */
export type OtpNote = { kind: 'error' | 'notice'; text: string }

/** What a view's own actions under the form (e.g. resend) can do with it. */
export interface OtpFormControls {
  /** Whether the frame is checking a code. */
  verifying: boolean
  /** Shows a line under the field, or clears it with undefined. */
  showNote(note: OtpNote | undefined): void
}

/** The frame's report that it took the code. */
export type AcceptedCode = AcceptedEmailCode

/** Props of {@link FrameCodeForm}. */
export interface FrameCodeFormProps {
  /** The test id of the form (the view's `foyer-view-<View>`). */
  testId: string
  /** Test ids of the frame's slot and of the error line. */
  partTestIds: { slot: string; error: string }
  /** The sentence above the field (where the code was sent). */
  intro: string
  /** Which code the frame's field takes. */
  step: EmailCodeStep
  /** The frame field's label and button text. */
  label: string
  submitLabel: string
  /** The frame took the code: finishes the step; a throw shows its text under the field. */
  onAccepted(status: AcceptedCode): Promise<void>
  /** The view's own actions, under the field. */
  actions?(form: OtpFormControls): ReactNode
}

/**
 * The 6-digit code step of the email login and of the email update. The code field is the
 * embedded wallet's frame, laid over this form's slot: the user types the code into the
 * frame's origin and the frame redeems it, so no script of this page ever sees it. The form
 * shows what the frame reports: a wrong or expired code's message, and on success it
 * finishes the step with {@link FrameCodeFormProps.onAccepted}.
 */
export function FrameCodeForm({
  testId,
  partTestIds,
  intro,
  step,
  label,
  submitLabel,
  onAccepted,
  actions,
}: FrameCodeFormProps) {
  const client = useClient()
  const messages = useMessages()
  const [note, setNote] = useState<OtpNote | undefined>()
  const [verifying, setVerifying] = useState(false)
  const slot = useRef<HTMLDivElement>(null)
  const latest = useRef({ onAccepted, messages })
  latest.current = { onAccepted, messages }

  useEffect(() => {
    const target = slot.current
    if (!target) return
    let active = true
    const fail = (caught: unknown) => {
      if (!active) return
      setNote({ kind: 'error', text: errorText(latest.current.messages, caught) })
    }
    const hide = showEmailCodeInput(
      client,
      target,
      { step, label, submitLabel },
      {
        onSubmitted: () => {
          setVerifying(true)
          setNote(undefined)
        },
        onAccepted: (status) => {
          latest.current
            .onAccepted(status)
            .catch(fail)
            .finally(() => active && setVerifying(false))
        },
        onRejected: (caught) => {
          setVerifying(false)
          fail(caught)
        },
      },
    )
    return () => {
      active = false
      hide()
    }
  }, [client, step, label, submitLabel])

  return (
    <div className="foyer-stack foyer-stack-l" data-testid={testId} aria-busy={verifying}>
      <p className="foyer-center">{intro}</p>
      <div className="foyer-field">
        <div
          ref={slot}
          data-testid={partTestIds.slot}
          style={{ height: CODE_FRAME_HEIGHT_PX, width: '100%' }}
        />
        {note?.kind === 'error' ? (
          <p className="foyer-field-error" role="alert" data-testid={partTestIds.error}>
            {note.text}
          </p>
        ) : note ? (
          <p className="foyer-muted" role="status">
            {note.text}
          </p>
        ) : null}
      </div>
      {actions?.({ verifying, showNote: setNote })}
    </div>
  )
}
