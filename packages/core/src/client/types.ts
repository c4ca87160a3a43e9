import type { ChainNamespace, Network } from '@foyer/common'
import type { StoreApi } from 'zustand/vanilla'
import type { AccountType, FoyerAdapter } from '../adapter/types.js'
import type { BlockchainDataClient } from '../blockchain-data/types.js'
import type { WalletBadgeType, WalletDirectoryClient } from '../directory/types.js'
import type { FoyerEventBus } from '../events/event-bus.js'
import type { FoyerLogger } from '../logger/create-logger.js'
import type { FoyerSiwx } from '../sign-in/types.js'
import type { FoyerStorage } from '../storage/storage.js'
import type { AccountStoreState } from '../store/account.js'
import type { AlertState } from '../store/alert.js'
import type { ConnectorsState } from '../store/connectors.js'
import type { ModalState } from '../store/modal.js'
import type { NetworkStoreState } from '../store/network.js'
import type { RouterState } from '../store/router.js'
import type { SendState } from '../store/send.js'
import type { SignInState } from '../store/sign-in.js'
import type { ThemeState } from '../store/theme.js'
import type { ToastState } from '../store/toast.js'
import type { WalletConnectState } from '../store/wallet-connect.js'
import type { ClientFeatures } from './features.js'
import type { FullDappMetadata } from './metadata.js'
import type { ServiceUrls } from './options.js'

/** Options after validation, with every default filled in. */
export interface ResolvedClientOptions {
  projectId: string | undefined
  networks: readonly Network[]
  defaultNetwork: Network
  features: Readonly<ClientFeatures>
  metadata: FullDappMetadata
  services: Readonly<ServiceUrls>
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>
  embedded: boolean
  /** The terms and privacy policy the legal checkbox links (`features.legalCheckbox`). */
  legal: { termsConditionsUrl?: string; privacyPolicyUrl?: string }
  /** Time zones in which swap and on-ramp are hidden (SPEC §6). */
  restrictedTimeZones: readonly string[]
  /** What every /getWallets request of the views is limited to (`include`, `badge_type`). */
  walletList: { include?: readonly string[]; badgeType?: WalletBadgeType }
}

/**
 * The client's state, one zustand vanilla store per slice. Each has stable `getState` and
 * `subscribe` (fit for React's `useSyncExternalStore`). Change state through the actions,
 * not `setState`.
 */
export interface FoyerStores {
  modal: StoreApi<ModalState>
  router: StoreApi<RouterState>
  account: StoreApi<AccountStoreState>
  network: StoreApi<NetworkStoreState>
  connectors: StoreApi<ConnectorsState>
  walletConnect: StoreApi<WalletConnectState>
  signIn: StoreApi<SignInState>
  toast: StoreApi<ToastState>
  alert: StoreApi<AlertState>
  theme: StoreApi<ThemeState>
  /** The send form (SPEC §3 "Send state"). */
  send: StoreApi<SendState>
}

/** Internal bookkeeping of one client: timers, pending requests, start-up. Not public API. */
export interface ClientRuntime {
  timers: Map<string, ReturnType<typeof setTimeout>>
  /** Rejecters of requests waiting on the modal (SPEC §4: rejected on close). */
  pendingRequests: Set<(reason: unknown) => void>
  /** Set by `destroyClient`: adapter events are ignored from then on. */
  destroyed: boolean
  started: Promise<void> | undefined
  /** Reads in flight by key, shared by concurrent callers. */
  requests: Map<string, Promise<unknown>>
  /** Set after the analytics service answered 403: nothing more is sent. */
  analyticsForbidden: boolean
  /** The directory's `/getAnalyticsConfig` answer, asked once before the first event is sent. */
  analyticsEnabled?: Promise<boolean>
  /** Unexpected errors already reported as INTERNAL_SDK_ERROR (one event per distinct error). */
  reportedErrors?: Set<string>
  /** Stops what the client started (watchers); `destroyClient` runs them. */
  cleanups?: Set<() => void>
}

/** One Foyer instance. Create with `createFoyerClient`; two clients share nothing. */
export interface FoyerClient {
  readonly options: ResolvedClientOptions
  /** The adapter of each namespace. */
  readonly adapters: ReadonlyMap<ChainNamespace, FoyerAdapter>
  readonly stores: FoyerStores
  readonly storage: FoyerStorage
  /** Subscribe here to the events of SPEC §7, whether or not analytics is on. */
  readonly events: FoyerEventBus
  /** The wallet-directory client, if the app gave one. */
  directory: WalletDirectoryClient | undefined
  /** The blockchain-data client, if the app gave one. */
  blockchainData: BlockchainDataClient | undefined
  /** Sign-in with wallet (SIWX), from the options or an adapter; undefined when not enabled. */
  readonly siwx: FoyerSiwx | undefined
  readonly environment: {
    isMobile(): boolean
    fetch: typeof fetch | undefined
  }
  /** Where core (and WalletConnect) log: a bounded in-memory buffer (SPEC §9). */
  readonly logger: FoyerLogger
  /** @internal */
  readonly runtime: ClientRuntime
}
