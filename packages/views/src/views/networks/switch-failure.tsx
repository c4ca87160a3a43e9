import { errorFromProvider, type Network } from '@foyer/common'
import { Button } from '@foyer/ui'
import { errorText, t, useMessages } from '../../messages/context.js'
import { NO_ANSWER } from './wallet-answer.js'

/** Props of {@link SwitchFailure}. */
export interface SwitchFailureProps {
  /** The network the wallet did not switch to. */
  network: Network
  /** Why (a refusal, 'Chain is not supported', no answer in time, …). */
  error: unknown
  /** Asks the wallet again. */
  onRetry: () => void
}

/**
 * What the Networks list shows, below the list (so no option moves), when a switch failed:
 * the SPEC message, the fallback of switching in the wallet itself (the app follows the
 * wallet's `chainChanged`) unless the person said no, and a retry. The connection is kept.
 */
export function SwitchFailure({ network, error, onRetry }: SwitchFailureProps) {
  const messages = useMessages()
  const rejected = errorFromProvider(error).code === 'USER_REJECTED'
  return (
    <div className="foyer-stack" role="alert" data-testid="foyer-switch-failure">
      <p className="foyer-field-error" data-testid="foyer-switch-error">
        {error === NO_ANSWER ? messages.networks.noAnswer : errorText(messages, error)}
      </p>
      {!rejected && (
        <p className="foyer-muted" data-testid="foyer-switch-in-wallet">
          {t(messages.networks.switchInWallet, { network: network.name })}
        </p>
      )}
      <Button variant="secondary" onClick={onRetry} data-testid="foyer-switch-retry">
        {messages.connecting.retry}
      </Button>
    </div>
  )
}
