import type { View } from '@foyer/core'
import { type ComponentType, lazy } from 'react'
import { AccountView } from '../views/account/account-view.js'
import { ConnectView, type ConnectViewProps } from '../views/connect/connect-view.js'
import { ConnectingExternalView } from '../views/connecting-external/connecting-external-view.js'
import { NetworksView } from '../views/networks/networks-view.js'
import { UnsupportedChainView } from '../views/unsupported-chain/unsupported-chain-view.js'
/** Send and Receive are the optional send and receive modules: loaded only when enabled. */
import { ReceiveFeatureView, SendFeatureView } from './feature-view.js'

/** The all-wallets list is the optional allWallets module: its own chunk, loaded when shown. */
const AllWalletsView = lazy(() => import('../views/all-wallets/all-wallets-view.js'))
/** The WalletConnect views (QR code, links) are a chunk of their own too. */
const ConnectingWalletConnectView = lazy(
  () => import('../views/connecting-walletconnect/connecting-walletconnect-view.js'),
)
const ConnectingWalletConnectBasicView = lazy(
  () => import('../views/connecting-walletconnect/connecting-walletconnect-basic-view.js'),
)

/** The email login's steps and ApproveTransaction: the email module's chunks, loaded when shown. */
const EmailVerifyOtpView = lazy(() =>
  import('../views/email/email-module.js').then((module) => ({
    default: module.EmailVerifyOtpView,
  })),
)
const EmailVerifyDeviceView = lazy(() =>
  import('../views/email/email-module.js').then((module) => ({
    default: module.EmailVerifyDeviceView,
  })),
)
const ApproveTransactionView = lazy(() =>
  import('../views/email/email-module.js').then((module) => ({
    default: module.ApproveTransactionView,
  })),
)

/** The sign-in views (SIWX and the EIP-4361-only SIWE) share a chunk, loaded when shown. */
const SiwxSignMessageView = lazy(() => import('../views/sign-in/sign-in-view.js'))
const ConnectingSiweView = lazy(() =>
  import('../views/sign-in/sign-in-view.js').then((module) => ({
    default: module.ConnectingSiweView,
  })),
)

/** The views this version renders; the others show {@link UnavailableView}. */
export const VIEW_COMPONENTS: Partial<Record<View, ComponentType<ConnectViewProps>>> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  ApproveTransaction: ApproveTransactionView,
  SIWXSignMessage: SiwxSignMessageView,
  ConnectingSiwe: ConnectingSiweView,
  WalletSend: SendFeatureView,
  WalletReceive: ReceiveFeatureView,
}
