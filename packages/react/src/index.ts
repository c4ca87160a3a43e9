'use client'

// What a quick start needs besides this package: networks from viem chains, and the public types
// that the hooks below return, so an app installs @foyer/react and one adapter and nothing else.
export {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  FoyerError,
  fromViemChain,
  type Network,
  type ViemChainLike,
} from '@foyer/common'
export type {
  AccountState,
  ConnectedWalletInfo,
  ConnectionStatus,
  EmbeddedWalletStats,
  FoyerClientOptions,
  FoyerEventRecord,
  FoyerInitialState,
  StateCookieOptions,
  ThemeMode,
  ThemeVariables,
  WalletConnectionState,
  WalletListState,
  WalletOption,
} from '@foyer/core'
export {
  type Locale,
  type PartialViewMessages,
  SUPPORTED_LOCALES,
  type SupportedLocale,
  type ViewMessages,
} from '@foyer/views/base'
export { AccountButton, type AccountButtonProps } from './components/account-button.js'
export { ConnectButton, type ConnectButtonProps } from './components/connect-button.js'
export { FoyerEmbedded } from './components/foyer-embedded.js'
export { NetworkButton, type NetworkButtonProps } from './components/network-button.js'
export { createFoyer, type Foyer, type FoyerOptions } from './create-foyer.js'
export { createDirectoryClient } from './directory.js'
export { type UseDisconnectReturn, useDisconnect } from './hooks/use-disconnect.js'
export { useExportKey } from './hooks/use-export-key.js'
export { type UseFoyerReturn, useFoyer } from './hooks/use-foyer.js'
export { type UseFoyerAccountReturn, useFoyerAccount } from './hooks/use-foyer-account.js'
export { useFoyerEvents } from './hooks/use-foyer-events.js'
export { type UseFoyerLocaleReturn, useFoyerLocale } from './hooks/use-foyer-locale.js'
export { type UseFoyerNetworkReturn, useFoyerNetwork } from './hooks/use-foyer-network.js'
export { type UseFoyerProviderReturn, useFoyerProvider } from './hooks/use-foyer-provider.js'
export { type UseFoyerStateReturn, useFoyerState } from './hooks/use-foyer-state.js'
export { type UseFoyerThemeReturn, useFoyerTheme } from './hooks/use-foyer-theme.js'
export {
  type FoyerWalletPage,
  type UseFoyerWalletsReturn,
  useFoyerWallets,
} from './hooks/use-foyer-wallets.js'
export { useWalletInfo } from './hooks/use-wallet-info.js'
export { FoyerProvider, type FoyerProviderProps } from './provider.js'
