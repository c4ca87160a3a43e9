import { cancelSignIn, type SignInView, signIn } from '@foyer/core'
import { Button, Spinner, WalletImage } from '@foyer/ui'
import { useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { useStoreSelector } from '../../client/use-store.js'
import { errorText, t, useMessages } from '../../messages/context.js'
import { SignInSummary } from './sign-in-summary.js'

/**
 * The sign step of sign-in with wallet (SPEC §2, §4): the app's and the wallet's icons, what
 * the message says, and Sign / Cancel. Core's sign-in flow drives it: it shows a spinner
 * while a session is looked up or the message is prepared, 'Continue in your wallet' while
 * the wallet signs, and the error ('Signature declined', …) after a failure, with a fresh
 * message to sign again. Cancel disconnects when sign-in is required, else closes.
 */
function SignInStep({ view }: { view: SignInView }) {
  const client = useClient()
  const messages = useMessages()
  const state = useStoreSelector(client.stores.signIn, (s) => s)
  const wallet = useStoreSelector(client.stores.account, (s) =>
    s.activeNamespace ? s.byNamespace[s.activeNamespace]?.connectedWalletInfo : undefined,
  )
  const [cancelling, setCancelling] = useState(false)
  const { metadata } = client.options
  const status = state.status ?? 'idle'
  const signing = status === 'signing'
  const busy = status === 'checking' || status === 'preparing'
  if (!client.siwx) {
    return (
      <p className="foyer-notice" data-testid={`foyer-view-${view}`}>
        {messages.signIn.notEnabled}
      </p>
    )
  }
  const cancel = async () => {
    setCancelling(true)
    try {
      await cancelSignIn(client)
    } catch (error) {
      console.warn('[foyer] cancelling the sign-in failed', error)
    } finally {
      setCancelling(false)
    }
  }
  return (
    <div
      className="foyer-stack foyer-stack-l"
      data-testid={`foyer-view-${view}`}
      data-status={status}
    >
      <div className="foyer-sign-in-logos" aria-hidden="true">
        <WalletImage src={metadata.icons[0]} name={metadata.name} size={56} decorative />
        <WalletImage src={wallet?.icon} name={wallet?.name ?? ''} size={56} decorative />
      </div>
      <div className="foyer-stack foyer-center">
        <h2 className="foyer-title">{t(messages.signIn.heading, { name: metadata.name })}</h2>
        <p className="foyer-muted">
          {view === 'ConnectingSiwe'
            ? messages.signIn.siweDescription
            : messages.signIn.description}
        </p>
      </div>
      {state.error && status === 'error' ? (
        <p
          className="foyer-notice foyer-sign-in-error"
          role="alert"
          data-testid="foyer-sign-in-error"
        >
          {errorText(messages, state.error)}
        </p>
      ) : null}
      {state.message ? (
        <SignInSummary message={state.message} />
      ) : (
        <div className="foyer-center">
          <Spinner
            label={status === 'checking' ? messages.signIn.checking : messages.signIn.preparing}
          />
        </div>
      )}
      {signing ? (
        <p className="foyer-muted foyer-center" role="status">
          {messages.signIn.waiting}
        </p>
      ) : null}
      <div className="foyer-sign-in-actions">
        <Button
          variant="secondary"
          fullWidth
          loading={cancelling}
          onClick={() => void cancel()}
          data-testid="foyer-sign-in-cancel"
        >
          {messages.signIn.cancel}
        </Button>
        <Button
          fullWidth
          loading={signing}
          disabled={busy || !state.message}
          onClick={() =>
            void signIn(client).catch((error: unknown) => console.warn('[foyer]', error))
          }
          data-testid="foyer-sign-in-sign"
        >
          {signing
            ? messages.toasts.AUTHENTICATING
            : status === 'error'
              ? messages.signIn.retry
              : messages.signIn.sign}
        </Button>
      </div>
    </div>
  )
}

/** SIWXSignMessage: sign in with any chain (CAIP-122). Its own chunk, loaded when shown. */
export default function SiwxSignMessageView() {
  return <SignInStep view="SIWXSignMessage" />
}

/** ConnectingSiwe: the same step for the EVM adapter's EIP-4361-only `siweConfig`. */
export function ConnectingSiweView() {
  return <SignInStep view="ConnectingSiwe" />
}
