import { Button } from '@foyer/ui'
import { useClient } from '../../client/client-context.js'
import { t, useMessages } from '../../messages/context.js'
import { useConnectors } from '../../wallets/use-connectors.js'
import { SOCIAL_BRANDS } from './social-brands.js'
import { SocialIcon } from './social-icons.js'
import { SOCIAL_OPTIONS, visibleSocialLogins } from './social-options.js'
import { useConfiguredLogins } from './use-configured-logins.js'

/**
 * The Connect view's social logins (SPEC §1, §2), in the order of `features.socials`: the
 * first as a full-width "Continue with …" button, the others as a row of icon buttons named
 * after their provider. A click opens the login popup at once (see `startSocialLogin`). Only
 * the logins the project's auth service has configured show, once the frame has said which.
 */
export function SocialSection() {
  const client = useClient()
  const messages = useMessages()
  const connectors = useConnectors(client)
  const hasAuth = connectors.some((connector) => connector.type === 'AUTH')
  // Asking the frame starts loading it, so a click finds it ready.
  const configured = useConfiguredLogins(client, hasAuth)
  if (configured === undefined) return null
  const logins = visibleSocialLogins(client, hasAuth, configured)
  if (logins.length === 0) return null
  const [first, ...rest] = logins
  const select = (login: (typeof logins)[number]) => SOCIAL_OPTIONS[login]?.select(client)
  return (
    <div className="foyer-stack">
      <Button
        variant="secondary"
        fullWidth
        leadingIcon={<SocialIcon login={first!} />}
        data-testid={`foyer-social-${first}`}
        onClick={() => select(first!)}
      >
        {t(messages.social.continueWith, { name: SOCIAL_BRANDS[first!].name })}
      </Button>
      {rest.length > 0 && (
        <div className="foyer-social-row">
          {rest.map((login) => (
            <button
              key={login}
              type="button"
              className="foyer-social-button"
              data-testid={`foyer-social-${login}`}
              aria-label={t(messages.social.continueWith, { name: SOCIAL_BRANDS[login].name })}
              title={SOCIAL_BRANDS[login].name}
              onClick={() => select(login)}
            >
              <SocialIcon login={login} size={28} />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
