import { Button } from '@foyer/ui'
import { type ReactNode, useId } from 'react'
import type { ReviewTexts } from './review-messages.js'

/** Props of {@link ReviewSection}. */
export interface ReviewSectionProps {
  /** `data-testid` of the section, e.g. 'foyer-send-review'. */
  testId: string
  title: string
  texts: ReviewTexts
  confirmLabel: string
  /** Confirm stays disabled while the simulation is asked, or when the review refuses. */
  confirmDisabled: boolean
  onConfirm(): void
  onEdit(): void
  /** The details and the simulated changes. */
  children: ReactNode
}

/**
 * The frame of a review step (Send, Swap): its heading, what it reviews, and Edit (back to
 * the form, everything kept) beside Confirm, last, below anything that arrives late.
 */
export function ReviewSection(props: ReviewSectionProps) {
  const titleId = useId()
  return (
    <section
      className="foyer-stack foyer-stack-l"
      data-testid={props.testId}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="foyer-title">
        {props.title}
      </h2>
      {props.children}
      <div className="foyer-sign-in-actions">
        <Button variant="secondary" onClick={props.onEdit} data-testid="foyer-review-edit">
          {props.texts.review.edit}
        </Button>
        <Button
          onClick={props.onConfirm}
          disabled={props.confirmDisabled}
          data-testid="foyer-review-confirm"
        >
          {props.confirmLabel}
        </Button>
      </div>
    </section>
  )
}
