import {
  type ChainNamespace,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CAIP_NETWORK_ID,
  DEFAULT_SDK_VERSION,
  ENS_NAME_CACHE_TTL_MS,
  FoyerError,
  IDENTITY_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  PORTFOLIO_BALANCE_CACHE_TTL_MS,
} from '@foyer/common'
import * as z from 'zod/mini'
import type { FoyerAdapter } from '../adapter/types.js'
import { showAlert } from '../alert/show-alert.js'
import { createEventBus } from '../events/event-bus.js'
import { describeIssues } from '../internal/describe-issues.js'
import { createLogger } from '../logger/create-logger.js'
import { watchSignIn } from '../sign-in/watch-sign-in.js'
import { getDefaultStorageBackend } from '../storage/backend.js'
import { createFoyerStorage } from '../storage/storage.js'
import { createStores } from '../store/create-stores.js'
import { createWalletConnectOnlyAdapter } from '../wallet-connect/no-adapter/walletconnect-only-adapter.js'
import { detectMobile, preferredThemeMode } from './environment.js'
import { DEFAULT_CLIENT_FEATURES } from './features.js'
import { readPageMetadata } from './metadata.js'
import { clientOptionsSchema, type FoyerClientOptions } from './options.js'
import { DEFAULT_RESTRICTED_TIME_ZONES } from './restricted-time-zones.js'
import { withRpcService } from './rpc-service.js'
import type { FoyerClient, ResolvedClientOptions } from './types.js'

/**
 * Creates a Foyer client: validates the options, fills in the defaults (SPEC §1) and creates
 * the client's own stores, storage and event bus. Nothing is shared between two clients.
 * Call `startClient` next to set up the adapters and restore stored connections.
 *
 * @throws FoyerError `INVALID_INPUT` with every problem in `details` when an option is wrong.
 */
export function createFoyerClient(rawOptions: FoyerClientOptions): FoyerClient {
  // services.rpc fills in the RPC URL of networks that have none (SPEC §7), before validation.
  const input = withRpcService(rawOptions)
  const parsed = z.safeParse(clientOptionsSchema, input)
  if (!parsed.success) {
    throw new FoyerError('INVALID_INPUT', {
      details: `Invalid Foyer options:\n${describeIssues(parsed.error)}`,
      cause: parsed.error,
    })
  }
  const options = resolveOptions(input)
  const adapters = new Map<ChainNamespace, FoyerAdapter>(
    (input.adapters ?? []).map((adapter) => [adapter.namespace, adapter]),
  )
  // No adapter (SPEC §2 rule 4): core pairs over WalletConnect itself, given a relay to use.
  const relayUrl = options.services.relay
  if (adapters.size === 0 && relayUrl) {
    const networks = [
      options.defaultNetwork,
      ...options.networks.filter((n) => n !== options.defaultNetwork),
    ] as const
    const walletConnect = createWalletConnectOnlyAdapter({
      networks,
      relayUrl,
      metadata: options.metadata,
    })
    adapters.set(walletConnect.namespace, walletConnect)
  }
  const namespaces = [
    ...new Set<ChainNamespace>([
      ...options.networks.map((n) => n.chainNamespace),
      ...adapters.keys(),
    ]),
  ]
  const storage = createFoyerStorage({
    backend: input.storage ?? getDefaultStorageBackend(),
    scope: input.storageScope ?? options.projectId ?? 'default',
    lifetimes: {
      balance: NATIVE_BALANCE_CACHE_TTL_MS,
      portfolio: PORTFOLIO_BALANCE_CACHE_TTL_MS,
      ens: ENS_NAME_CACHE_TTL_MS,
      identity: IDENTITY_CACHE_TTL_MS,
    },
  })
  const stores = createStores(options, storage, {
    namespaces,
    themeMode: input.themeMode ?? preferredThemeMode(),
    themeVariables: { ...input.themeVariables },
    signInRequired: input.signInRequired ?? false,
  })
  const globalFetch = typeof fetch === 'function' ? fetch.bind(globalThis) : undefined
  const client: FoyerClient = {
    options,
    adapters,
    stores,
    storage,
    events: createEventBus(),
    directory: input.directory,
    blockchainData: input.blockchainData,
    siwx: input.siwx ?? input.adapters?.find((adapter) => adapter.siwx)?.siwx,
    environment: { isMobile: input.isMobile ?? detectMobile, fetch: input.fetch ?? globalFetch },
    logger: createLogger(input.logger),
    runtime: {
      timers: new Map(),
      pendingRequests: new Set(),
      destroyed: false,
      started: undefined,
      requests: new Map(),
      analyticsForbidden: false,
    },
  }
  if (!options.projectId) showAlert(client, 'PROJECT_ID_NOT_CONFIGURED')
  if (client.siwx) watchSignIn(client)
  return client
}

function resolveOptions(input: FoyerClientOptions): ResolvedClientOptions {
  const page = readPageMetadata()
  // The app's choice; else Ethereum mainnet when the app has it (SPEC §9); else its first.
  const defaultNetwork =
    input.networks.find((n) => n.caipNetworkId === input.defaultNetwork) ??
    input.networks.find((n) => n.caipNetworkId === DEFAULT_CAIP_NETWORK_ID) ??
    input.networks[0]
  const projectId = input.projectId || undefined
  return {
    projectId,
    networks: [...input.networks],
    defaultNetwork,
    features: { ...DEFAULT_CLIENT_FEATURES, ...definedOnly(input.features ?? {}) },
    metadata: {
      name: input.metadata?.name ?? page.name,
      description: input.metadata?.description ?? page.description,
      url: input.metadata?.url ?? page.url,
      icons: input.metadata?.icons ? [...input.metadata.icons] : page.icons,
      projectId,
      sdkType: input.sdkType ?? 'foyer',
      sdkVersion: input.sdkVersion ?? DEFAULT_SDK_VERSION,
    },
    services: { ...input.services },
    allowUnsupportedChain: input.allowUnsupportedChain ?? false,
    enableNetworkSwitch: input.enableNetworkSwitch ?? true,
    defaultAccountTypes: {
      ...DEFAULT_ACCOUNT_TYPES,
      ...definedOnly(input.defaultAccountTypes ?? {}),
    },
    embedded: input.embedded ?? false,
    legal: definedOnly({
      termsConditionsUrl: input.termsConditionsUrl,
      privacyPolicyUrl: input.privacyPolicyUrl,
    }),
    restrictedTimeZones: [...(input.restrictedTimeZones ?? DEFAULT_RESTRICTED_TIME_ZONES)],
    walletList: definedOnly({
      include: input.includeWalletIds ? [...input.includeWalletIds] : undefined,
      badgeType: input.walletBadgeType,
    }),
  }
}

/** `record` without its undefined entries, so they do not override defaults. */
function definedOnly<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}
