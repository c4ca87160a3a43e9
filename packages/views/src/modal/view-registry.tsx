import type { View } from '@foyer/core'
import { type ComponentType, lazy, useState } from 'react'
import { withConnectedStyles } from '../styles/connected-styles.js'
import { ConnectView, type ConnectViewProps } from '../views/connect/connect-view.js'
import { ConnectingExternalView } from '../views/connecting-external/connecting-external-view.js'
/** Send and Receive are the optional send and receive modules: loaded only when enabled. */
import {
  OnrampFeatureView,
  ReceiveFeatureView,
  SendFeatureView,
  SwapFeatureView,
} from './feature-view.js'

type ConnectedViews = typeof import('../views/connected-views.js')

let connectedViews: ConnectedViews | undefined

/**
 * Loads the chunk of the views a connected visitor sees (Account, Networks, Unsupported
 * chain). The modal asks for it as soon as an account is connected, so it is there before
 * the visitor opens the modal again; a visitor who never connects never downloads it.
 */
export function loadConnectedViews(): Promise<ConnectedViews> {
  return withConnectedStyles(import('../views/connected-views.js')).then((module) => {
    connectedViews = module
    return module
  })
}

type ConnectedViewName = 'AccountView' | 'NetworksView' | 'UnsupportedChainView'

const LAZY_CONNECTED_VIEWS: Record<ConnectedViewName, ComponentType> = {
  AccountView: lazy(() => loadConnectedViews().then((module) => ({ default: module.AccountView }))),
  NetworksView: lazy(() =>
    loadConnectedViews().then((module) => ({ default: module.NetworksView })),
  ),
  UnsupportedChainView: lazy(() =>
    loadConnectedViews().then((module) => ({ default: module.UnsupportedChainView })),
  ),
}

/**
 * One of the connected views: rendered at once when its chunk has already loaded (no
 * spinner for a visitor who connected earlier), through `lazy` (the modal's spinner) until then.
 */
function ConnectedView({ name }: { name: ConnectedViewName }) {
  // Fixed for the life of this element, so that the chunk arriving does not remount the view.
  const [View] = useState(() => connectedViews?.[name] ?? LAZY_CONNECTED_VIEWS[name])
  return <View />
}

const AccountView = () => <ConnectedView name="AccountView" />
const NetworksView = () => <ConnectedView name="NetworksView" />
const UnsupportedChainView = () => <ConnectedView name="UnsupportedChainView" />

/** The all-wallets list is the optional allWallets module: its own chunk, loaded when shown. */
const AllWalletsView = lazy(() => import('../views/all-wallets/all-wallets-view.js'))
/** The WalletConnect views (QR code, links) are a chunk of their own too. */
const ConnectingWalletConnectView = lazy(
  () => import('../views/connecting-walletconnect/connecting-walletconnect-view.js'),
)
const ConnectingWalletConnectBasicView = lazy(
  () => import('../views/connecting-walletconnect/connecting-walletconnect-basic-view.js'),
)

/** Sign In With Farcaster (QR code and link): its own chunk, loaded when shown. */
const ConnectingFarcasterView = lazy(
  () => import('../views/farcaster/connecting-farcaster-view.js'),
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

/** ConnectingSocial: the socials module's chunk (with Connect's social buttons). */
const ConnectingSocialView = lazy(() =>
  import('../views/social/social-module.js').then((module) => ({
    default: module.ConnectingSocialView,
  })),
)

/** The email update's steps: their own chunk, loaded when an email user edits the email. */
const UpdateEmailWalletView = lazy(() =>
  import('../views/update-email/update-email-module.js').then((module) => ({
    default: module.UpdateEmailWalletView,
  })),
)
const UpdateEmailPrimaryOtpView = lazy(() =>
  import('../views/update-email/update-email-module.js').then((module) => ({
    default: module.UpdateEmailPrimaryOtpView,
  })),
)
const UpdateEmailSecondaryOtpView = lazy(() =>
  import('../views/update-email/update-email-module.js').then((module) => ({
    default: module.UpdateEmailSecondaryOtpView,
  })),
)

/** The sign-in views (SIWX and the EIP-4361-only SIWE) share a chunk, loaded when shown. */
const SiwxSignMessageView = lazy(() => import('../views/sign-in/sign-in-view.js'))
const ConnectingSiweView = lazy(() =>
  import('../views/sign-in/sign-in-view.js').then((module) => ({
    default: module.ConnectingSiweView,
  })),
)

/** The name registration views share a chunk, loaded when shown. */
const RegisterAccountNameView = lazy(() =>
  withConnectedStyles(import('../views/register-name/register-name-module.js')).then((module) => ({
    default: module.RegisterAccountNameView,
  })),
)
const RegisterAccountNameSuccessView = lazy(() =>
  withConnectedStyles(import('../views/register-name/register-name-module.js')).then((module) => ({
    default: module.RegisterAccountNameSuccessView,
  })),
)

/** The views this version renders; the others show {@link UnavailableView}. */
export const VIEW_COMPONENTS: Partial<Record<View, ComponentType<ConnectViewProps>>> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingFarcaster: ConnectingFarcasterView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  ApproveTransaction: ApproveTransactionView,
  ConnectingSocial: ConnectingSocialView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
  SIWXSignMessage: SiwxSignMessageView,
  ConnectingSiwe: ConnectingSiweView,
  WalletSend: SendFeatureView,
  WalletReceive: ReceiveFeatureView,
  Swap: SwapFeatureView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  OnRampProviders: OnrampFeatureView,
}
