import type { ConnectMethod } from '@foyer/common'
import type { FoyerClient } from '@foyer/core'
import { type ComponentType, lazy, Suspense, useId } from 'react'
import { useClient } from '../../client/client-context.js'
import { useMessages } from '../../messages/context.js'
import { useConnectors } from '../../wallets/use-connectors.js'
import { CollapsedWallets } from './collapsed-wallets.js'
import { LegalCheckbox, useLegalAccepted } from './legal-checkbox.js'
import { WalletSection } from './wallet-section.js'

/** The email field is the optional email module: its own chunk, loaded only when shown. */
const EmailSection = lazy(() =>
  import('../email/email-module.js').then((module) => ({ default: module.EmailSection })),
)

/** The social buttons are the optional socials module: their own chunk, loaded only when shown. */
const SocialSection = lazy(() =>
  import('../social/social-module.js').then((module) => ({ default: module.SocialSection })),
)

/** The passkey entry: its own chunk too, shown with the embedded wallet's email or social logins. */
const PasskeySection = lazy(() =>
  import('../passkey/passkey-section.js').then((module) => ({ default: module.PasskeySection })),
)

/** The sections the Connect view can show, by connect method. */
export type ConnectSections = Partial<Record<ConnectMethod, ComponentType>>

/**
 * The sections this version offers: email and social (the embedded wallet, shown only when an
 * adapter offers its AUTH connector) and wallet.
 */
export const DEFAULT_CONNECT_SECTIONS: ConnectSections = {
  email: EmailSection,
  social: SocialSection,
  wallet: WalletSection,
}

/**
 * The connect methods to show, in the configured order (SPEC §1: email, social, wallet by
 * default): each must have a section, and email and social must be enabled. `emailAvailable`
 * (`socialAvailable`) false hides email (social): the built-in section without an embedded
 * wallet to log in to.
 */
export function visibleConnectMethods(
  client: FoyerClient,
  sections: ConnectSections,
  emailAvailable = true,
  socialAvailable = true,
): ConnectMethod[] {
  const { features } = client.options
  return features.connectMethodsOrder.filter((method) => {
    if (!sections[method]) return false
    if (method === 'email') return features.email && emailAvailable
    if (method === 'social') return features.socials.length > 0 && socialAvailable
    return true
  })
}

/** Props of {@link ConnectView}. */
export interface ConnectViewProps {
  /** The sections by connect method; {@link DEFAULT_CONNECT_SECTIONS} by default. */
  sections?: ConnectSections
}

/**
 * The Connect view (SPEC §2): email, social and wallet sections in the configured order. With
 * `features.legalCheckbox` the legal checkbox comes first and every method is disabled until
 * it is ticked; with `features.collapseWallets` the wallet list is one "Continue with a
 * wallet" entry while email or social methods show.
 */
export function ConnectView({ sections = DEFAULT_CONNECT_SECTIONS }: ConnectViewProps) {
  const client = useClient()
  const messages = useMessages()
  const connectors = useConnectors(client)
  const legalAccepted = useLegalAccepted(client)
  const hintId = useId()
  // The built-in email and social sections need the embedded wallet; an app's own do not.
  const hasAuth = connectors.some((connector) => connector.type === 'AUTH')
  const emailAvailable = sections.email !== EmailSection || hasAuth
  const socialAvailable = sections.social !== SocialSection || hasAuth
  const methods = visibleConnectMethods(client, sections, emailAvailable, socialAvailable)
  const { legalCheckbox, collapseWallets } = client.options.features
  const collapse = collapseWallets && methods.some((method) => method !== 'wallet')
  // Passkeys are the embedded wallet's: offered beside its email or social logins.
  const passkeys = hasAuth && methods.some((method) => method === 'email' || method === 'social')
  const methodSections = methods.map((method) => {
    const Section = sections[method]!
    return (
      <section
        key={method}
        data-connect-method={method}
        aria-label={
          method === 'wallet'
            ? messages.connect.walletSection
            : method === 'social'
              ? messages.social.section
              : undefined
        }
      >
        <Suspense fallback={null}>
          {method === 'wallet' && collapse ? <CollapsedWallets Section={Section} /> : <Section />}
        </Suspense>
      </section>
    )
  })
  if (passkeys) {
    // Right after the last email or social section.
    // (`findLastIndex` is ES2023: apps type-checking against ES2022 would reject it.)
    const at =
      methods.reduce(
        (last, method, index) => (method === 'email' || method === 'social' ? index : last),
        -1,
      ) + 1
    methodSections.splice(
      at,
      0,
      <section key="passkey" data-testid="foyer-passkey-section">
        <Suspense fallback={null}>
          <PasskeySection />
        </Suspense>
      </section>,
    )
  }
  if (!legalCheckbox) {
    return (
      <div className="foyer-stack foyer-stack-l" data-testid="foyer-view-Connect">
        {methodSections}
      </div>
    )
  }
  return (
    <div className="foyer-stack foyer-stack-l" data-testid="foyer-view-Connect">
      <LegalCheckbox client={client} hintId={hintId} />
      {!legalAccepted && (
        <p id={hintId} className="foyer-muted foyer-small" data-testid="foyer-legal-hint">
          {messages.connect.legalHint}
        </p>
      )}
      <fieldset
        className="foyer-connect-methods"
        disabled={!legalAccepted}
        aria-describedby={legalAccepted ? undefined : hintId}
      >
        <div className="foyer-stack foyer-stack-l">{methodSections}</div>
      </fieldset>
    </div>
  )
}
