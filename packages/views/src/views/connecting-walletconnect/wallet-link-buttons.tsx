import { ExternalLinkIcon } from '@foyer/ui'
import { t, useMessages } from '../../messages/context.js'
import type { WalletLinks } from './wallet-links.js'

/** Props of {@link WalletLinkButtons}. */
export interface WalletLinkButtonsProps {
  name: string
  links: WalletLinks
  /** The platform links to offer, in order. */
  order: readonly (keyof WalletLinks)[]
  /** The first link is the main action (on phones, the deep link comes first). */
  primaryFirst?: boolean
}

/**
 * Links that open the chosen wallet with the pairing uri: its app on this phone, its
 * desktop app, or its web app. Only links that passed `walletLinks` are shown.
 */
export function WalletLinkButtons({ name, links, order, primaryFirst }: WalletLinkButtonsProps) {
  const messages = useMessages()
  const labels = {
    mobile: messages.walletConnect.openMobile,
    desktop: messages.walletConnect.openDesktop,
    web: messages.walletConnect.openWeb,
  }
  const shown = order.filter((platform) => links[platform])
  if (shown.length === 0) return null
  return (
    <div className="foyer-stack">
      {shown.map((platform, index) => {
        const web = platform === 'web'
        return (
          <a
            key={platform}
            className="foyer-button foyer-link-button"
            data-variant={primaryFirst && index === 0 ? 'primary' : 'secondary'}
            data-size="md"
            data-testid={`foyer-wc-open-${platform}`}
            href={links[platform]}
            {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <span className="foyer-button-label">{t(labels[platform], { name })}</span>
            {web && <ExternalLinkIcon />}
          </a>
        )
      })}
    </div>
  )
}
