import type { SocialProvider } from '@foyer/common'
import { goBack } from '@foyer/core'
import { PopupBlockedError } from '@foyer/core/login'
import { Button, Spinner } from '@foyer/ui'
import { useCallback, useSyncExternalStore } from 'react'
import { useClient } from '../../client/client-context.js'
import { useStoreSelector } from '../../client/use-store.js'
import { errorText, t, useMessages } from '../../messages/context.js'
import { SOCIAL_BRANDS } from './social-brands.js'
import { SocialIcon } from './social-icons.js'
import {
  cancelSocialLogin,
  currentSocialLogin,
  startSocialLogin,
  watchSocialLogin,
} from './social-login-run.js'

/**
 * The ConnectingSocial view: waits while the visitor logs in with the provider in the popup,
 * with Cancel (closes the popup); on failure shows the frame's message (else 'An error
 * occurred', 'Request was aborted' after 30 s) and Try again, which opens a new popup in
 * its own click. Leaving the view cancels a login still under way (see `startSocialLogin`).
 * Opened by core with `socialError` when a login that returned to the page (Telegram's
 * `result_uri`) failed: that error shows, with Try again only when the provider is known.
 */
export function ConnectingSocialView() {
  const client = useClient()
  const messages = useMessages()
  const provider = useStoreSelector(client.stores.router, (state) => state.data.social)
  // A login that returned to the page itself (Telegram's result_uri) and failed at start.
  const returnError = useStoreSelector(client.stores.router, (state) => state.data.socialError)
  const subscribe = useCallback(
    (listener: () => void) => watchSocialLogin(client, listener),
    [client],
  )
  const run = useSyncExternalStore(subscribe, () => currentSocialLogin(client))

  const login: SocialProvider | undefined = run?.provider ?? provider
  const name = login ? SOCIAL_BRANDS[login].name : ''
  const failed =
    run?.status === 'failed'
      ? run
      : !run && returnError
        ? { provider: login, error: returnError }
        : undefined
  return (
    <div
      className="foyer-stack foyer-center"
      data-testid="foyer-view-ConnectingSocial"
      data-status={failed ? 'failed' : (run?.status ?? 'idle')}
    >
      {login && <SocialIcon login={login} size={64} />}
      {failed ? (
        <>
          <p className="foyer-title" role="alert" data-testid="foyer-social-error">
            {failed.error instanceof PopupBlockedError
              ? messages.social.popupBlocked
              : errorText(messages, failed.error)}
          </p>
          <p className="foyer-muted">{messages.social.failedTitle}</p>
          {login && (
            <Button
              variant="secondary"
              data-testid="foyer-social-retry"
              onClick={() => startSocialLogin(client, login)}
            >
              {messages.social.retry}
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="foyer-title">{t(messages.social.waiting, { name })}</p>
          <p className="foyer-muted">{t(messages.social.waitingDescription, { name })}</p>
          <Spinner label={messages.modal.loading} />
          <Button
            variant="ghost"
            data-testid="foyer-social-cancel"
            onClick={() => {
              cancelSocialLogin(client)
              goBack(client)
            }}
          >
            {messages.social.cancel}
          </Button>
        </>
      )}
    </div>
  )
}
