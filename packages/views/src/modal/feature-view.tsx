import { isRestrictedTimeZone, type View } from '@foyer/core'
import { type ComponentType, lazy } from 'react'
import { useClient } from '../client/client-context.js'
import { withConnectedStyles } from '../styles/connected-styles.js'
import { UnavailableView } from './unavailable-view.js'

/** The switchable features (SPEC §1) that bring a view of their own. */
export type ViewFeature = 'send' | 'receive' | 'onramp'

/**
 * Renders an optional feature's view only when the feature is on; its code (a lazy
 * component, its own chunk) is then imported on first render. With the feature off the
 * view is unavailable and nothing is loaded.
 */
function FeatureGate({
  feature,
  view,
  component: Component,
}: {
  feature: ViewFeature
  view: View
  component: ComponentType
}) {
  const client = useClient()
  if (!client.options.features[feature]) return <UnavailableView view={view} />
  // SPEC §6: the on-ramp is hidden in the restricted time zones.
  if (feature === 'onramp' && isRestrictedTimeZone(client)) return <UnavailableView view={view} />
  return <Component />
}

const LazySendView = lazy(() => withConnectedStyles(import('../views/send/send-view.js')))
const LazyReceiveView = lazy(() => withConnectedStyles(import('../views/receive/receive-view.js')))

/** The send module's view (`WalletSend`), behind `features.send`. */
export function SendFeatureView() {
  return <FeatureGate feature="send" view="WalletSend" component={LazySendView} />
}

const LazySwapView = lazy(() => withConnectedStyles(import('../views/swap/swap-view.js')))

/**
 * The swaps module's view (`Swap`), behind `features.swaps`, and hidden in the restricted
 * time zones (SPEC §6): there it is unavailable and its chunk is never loaded.
 */
export function SwapFeatureView() {
  const client = useClient()
  if (!client.options.features.swaps || isRestrictedTimeZone(client)) {
    return <UnavailableView view="Swap" />
  }
  return <LazySwapView />
}

/** The receive module's view (`WalletReceive`), behind `features.receive`. */
export function ReceiveFeatureView() {
  return <FeatureGate feature="receive" view="WalletReceive" component={LazyReceiveView} />
}

const LazyOnrampView = lazy(() => withConnectedStyles(import('../views/onramp/onramp-view.js')))

/** The on-ramp module's view (`OnRampProviders`), behind `features.onramp` and SPEC §6's time zones. */
export function OnrampFeatureView() {
  return <FeatureGate feature="onramp" view="OnRampProviders" component={LazyOnrampView} />
}
