import { FARCASTER_LOGIN_TIMEOUT_MS, showAccountAfterLogin, showFarcasterQr } from '@foyer/core'
import { runFarcasterLogin } from '@foyer/core/login'
import { Button } from '@foyer/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { errorText, useMessages } from '../../messages/context.js'

/** The room the frame gets inside the view: its QR code, "open" link, copy button and note. */
const FARCASTER_FRAME_HEIGHT_PX = 330

type Phase =
  | { kind: 'loading' }
  | { kind: 'waiting' }
  | { kind: 'error'; message: string }
  | { kind: 'timeout' }

/**
 * The ConnectingFarcaster view (SPEC §2): Sign In With Farcaster through the embedded wallet.
 * The frame opens a relay channel and draws its QR code, "open in Farcaster" link and copy
 * button itself, laid over this view's slot: the channel URL carries the token that completes
 * the login, so it stays in the frame's origin and the page gets only status events. The view
 * then waits until the user approves in their Farcaster client, and shows Account once the
 * FID's wallet is connected. Errors and the timeout offer to start again with a new code.
 */
export function ConnectingFarcasterView() {
  const timeoutMs = FARCASTER_LOGIN_TIMEOUT_MS
  const client = useClient()
  const messages = useMessages()
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const slot = useRef<HTMLDivElement>(null)
  // The latest catalogue for texts, without restarting the login when it loads.
  const messagesRef = useRef(messages)
  messagesRef.current = messages

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the login with a fresh channel
  useEffect(() => {
    const target = slot.current
    if (!target) return
    const controller = new AbortController()
    setPhase({ kind: 'loading' })
    const { farcaster } = messagesRef.current
    runFarcasterLogin(client, target, {
      labels: {
        qrLabel: farcaster.qrLabel,
        openLabel: farcaster.openLink,
        copyLabel: farcaster.copyLink,
        copiedLabel: farcaster.linkCopied,
        copyFailedLabel: farcaster.copyFailed,
      },
      signal: controller.signal,
      timeoutMs,
      onShown: () => setPhase({ kind: 'waiting' }),
      onStatus: (status) => {
        if (status.status === 'waiting') setPhase({ kind: 'waiting' })
        else if (status.status === 'expired') setPhase({ kind: 'timeout' })
      },
    }).then(
      (outcome) => {
        if (outcome === 'timeout') setPhase({ kind: 'timeout' })
        else showAccountAfterLogin(client)
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return
        setPhase((now) =>
          now.kind === 'timeout'
            ? now
            : { kind: 'error', message: errorText(messagesRef.current, caught) },
        )
      },
    )
    return () => {
      controller.abort()
      void showFarcasterQr(client, undefined).catch(() => undefined)
    }
  }, [client, timeoutMs, attempt])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const failed = phase.kind === 'error' || phase.kind === 'timeout'

  return (
    <div
      className="foyer-stack foyer-stack-l foyer-center"
      data-testid="foyer-view-ConnectingFarcaster"
    >
      {failed ? (
        <>
          <p className="foyer-field-error" role="alert" data-testid="foyer-farcaster-error">
            {phase.kind === 'timeout' ? messages.farcaster.timeout : phase.message}
          </p>
          <Button fullWidth onClick={retry} data-testid="foyer-farcaster-retry">
            {messages.farcaster.retry}
          </Button>
        </>
      ) : (
        <p>{messages.farcaster.intro}</p>
      )}
      {/* The frame's QR code and link are laid over this slot (kept mounted across retries). */}
      <div
        ref={slot}
        data-testid="foyer-farcaster-slot"
        aria-busy={phase.kind === 'loading'}
        style={{ height: failed ? 0 : FARCASTER_FRAME_HEIGHT_PX, width: '100%' }}
      />
      {failed ? null : (
        <p className="foyer-muted" role="status" data-testid="foyer-farcaster-status">
          {phase.kind === 'waiting' ? messages.farcaster.waiting : messages.farcaster.qrLoading}
        </p>
      )}
    </div>
  )
}

export default ConnectingFarcasterView
