import {
  addPasskey,
  connectPasskey,
  exportKey,
  type FoyerClient,
  type PasskeyMode,
  type PasskeyPopup,
  resetView,
} from '@foyer/core'
import { useCallback, useRef, useState } from 'react'

/** Where a passkey ceremony started from this view stands. */
export type PasskeyRunState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'blocked' }
  | { status: 'failed'; message: string }
  | { status: 'added' }

/** What a passkey button does: log in, sign up, add a passkey, or export the key. */
export type PasskeyAction = PasskeyMode | 'add' | 'export'

/** The name of the passkey popup's window, so a second click reuses it. */
export const PASSKEY_POPUP_NAME = 'foyer-passkey'

/** Opens the (empty) passkey popup; replaceable in tests. */
export type PasskeyPopupOpener = () => PasskeyPopup | null

const openPopup: PasskeyPopupOpener = () =>
  // Not `noopener`: the frame's passkey page finds the wallet frame among the opener's frames.
  window.open('', PASSKEY_POPUP_NAME, 'popup=yes,width=480,height=560')

/**
 * Runs passkey ceremonies from a click: the popup opens synchronously in the handler (no popup
 * blocker), the frame's passkey page takes over, and the view shows waiting, failure or (for
 * `add`) success. A login or sign-up ends on Account.
 */
export function usePasskeyPopup(client: FoyerClient, open: PasskeyPopupOpener = openPopup) {
  const [state, setState] = useState<PasskeyRunState>({ status: 'idle' })
  const controller = useRef<AbortController | undefined>(undefined)
  const start = useCallback(
    (action: PasskeyAction) => {
      controller.current?.abort()
      const popup = open()
      if (!popup) {
        setState({ status: 'blocked' })
        return
      }
      const run = new AbortController()
      controller.current = run
      setState({ status: 'waiting' })
      const options = { signal: run.signal }
      const done =
        action === 'add'
          ? addPasskey(client, popup, options)
          : action === 'export'
            ? exportKey(client, popup, options)
            : connectPasskey(client, action, popup, options)
      done.then(
        () => {
          if (controller.current !== run) return
          controller.current = undefined
          if (action === 'add' || action === 'export') setState({ status: 'added' })
          else resetView(client, 'Account')
        },
        (error: unknown) => {
          if (controller.current !== run) return
          controller.current = undefined
          const message = error instanceof Error ? error.message : String(error)
          setState({ status: 'failed', message })
        },
      )
    },
    [client, open],
  )
  return { state, start }
}
