import { Button } from '@foyer/ui'
import { errorText, useMessages } from '../../messages/context.js'

/** Props of {@link SwitchFailure}. */
export interface SwitchFailureProps {
  /** Why (a refusal, 'Chain is not supported', no answer in time: 'Request was aborted', …). */
  error: unknown
  /** Asks the wallet again. */
  onRetry: () => void
}

/**
 * What the Networks list shows, below the list (so no option moves), when a switch failed:
 * the SPEC message and a retry. The connection is kept; a switch made in the wallet itself
 * later moves the app (`chainChanged`).
 */
export function SwitchFailure({ error, onRetry }: SwitchFailureProps) {
  const messages = useMessages()
  return (
    <div className="foyer-stack" role="alert" data-testid="foyer-switch-failure">
      <p className="foyer-field-error" data-testid="foyer-switch-error">
        {errorText(messages, error)}
      </p>
      <Button variant="secondary" onClick={onRetry} data-testid="foyer-switch-retry">
        {messages.connecting.retry}
      </Button>
    </div>
  )
}
