import { type EvmAdapterState, notifyConnectorsChanged } from '../state.js'
import { watchAnnouncedProviders } from './eip6963.js'
import { findInjectedProvider } from './injected.js'

/** The window-like object discovery runs on: events plus an optional `ethereum`. */
export type DiscoveryTarget = EventTarget & { ethereum?: unknown }

/** The event legacy injected wallets dispatch once `window.ethereum` is set. */
const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized'

/** What {@link startDiscovery} returns. */
export interface Discovery {
  /** Looks at `window.ethereum` again (it may be injected late). */
  refreshInjected(): void
  stop(): void
}

/**
 * Starts wallet discovery on `target`: EIP-6963 announcements and the legacy
 * `window.ethereum`. Every change of the connector list is reported with
 * `connectorsChanged`.
 */
export function startDiscovery(state: EvmAdapterState, target: DiscoveryTarget): Discovery {
  const refreshInjected = () => {
    if (state.registry.setInjected(findInjectedProvider(target))) notifyConnectorsChanged(state)
  }
  const stopAnnouncements = watchAnnouncedProviders(target, (announcement) => {
    if (state.registry.addAnnouncement(announcement)) notifyConnectorsChanged(state)
  })
  target.addEventListener(ETHEREUM_INITIALIZED_EVENT, refreshInjected)
  refreshInjected()
  return {
    refreshInjected,
    stop() {
      stopAnnouncements()
      target.removeEventListener(ETHEREUM_INITIALIZED_EVENT, refreshInjected)
    },
  }
}
