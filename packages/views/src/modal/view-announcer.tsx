import { useEffect, useRef, useState } from 'react'

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
 * into the new view.
 */
export function ViewAnnouncer({ view, title }: ViewAnnouncerProps) {
  const [text, setText] = useState('')
  const first = useRef(view)
  useEffect(() => {
    if (first.current === view) return
    first.current = ''
    setText(title)
  }, [view, title])
  return (
    <p className="foyer-visually-hidden" aria-live="polite" data-testid="foyer-view-announcer">
      {text}
    </p>
  )
}
