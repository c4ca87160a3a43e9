import type { ConnectMethod } from '@foyer/common'
import type { FoyerClient } from '@foyer/core'
import type { ComponentType } from 'react'
import { useClient } from '../../client/client-context.js'
import { useMessages } from '../../messages/context.js'
import { WalletSection } from './wallet-section.js'

/** The sections the Connect view can show, by connect method. */
export type ConnectSections = Partial<Record<ConnectMethod, ComponentType>>

/**
 * The sections this version offers. Email and social login have no module yet, so their
 * sections are not shown even though the features are on by default (SPEC §1).
 */
export const DEFAULT_CONNECT_SECTIONS: ConnectSections = { wallet: WalletSection }

/**
 * The connect methods to show, in the configured order (SPEC §1: email, social, wallet by
 * default): each must have a section, and email and social must be enabled.
 */
export function visibleConnectMethods(
  client: FoyerClient,
  sections: ConnectSections,
): ConnectMethod[] {
  const { features } = client.options
  return features.connectMethodsOrder.filter((method) => {
    if (!sections[method]) return false
    if (method === 'email') return features.email
    if (method === 'social') return features.socials.length > 0
    return true
  })
}

/** Props of {@link ConnectView}. */
export interface ConnectViewProps {
  /** The sections by connect method; {@link DEFAULT_CONNECT_SECTIONS} by default. */
  sections?: ConnectSections
}

/** The Connect view (SPEC §2): email, social and wallet sections in the configured order. */
export function ConnectView({ sections = DEFAULT_CONNECT_SECTIONS }: ConnectViewProps) {
  const client = useClient()
  const messages = useMessages()
  const methods = visibleConnectMethods(client, sections)
  return (
    <div className="foyer-stack foyer-stack-l" data-testid="foyer-view-Connect">
      {methods.map((method) => {
        const Section = sections[method]!
        return (
          <section
            key={method}
            data-connect-method={method}
            aria-label={method === 'wallet' ? messages.connect.walletSection : undefined}
          >
            <Section />
          </section>
        )
      })}
    </div>
  )
}
