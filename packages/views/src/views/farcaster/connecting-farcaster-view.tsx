import {
  connectFarcaster,
  FARCASTER_LOGIN_TIMEOUT_MS,
  getFarcasterUrl,
  resetView,
} from '@foyer/core'
import { Button, CopyIcon, QrCode } from '@foyer/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { copyText } from '../../internal/copy-text.js'
import { errorText, useMessages } from '../../messages/context.js'

type Phase =
  | { kind: 'loading' }
  | { kind: 'waiting'; url: string }
  | { kind: 'error'; message: string }
  | { kind: 'timeout' }

/**
 * The ConnectingFarcaster view (SPEC §2): Sign In With Farcaster through the embedded wallet.
 * The frame opens a relay channel and hands back the Farcaster client URL (`farcasterUrl`),
 * shown as a QR code with copy and open buttons; the view then waits until the user approves
 * in their Farcaster client, and shows Account once the FID's wallet is connected. Errors
 * and the timeout offer to start again with a new code.
 */
export function ConnectingFarcasterView() {
  const timeoutMs = FARCASTER_LOGIN_TIMEOUT_MS
  const client = useClient()
  const messages = useMessages()
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // The latest catalogue for error texts, without restarting the login when it loads.
  const messagesRef = useRef(messages)
  messagesRef.current = messages

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the login with a fresh channel
  useEffect(() => {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    setPhase({ kind: 'loading' })
    void (async () => {
      try {
        const url = await getFarcasterUrl(client)
        if (controller.signal.aborted) return
        setPhase({ kind: 'waiting', url })
        await connectFarcaster(client, { signal: controller.signal })
        resetView(client, 'Account')
      } catch (caught) {
        if (timedOut) setPhase({ kind: 'timeout' })
        else if (!controller.signal.aborted)
          setPhase({ kind: 'error', message: errorText(messagesRef.current, caught) })
      } finally {
        clearTimeout(timer)
      }
    })()
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, timeoutMs, attempt])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const url = phase.kind === 'waiting' ? phase.url : undefined
  const copy = () => {
    if (!url) return
    void copyText(client, url, {
      copied: messages.farcaster.linkCopied,
      failed: messages.farcaster.copyFailed,
    })
  }

  return (
    <div
      className="foyer-stack foyer-stack-l foyer-center"
      data-testid="foyer-view-ConnectingFarcaster"
    >
      {phase.kind === 'error' || phase.kind === 'timeout' ? (
        <>
          <p className="foyer-field-error" role="alert" data-testid="foyer-farcaster-error">
            {phase.kind === 'timeout' ? messages.farcaster.timeout : phase.message}
          </p>
          <Button fullWidth onClick={retry} data-testid="foyer-farcaster-retry">
            {messages.farcaster.retry}
          </Button>
        </>
      ) : (
        <>
          <p>{messages.farcaster.intro}</p>
          <QrCode
            value={url}
            label={messages.farcaster.qrLabel}
            loadingLabel={messages.farcaster.qrLoading}
            size={240}
            data-testid="foyer-farcaster-qr"
            data-farcaster-url={url ?? ''}
          />
          <p className="foyer-muted" role="status" data-testid="foyer-farcaster-status">
            {url ? messages.farcaster.waiting : messages.farcaster.qrLoading}
          </p>
          <div className="foyer-stack">
            <Button
              variant="secondary"
              fullWidth
              disabled={!url}
              data-testid="foyer-farcaster-open"
              onClick={() => {
                if (url) window.open(url, '_blank', 'noopener,noreferrer')
              }}
            >
              {messages.farcaster.openLink}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              leadingIcon={<CopyIcon />}
              disabled={!url}
              onClick={copy}
              data-testid="foyer-farcaster-copy"
            >
              {messages.farcaster.copyLink}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}

export default ConnectingFarcasterView
