import { type AccountState, pushView } from '@foyer/core'
import { Button } from '@foyer/ui'
import { lazy, Suspense } from 'react'
import { useClient } from '../../client/client-context.js'
import { t, useMessages } from '../../messages/context.js'
import { SOCIAL_BRANDS } from '../social/social-brands.js'

/** Account's passkey buttons: their own chunk (with the passkey popup runner), loaded when shown. */
const LazyPasskeyButton = lazy(() =>
  import('../passkey/passkey-account-button.js').then((module) => ({
    default: module.PasskeyAccountButton,
  })),
)

function PasskeyButton({ action }: { action: 'add' | 'export' }) {
  return (
    <Suspense fallback={null}>
      <LazyPasskeyButton action={action} />
    </Suspense>
  )
}

/** Props of {@link AccountLoginInfo}. */
export interface AccountLoginInfoProps {
  account: Pick<AccountState, 'user' | 'socialProvider'>
}

/**
 * How an embedded-wallet account logged in, under the Account header: "Signed in as <email>"
 * with "Edit email" for an email login, "Signed in with GitHub as octocat" for a social one,
 * each with "Add a passkey".
 * Nothing for a wallet account.
 */
export function AccountLoginInfo({ account }: AccountLoginInfoProps) {
  const client = useClient()
  const messages = useMessages()
  const social = account.socialProvider as keyof typeof SOCIAL_BRANDS | undefined
  const email = account.user?.email
  if (social && SOCIAL_BRANDS[social]) {
    const provider = SOCIAL_BRANDS[social].name
    const username = account.user?.username || email
    return (
      <>
        <span className="foyer-muted" data-testid="foyer-account-social">
          {username
            ? t(messages.social.signedInAs, { provider, username })
            : t(messages.social.signedInWith, { provider })}
        </span>
        <PasskeyButton action="add" />
        <PasskeyButton action="export" />
      </>
    )
  }
  if (!email) {
    // A passkey-only account: no email or social login to show, its key to export.
    return account.user ? <PasskeyButton action="export" /> : null
  }
  return (
    <>
      <span className="foyer-muted" data-testid="foyer-account-email">
        {t(messages.email.signedInAs, { email })}
      </span>
      <Button
        variant="ghost"
        size="sm"
        data-testid="foyer-account-edit-email"
        onClick={() => pushView(client, 'UpdateEmailWallet')}
      >
        {messages.updateEmail.edit}
      </Button>
      <PasskeyButton action="add" />
      <PasskeyButton action="export" />
    </>
  )
}
