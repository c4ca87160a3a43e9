import { type ChainNamespace, FoyerError } from '@foyer/common'
import * as z from 'zod/mini'
import type { AccountType, FoyerAdapter } from '../adapter/types.js'
import { showAlert } from '../alert/show-alert.js'
import { createEventBus } from '../events/event-bus.js'
import {
  ENS_CACHE_MS,
  IDENTITY_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '../internal/constants.js'
import { getDefaultStorageBackend } from '../storage/backend.js'
import { createFoyerStorage } from '../storage/storage.js'
import { createStores } from '../store/create-stores.js'
import { detectMobile, preferredThemeMode } from './environment.js'
import { DEFAULT_FEATURES } from './features.js'
import { readPageMetadata } from './metadata.js'
import { clientOptionsSchema, type FoyerClientOptions } from './options.js'
import type { FoyerClient, ResolvedClientOptions } from './types.js'

/** SPEC §6: smart account for EVM, payment for bitcoin, eoa for the others. */
const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
  polkadot: 'eoa',
}

/**
 * Creates a Foyer client: validates the options, fills in the defaults (SPEC §1) and creates
 * the client's own stores, storage and event bus. Nothing is shared between two clients.
 * Call `startClient` next to set up the adapters and restore stored connections.
 *
 * @throws FoyerError `INVALID_INPUT` with every problem in `details` when an option is wrong.
 */
export function createFoyerClient(input: FoyerClientOptions): FoyerClient {
  const parsed = z.safeParse(clientOptionsSchema, input)
  if (!parsed.success) {
    throw new FoyerError('INVALID_INPUT', {
      details: `Invalid Foyer options:\n${z.prettifyError(parsed.error)}`,
      cause: parsed.error,
    })
  }
  const options = resolveOptions(input)
  const adapters = new Map<ChainNamespace, FoyerAdapter>(
    (input.adapters ?? []).map((adapter) => [adapter.namespace, adapter]),
  )
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
      balance: NATIVE_BALANCE_CACHE_MS,
      portfolio: PORTFOLIO_CACHE_MS,
      ens: ENS_CACHE_MS,
      identity: IDENTITY_CACHE_MS,
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
    environment: { isMobile: input.isMobile ?? detectMobile, fetch: input.fetch ?? globalFetch },
    runtime: {
      timers: new Map(),
      pendingRequests: new Set(),
      cleanups: [],
      started: undefined,
      analyticsForbidden: false,
    },
  }
  if (!options.projectId) showAlert(client, 'PROJECT_ID_NOT_CONFIGURED')
  return client
}

function resolveOptions(input: FoyerClientOptions): ResolvedClientOptions {
  const page = readPageMetadata()
  const defaultNetwork =
    input.networks.find((n) => n.caipNetworkId === input.defaultNetwork) ?? input.networks[0]
  const projectId = input.projectId || undefined
  return {
    projectId,
    networks: [...input.networks],
    defaultNetwork,
    features: { ...DEFAULT_FEATURES, ...input.features },
    metadata: {
      name: input.metadata?.name ?? page.name,
      description: input.metadata?.description ?? page.description,
      url: input.metadata?.url ?? page.url,
      icons: input.metadata?.icons ?? page.icons,
      projectId,
      sdkType: input.sdkType ?? 'foyer',
      sdkVersion: input.sdkVersion ?? 'unknown',
    },
    services: { ...input.services },
    allowUnsupportedChain: input.allowUnsupportedChain ?? false,
    enableNetworkSwitch: input.enableNetworkSwitch ?? true,
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...input.defaultAccountTypes },
    embedded: input.embedded ?? false,
  }
}
