import {
  closeModal,
  type OpenModalParams,
  openModal,
  refreshAfterTransaction,
  type TransactionOutcome,
} from '@foyer/core'
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
  /**
   * For a transaction the app sent itself (not through Foyer): Foyer reads the balance again
   * at once and once the transaction is mined, so that its buttons and the modal show the new
   * balance within a block. Resolves with the mined block and outcome, when the adapter can
   * follow the transaction.
   */
  refreshAfterTransaction: (hash: string) => Promise<TransactionOutcome | undefined>
}

/** Opens and closes the modal; keeps balances fresh after the app's own transactions. */
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
      refreshAfterTransaction: (hash: string) => refreshAfterTransaction(client, { hash }),
    }),
    [client],
  )
}
