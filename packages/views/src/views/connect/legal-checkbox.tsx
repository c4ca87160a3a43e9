import { type FoyerClient, setLegalAccepted } from '@foyer/core'
import { Fragment, type ReactNode, useId, useSyncExternalStore } from 'react'
import { useMessages } from '../../messages/context.js'

/** Whether the visitor ticked the legal checkbox, kept by core for the page's session. */
export function useLegalAccepted(client: FoyerClient): boolean {
  const modal = client.stores.modal
  return useSyncExternalStore(
    modal.subscribe,
    () => modal.getState().legalAccepted,
    () => false,
  )
}

/**
 * The legal checkbox (SPEC §1, `features.legalCheckbox`): "I agree to the Terms of Service and
 * the Privacy Policy", each a link to the app's page (a new tab). `describedBy` names the hint
 * that says why the connect methods below are disabled.
 */
export function LegalCheckbox({ client, hintId }: { client: FoyerClient; hintId: string }) {
  const messages = useMessages()
  const accepted = useLegalAccepted(client)
  const id = useId()
  const { termsConditionsUrl, privacyPolicyUrl } = client.options.legal
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="foyer-legal-link">
      {text}
    </a>
  )
  const parts = {
    terms: termsConditionsUrl ? link(termsConditionsUrl, messages.connect.termsOfService) : null,
    privacy: privacyPolicyUrl ? link(privacyPolicyUrl, messages.connect.privacyPolicy) : null,
  }
  const template =
    parts.terms && parts.privacy
      ? messages.connect.legalAgree
      : parts.terms
        ? messages.connect.legalAgreeTerms
        : messages.connect.legalAgreePrivacy
  return (
    <div className="foyer-legal" data-testid="foyer-legal">
      <input
        id={id}
        type="checkbox"
        className="foyer-legal-checkbox"
        checked={accepted}
        aria-describedby={accepted ? undefined : hintId}
        data-testid="foyer-legal-checkbox"
        onChange={(event) => setLegalAccepted(client, event.currentTarget.checked)}
      />
      <label htmlFor={id} className="foyer-legal-text">
        {withLinks(template, parts)}
      </label>
    </div>
  )
}

/** The translated sentence with its `{terms}` and `{privacy}` placeholders as links. */
function withLinks(template: string, parts: Record<'terms' | 'privacy', ReactNode>): ReactNode[] {
  return template.split(/(\{terms\}|\{privacy\})/).map((piece, index) => {
    const name = piece === '{terms}' ? 'terms' : piece === '{privacy}' ? 'privacy' : undefined
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence
    return <Fragment key={index}>{name ? parts[name] : piece}</Fragment>
  })
}
