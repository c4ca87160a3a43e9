import { connectEmail, pushView, verifyEmailDevice } from '@foyer/core'
import { Button } from '@foyer/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { errorText, t, useMessages } from '../../messages/context.js'
import { enDevice } from '../../messages/en-device.js'
import { useResendCooldown } from './use-resend-cooldown.js'

/** How long the mailed link works (the auth server's `DEVICE_LINK_TTL_MS`). */
const DEVICE_LINK_LIFETIME_MS = 10 * 60_000
/** The pause before the modal asks the frame to wait again. */
const RETRY_AFTER_MS = 2_000

/**
 * The verify-device step of an email login (SPEC §4): a known email on a new browser. The
 * auth server mailed a link that confirms this browser; the wallet frame waits for it (from
 * the moment the step shows, as long as the link works) and then the login continues to the
 * code step by itself; once the link's time is over, Continue waits again. A new email can be
 * asked for once the 30 s cooldown is over. Messages sit below the buttons, so nothing the
 * user is about to click moves.
 */
export function EmailVerifyDeviceView() {
  const client = useClient()
  const messages = useMessages()
  // The step's own texts: lazily loaded with it, the catalogue's over their English.
  const texts = { ...enDevice, ...messages.device }
  const email = client.storage.get('email') ?? ''
  const [note, setNote] = useState<{ kind: 'error' | 'notice'; text: string } | undefined>()
  const [waiting, setWaiting] = useState(false)
  const [resending, setResending] = useState(false)
  const [cooldown, restartCooldown] = useResendCooldown(client)
  /** The current wait: a wait whose number is no longer current (unmounted, restarted) stops. */
  const current = useRef(0)
  // Read when a wait ends, so a catalogue that arrives meanwhile does not restart the wait.
  const messagesRef = useRef(messages)
  messagesRef.current = messages

  const wait = useCallback(async () => {
    const run = ++current.current
    const live = () => current.current === run
    setWaiting(true)
    setNote(undefined)
    // One wait of the frame ends before the bridge's 30 s timeout; the modal waits again (its
    // reason shown) until the link's 10 minutes are over, then Continue starts over.
    const deadline = Date.now() + DEVICE_LINK_LIFETIME_MS
    for (;;) {
      try {
        await verifyEmailDevice(client)
        if (live()) pushView(client, 'EmailVerifyOtp')
        return
      } catch (caught) {
        if (!live()) return
        setNote({ kind: 'error', text: errorText(messagesRef.current, caught) })
      }
      if (Date.now() + RETRY_AFTER_MS > deadline) break
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS))
      if (!live()) return
    }
    setWaiting(false)
  }, [client])

  useEffect(() => {
    void wait()
    return () => {
      current.current += 1
    }
  }, [wait])

  const resend = async () => {
    setResending(true)
    setNote(undefined)
    try {
      await connectEmail(client, email)
      setNote({ kind: 'notice', text: texts.sent })
    } catch (caught) {
      setNote({ kind: 'error', text: errorText(messages, caught) })
    } finally {
      restartCooldown()
      setResending(false)
    }
  }

  return (
    <div className="foyer-stack foyer-stack-l" data-testid="foyer-view-EmailVerifyDevice">
      <p className="foyer-center">{t(messages.email.deviceIntro, { email })}</p>
      <Button
        loading={waiting}
        disabled={waiting}
        fullWidth
        data-testid="foyer-device-continue"
        onClick={() => void wait()}
      >
        {messages.email.deviceContinue}
      </Button>
      <Button
        type="button"
        variant="ghost"
        fullWidth
        loading={resending}
        disabled={cooldown > 0 || resending}
        data-testid="foyer-device-resend"
        onClick={() => void resend()}
      >
        {cooldown > 0 ? t(texts.resendIn, { seconds: cooldown }) : texts.resend}
      </Button>
      <p
        className={note?.kind === 'error' ? 'foyer-field-error' : 'foyer-center'}
        role={note?.kind === 'error' ? 'alert' : 'status'}
        data-testid="foyer-device-note"
      >
        {note?.text}
      </p>
    </div>
  )
}
