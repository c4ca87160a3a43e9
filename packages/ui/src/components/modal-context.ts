import { createContext, useContext } from 'react'

/** Why the modal asks to be closed. */
export type ModalCloseReason = 'escape' | 'close-button' | 'outside'

/** What a {@link ModalShell} shares with its header and title. */
export interface ModalContextValue {
  /** The id of the title element, which labels the dialog. */
  titleId: string
  /** Asks the owner to close the modal (it decides: closing may be blocked). */
  requestClose: (reason: ModalCloseReason) => void
}

/** @internal */
export const ModalContext = createContext<ModalContextValue | null>(null)

/** The nearest {@link ModalShell}'s context; throws outside one. */
export function useModalContext(component: string): ModalContextValue {
  const context = useContext(ModalContext)
  if (!context) throw new Error(`<${component}> must be used inside <ModalShell>`)
  return context
}
