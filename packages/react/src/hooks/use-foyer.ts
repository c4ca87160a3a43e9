import { closeModal, type OpenModalParams, openModal } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerInstance } from '../context.js'
import { loadViews } from '../load-views.js'

/** What {@link useFoyer} returns. */
export interface UseFoyerReturn {
  /**
   * Opens the modal (SPEC §2): on `view` when given, else Account when connected, else
   * Connect. The modal's code loads first if it has not yet.
   */
  open: (options?: OpenModalParams) => Promise<void>
  /** Closes the modal unless a required sign-in blocks it (then it shakes); returns whether it closed. */
  close: () => boolean
}

/** Opens and closes the modal. */
export function useFoyer(): UseFoyerReturn {
  const { client } = useFoyerInstance()
  return useMemo(
    () => ({
      open: async (options?: OpenModalParams) => {
        const views = loadViews().catch((error: unknown) => {
          console.error('[foyer] the modal could not load', error)
        })
        await openModal(client, options)
        await views
      },
      close: () => closeModal(client),
    }),
    [client],
  )
}
