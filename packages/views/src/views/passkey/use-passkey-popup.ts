import {
  addPasskey,
  connectPasskey,
  exportKey,
  type FoyerClient,
  type PasskeyMode,
  type PasskeyPopup,
  showAccountAfterLogin,
} from '@foyer/core'
import { openPasskeyPopup } from '@foyer/core/login'
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

/** Opens the (empty) passkey popup; replaceable in tests. */
export type PasskeyPopupOpener = () => PasskeyPopup | null

/**
 * Runs passkey ceremonies from a click: the popup opens synchronously in the handler (no popup
 * blocker), the frame's passkey page takes over, and the view shows waiting, failure or (for
 * `add`) success. A login or sign-up ends on Account.
 */
export function usePasskeyPopup(client: FoyerClient, open: PasskeyPopupOpener = openPasskeyPopup) {
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
          else showAccountAfterLogin(client)
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
