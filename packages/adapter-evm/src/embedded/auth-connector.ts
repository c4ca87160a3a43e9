import { FoyerError, type SupportedLocale } from '@foyer/common'
import {
  type ApprovalEvent,
  addressMayCarrySocialReturn,
  type EmailCodeStatus,
  type EmbeddedWalletAuth,
  type EmbeddedWalletConfig,
  type FarcasterLoginStatus,
  type FrameThemeSync,
} from '@foyer/core'
import type { EvmConnector } from '../discovery/connector-registry.js'
import { createProviderListeners } from '../provider/provider-listeners.js'
import type { Eip1193Provider } from '../provider/types.js'
import type { EmbeddedSession } from './embedded-session.js'

/** The id of the embedded wallet's AUTH connector, stored to reconnect after a reload. */
export const AUTH_CONNECTOR_ID = 'foyer-auth'

/** An AUTH connector: an EVM connector with the embedded wallet's login side. */
export type EvmAuthConnector = EvmConnector & { type: 'AUTH'; auth: EmbeddedWalletAuth }

/** Loads the session code (its own chunk); replaceable in tests. */
export type SessionLoader = () => Promise<typeof import('./embedded-session.js')>

const loadSessionModule: SessionLoader = () => import('./embedded-session.js')

/**
 * Creates the AUTH connector of the embedded wallet (SPEC §3). Nothing heavy happens here:
 * the bridge (`@foyer/frame-bridge`) and the frame's iframe load on first use — a login step,
 * a provider request (a reconnect after a reload) or `auth.ready()`. A failed load throws
 * 'Unable to load email login dependency' and is retried on the next use.
 */
export function createAuthConnector(
  config: EmbeddedWalletConfig,
  load: SessionLoader = loadSessionModule,
): EvmAuthConnector {
  const approvalListeners = new Set<(event: ApprovalEvent) => void>()
  const codeListeners = new Set<(status: EmailCodeStatus) => void>()
  const farcasterListeners = new Set<(status: FarcasterLoginStatus) => void>()
  const providerListeners = createProviderListeners()
  let loading: Promise<EmbeddedSession> | undefined
  let loaded: EmbeddedSession | undefined
  /** The modal's latest theme: sent when the frame loads, never a reason to load it. */
  let theme: FrameThemeSync | undefined
  /** The modal's latest locale, likewise. */
  let locale: SupportedLocale | undefined

  const session = (): Promise<EmbeddedSession> => {
    if (!loading) {
      const attempt = load().then(
        ({ EmbeddedSession }) =>
          new EmbeddedSession(config, {
            onApproval: (event) => {
              for (const listener of [...approvalListeners]) listener(event)
            },
            onCodeStatus: (status) => {
              for (const listener of [...codeListeners]) listener(status)
            },
            onFarcasterStatus: (status) => {
              for (const listener of [...farcasterListeners]) listener(status)
            },
            emit: providerListeners.emit,
          }),
        (cause: unknown) => {
          throw new FoyerError('EMAIL_LOGIN_DEPENDENCY_FAILED', { cause })
        },
      )
      loading = attempt
      attempt.then(
        (session) => {
          loaded = session
          if (theme) session.syncs.theme(theme)
          if (locale) session.syncs.locale(locale)
        },
        () => undefined,
      )
      attempt.catch(() => {
        if (loading === attempt) loading = undefined
      })
    }
    return loading
  }

  const provider: Eip1193Provider = {
    request: async (args) => (await session()).request(args),
    on: providerListeners.on,
    removeListener: providerListeners.removeListener,
  }

  const auth: EmbeddedWalletAuth = {
    ready: async () => (await session()).ready(),
    loginMethods: async () => (await session()).loginMethods(),
    connectEmail: async (email) => (await session()).connectEmail(email),
    connectDevice: async () => (await session()).connectDevice(),
    showCodeInput: async (target, options) => {
      // Hiding before the session exists: there is no frame to hide.
      if (!target && !loading) return
      await (await session()).showCodeInput(target, options)
    },
    onCodeStatus(listener) {
      codeListeners.add(listener)
      return () => codeListeners.delete(listener)
    },
    getSocialRedirectUri: async (social) => (await session()).getSocialRedirectUri(social),
    connectSocial: async (uri, options) => (await session()).connectSocial(uri, options),
    getPasskeyPopupUri: async () => (await session()).passkeyPopupUri(),
    connectPasskey: async (mode, options) => (await session()).connectPasskey(mode, options),
    addPasskey: async (options) => (await session()).addPasskey(options),
    exportKey: async (options) => (await session()).exportKey(options),
    showFarcasterQr: async (target, options) => {
      // Hiding before the session exists: there is no frame to hide.
      if (!target && !loading) return
      await (await session()).showFarcasterQr(target, options)
    },
    onFarcasterStatus(listener) {
      farcasterListeners.add(listener)
      return () => farcasterListeners.delete(listener)
    },
    connectFarcaster: async (options) => (await session()).connectFarcaster(options.signal),
    getUser: async (options) => (await session()).getUser(options),
    setPreferredAccount: async (type) => (await session()).setPreferredAccount(type),
    isConnected: async () => (await session()).isConnected(),
    getSmartAccountEnabledNetworks: async () => (await session()).smartAccountNetworks(),
    initSmartAccount: async () => (await session()).initSmartAccount(),
    updateEmail: async (email) => (await session()).updateEmail(email),
    signOut: async () => (await session()).signOut(),
    getDevices: async () => (await session()).getDevices(),
    revokeDevice: async (deviceId) => (await session()).revokeDevice(deviceId),
    setUpAuthenticator: async () => (await session()).setUpAuthenticator(),
    onApproval(listener) {
      approvalListeners.add(listener)
      return () => approvalListeners.delete(listener)
    },
    showFrame(target) {
      // Before the session exists there is no frame to show (and no approval to answer).
      void loading?.then((loaded) => loaded.showFrame(target)).catch(() => undefined)
    },
    syncTheme(next) {
      theme = next
      loaded?.syncs.theme(next)
    },
    syncLocale(next) {
      locale = next
      loaded?.syncs.locale(next)
    },
    solanaRequest: async (request) => (await session()).solanaRequest(request),
    rejectPendingApproval: async () => {
      if (loading) await (await loading).rejectPendingApproval()
    },
    // The code that reads the return loads only when the address has `result_uri`.
    takeSocialReturn: async () => {
      if (typeof window === 'undefined' || !addressMayCarrySocialReturn()) return undefined
      const { takeSocialReturn } = await import('./social-return-reader.js')
      return takeSocialReturn(window, new URL(config.frameUrl).origin)
    },
    stats: () => loaded?.stats(),
  }

  return {
    id: AUTH_CONNECTOR_ID,
    type: 'AUTH',
    name: 'Email',
    provider,
    auth,
    chain: 'eip155',
    chains: [],
  }
}
