import { Button, RefreshIcon } from '@foyer/ui'
import { errorText, useMessages } from '../messages/context.js'

/** Props of {@link ConnectionFailed}. */
export interface ConnectionFailedProps {
  /** The error of the failed attempt; its SPEC §8 text is shown. */
  error: unknown
  /** A line under the error, e.g. 'Connection failed'. */
  note?: string
  /** The retry button's text. */
  retryLabel: string
  /** False until a retry is allowed (SPEC §9: 1 s after the attempt began). */
  canRetry: boolean
  onRetry: () => void
}

/**
 * A failed connection attempt: the mapped SPEC §8 text as an alert, an optional note and a
 * retry button (`data-testid="foyer-connect-retry"`).
 */
export function ConnectionFailed({
  error,
  note,
  retryLabel,
  canRetry,
  onRetry,
}: ConnectionFailedProps) {
  const messages = useMessages()
  return (
    <>
      <p className="foyer-title" role="alert">
        {errorText(messages, error)}
      </p>
      {note && <p className="foyer-muted">{note}</p>}
      <Button
        variant="secondary"
        leadingIcon={<RefreshIcon />}
        disabled={!canRetry}
        onClick={onRetry}
        data-testid="foyer-connect-retry"
      >
        {retryLabel}
      </Button>
    </>
  )
}
