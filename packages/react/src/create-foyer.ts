import {
  applyInitialState,
  createFoyerClient,
  type EmbeddedWalletStats,
  type FoyerClient,
  type FoyerClientOptions,
  type FoyerInitialState,
  getEmbeddedWalletStats,
  parseInitialState,
  type StateCookieOptions,
  setBlockchainDataClient,
  setDirectoryClient,
  startClient,
  watchIdentity,
  watchLocaleSync,
  watchStateCookie,
} from '@foyer/core'
import type { Locale, PartialViewMessages } from '@foyer/views/base'
import { createLazyBlockchainData } from './blockchain-data.js'
import { createDirectoryClient } from './directory.js'
import { createLocaleStore, type LocaleStore, resolveLocale } from './locale-store.js'

/** What {@link createFoyer} takes: core's client options plus the modal's own. */
export interface FoyerOptions extends FoyerClientOptions {
  /** Texts replacing the English ones: a translation, or a few changed texts. */
  messages?: PartialViewMessages
  /**
   * The language of the modal and buttons (`SUPPORTED_LOCALES`: ar, de, en, es, fa, fr, he,
   * hi, id, it, ja, ko, nl, pl, pt-BR, ru, sv, th, tr, uk, vi, zh-CN, zh-TW; other tags are
   * matched, `pt` → `pt-BR`). Default: the browser's language when supported, else English.
   * Each language but English loads on demand.
   */
  locale?: string
  /** Text direction of the modal and buttons; the locale's when not set (rtl for ar, fa, he). */
  dir?: 'ltr' | 'rtl'
  /** Content-Security-Policy nonce for the `<style>` elements Foyer adds. */
  nonce?: string
  /**
   * Keep the connection in a cookie (`foyer.state` unless named), so a server can render the
   * connected button after a reload: read it with `cookieToInitialState` from
   * `@foyer/react/server` and pass the result as {@link initialState}. Off by default.
   */
  cookieState?: boolean | StateCookieOptions
  /**
   * The state to render first (from `cookieToInitialState` on the server, the same value
   * in the browser so hydration matches). Validated; a malformed value is ignored.
   */
  initialState?: FoyerInitialState | undefined
}

/** One Foyer instance for a React app: the core client and the modal's settings. */
export interface Foyer {
  /** The core client (state and actions of `@foyer/core`). */
  readonly client: FoyerClient
  readonly messages: PartialViewMessages | undefined
  readonly dir: 'ltr' | 'rtl' | undefined
  readonly nonce: string | undefined
  /** The chosen locale, for `useFoyerLocale` and the provider. */
  readonly localeStore: LocaleStore
  /** The chosen locale. */
  getLocale(): Locale
  /** Changes the language at runtime (its catalogue loads on demand). */
  setLocale(locale: string): void
  /**
   * Starts the client once (adapters' set-up, then reconnecting from storage, SPEC §4). Done
   * for you in the browser; never needed on a server. Never rejects.
   */
  start(): Promise<void>
  /**
   * The page side's counts of the embedded wallet's bridge messages: accepted, and dropped by
   * reason (not from the frame's origin and window, wrong shape, unknown request id, bad
   * payload). Undefined without an embedded wallet or before its frame loaded.
   */
  getEmbeddedWalletStats(): EmbeddedWalletStats | undefined
}

/**
 * Creates Foyer for a React app: validates the options, creates the core client with the
 * adapters, the wallet directory (from `directory`, or a client of `services.walletDirectory`),
 * the blockchain data (from `blockchainData`, or a client of `services.blockchainApi`, loaded
 * on first use) and the theme, and in a browser starts it (reconnecting a stored session). Safe to call
 * during server rendering: nothing touches `window` there, and nothing starts.
 *
 * @throws FoyerError `INVALID_INPUT` listing every wrong option.
 *
 * @example
 * const foyer = createFoyer({
 *   projectId: 'my-app',
 *   networks: [mainnet],
 *   adapters: [createEvmAdapter()],
 *   services: { walletDirectory: 'https://directory.example' },
 * })
 */
export function createFoyer(options: FoyerOptions): Foyer {
  const { messages, dir, nonce, locale, cookieState, initialState, ...clientOptions } = options
  const client = createFoyerClient(clientOptions)
  const seed = initialState === undefined ? undefined : parseInitialState(initialState)
  if (seed) applyInitialState(client, seed)
  const directoryUrl = client.options.services.walletDirectory
  if (!client.directory && directoryUrl) {
    const { projectId, metadata } = client.options
    setDirectoryClient(
      client,
      createDirectoryClient({
        baseUrl: directoryUrl,
        ...(projectId ? { projectId } : {}),
        sdkType: metadata.sdkType,
        sdkVersion: metadata.sdkVersion,
      }),
    )
  }
  const dataUrl = client.options.services.blockchainApi
  if (!client.blockchainData && dataUrl) {
    setBlockchainDataClient(client, createLazyBlockchainData(client, dataUrl))
  }
  const localeStore = createLocaleStore(
    locale === undefined && typeof window === 'undefined' ? 'en' : resolveLocale(locale),
  )
  const foyer: Foyer = {
    client,
    messages,
    dir,
    nonce,
    localeStore,
    getLocale: () => localeStore.getState(),
    setLocale: (next) => localeStore.set(resolveLocale(next)),
    start: () => startClient(client),
    getEmbeddedWalletStats: () => getEmbeddedWalletStats(client),
  }
  if (typeof window !== 'undefined') {
    if (cookieState) watchStateCookie(client, cookieState === true ? {} : cookieState)
    // profileName and profileImage follow the connected account (SPEC §3, §7 identity).
    watchIdentity(client)
    // The embedded wallet's frame speaks the modal's language (its connector exists once started).
    void foyer.start().then(() => {
      if (client.runtime.destroyed) return
      client.runtime.cleanups ??= new Set()
      client.runtime.cleanups.add(watchLocaleSync(client, localeStore))
    })
  }
  return foyer
}
