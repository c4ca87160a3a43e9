import { RECOVERY_PASSWORD_APPROVAL } from '@foyer/common'
import { findAuthConnector } from '@foyer/core'
import { useEffect, useRef } from 'react'
import { useClient } from '../../client/client-context.js'
import { useStoreSelector } from '../../client/use-store.js'
import { useMessages } from '../../messages/context.js'

/** The room the frame gets inside the modal for its approval dialog. */
const FRAME_HEIGHT_PX = 420

/**
 * ApproveTransaction (SPEC §2, §4): the embedded wallet's own frame, laid over this view
 * while it shows, so the approve and reject controls live in the frame's origin (a script
 * in the host page can neither read nor click them). Leaving the view hides the frame. Over
 * the frame's recovery password form it says so (its own title, see `useViewTitle`).
 */
export function ApproveTransactionView() {
  const client = useClient()
  const messages = useMessages()
  const placeholder = useRef<HTMLDivElement>(null)
  const recovery = useStoreSelector(
    client.stores.router,
    (state) => state.data.approval === RECOVERY_PASSWORD_APPROVAL,
  )
  useEffect(() => {
    const auth = findAuthConnector(client)?.auth
    if (!auth || !placeholder.current) return
    auth.showFrame(placeholder.current)
    return () => auth.showFrame(undefined)
  }, [client])
  return (
    <div className="foyer-stack" data-testid="foyer-view-ApproveTransaction">
      <p className="foyer-muted foyer-center">
        {recovery ? messages.email.recoveryIntro : messages.email.approveIntro}
      </p>
      <div
        ref={placeholder}
        data-testid="foyer-approve-frame-slot"
        style={{ height: FRAME_HEIGHT_PX, width: '100%' }}
      />
    </div>
  )
}
