import { useState } from 'react'

/** Props of {@link ViewAnnouncer}. */
export interface ViewAnnouncerProps {
  /** The current view. */
  view: string
  /** The current view's title. */
  title: string
}

/**
 * A polite live region that announces the title of each view the modal moves to (not the
 * first one: the dialog's name announces that), for screen-reader users whose focus moves
 * into the new view. The text changes in the same render as the view, so a reader never
 * hears the previous view's title once focus is in the new one.
 */
export function ViewAnnouncer({ view, title }: ViewAnnouncerProps) {
  const [firstView] = useState(view)
  const [moved, setMoved] = useState(false)
  // Derived during render (React's "state from props" pattern), not in an effect that would
  // update the text one task after the view and its focus.
  if (!moved && view !== firstView) setMoved(true)
  return (
    <p className="foyer-visually-hidden" aria-live="polite" data-testid="foyer-view-announcer">
      {moved || view !== firstView ? title : ''}
    </p>
  )
}
