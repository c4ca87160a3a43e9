'use client'

export { type ConnectWalletSources, connectWalletOptions, type WalletOption } from '@foyer/core'
export { ClientProvider, useClient } from './client/client-context.js'
export {
  useAccountState,
  useActiveNamespace,
  useActiveNetwork,
  useNetworkState,
  useNetworks,
} from './client/use-client-state.js'
export { type ReadableStore, shallowEqual, useStoreSelector } from './client/use-store.js'
export { formatAmount, formatAmountWithSymbol } from './internal/format-amount.js'
export { type PreloadStatus, usePreloadedImage } from './internal/use-preloaded-image.js'
export {
  VirtualList,
  type VirtualListProps,
  type VirtualRowProps,
} from './internal/virtual-list.js'
export * from './messages/index.js'
export { FoyerModal, type FoyerModalProps } from './modal/foyer-modal.js'
export { UnavailableView } from './modal/unavailable-view.js'
export { VIEW_COMPONENTS } from './modal/view-registry.js'
export { connectedViewsCss } from './styles/connected-views-css.js'
export { VIEW_STYLES_ATTRIBUTE } from './styles/inject-view-styles.js'
export { viewsCss } from './styles/views-css.js'
export { AlertSurface } from './surfaces/alert-surface.js'
export { TOAST_DURATION_MS, ToastSurface } from './surfaces/toast-surface.js'
export { AccountView } from './views/account/account-view.js'
export {
  type ConnectSections,
  ConnectView,
  type ConnectViewProps,
  DEFAULT_CONNECT_SECTIONS,
  visibleConnectMethods,
} from './views/connect/connect-view.js'
export { formatCount, WalletSection } from './views/connect/wallet-section.js'
export { ConnectingExternalView } from './views/connecting-external/connecting-external-view.js'
export {
  type WalletLinks,
  walletConnectLink,
  walletLinks,
} from './views/connecting-walletconnect/wallet-links.js'
export { NetworkList, type NetworkListProps } from './views/networks/network-list.js'
export { NetworksView } from './views/networks/networks-view.js'
export { UnsupportedChainView } from './views/unsupported-chain/unsupported-chain-view.js'
