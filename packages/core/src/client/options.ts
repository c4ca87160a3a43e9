import {
  type CaipNetworkId,
  type ChainNamespace,
  caipNetworkIdSchema,
  chainNamespaceSchema,
  DEFAULT_SOCIAL_LOGINS,
  defineNetwork,
  isFoyerError,
  LOG_LEVELS,
  type Network,
} from '@foyer/common'
import * as z from 'zod/mini'
import type { AccountType, FoyerAdapter } from '../adapter/types.js'
import type { BlockchainDataClient } from '../blockchain-data/types.js'
import type { WalletBadgeType, WalletDirectoryClient } from '../directory/types.js'
import type { LoggerOptions } from '../logger/create-logger.js'
import type { FoyerSiwx } from '../sign-in/types.js'
import type { StorageBackend } from '../storage/backend.js'
import type { ThemeMode, ThemeVariables } from '../store/theme.js'
import type { ClientFeatures } from './features.js'
import type { DappMetadata } from './metadata.js'

/** Base URLs of the remote services; each is yours to host (SPEC §7). */
export interface ServiceUrls {
  /** Wallet directory (/getWallets, images, analytics config). */
  walletDirectory?: string
  /** Balances, history, identity, names, prices, swap and on-ramp. */
  blockchainApi?: string
  /** JSON-RPC proxy (`/v1/?chainId=…&projectId=…`): the RPC of every network defined without one. */
  rpc?: string
  /** Analytics collector (`POST /e`); analytics is sent only when this is set. */
  analytics?: string
  /** WalletConnect relay (ws or wss). */
  relay?: string
  /** The embedded-wallet frame's origin and path. */
  embeddedWallet?: string
}

/** What {@link createFoyerClient} takes. Everything but `networks` is optional. */
export interface FoyerClientOptions {
  /** Project id sent to the services; without it the 'Project ID Not Configured' alert shows. */
  projectId?: string
  /** The networks the app supports, default first. */
  networks: readonly [Network, ...Network[]]
  /** The network to start on; the first of `networks` by default. */
  defaultNetwork?: CaipNetworkId
  /** One adapter per namespace. */
  adapters?: readonly FoyerAdapter[]
  features?: Partial<ClientFeatures>
  /** Defaults from the page: title, og:description, origin and favicon. */
  metadata?: Partial<DappMetadata>
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  services?: ServiceUrls
  /** Keep a wallet on a network the app does not support instead of asking to switch. */
  allowUnsupportedChain?: boolean
  /** Whether the user may switch networks from the modal (default true). */
  enableNetworkSwitch?: boolean
  /** Account type per namespace: smartAccount for EVM, payment for bitcoin, eoa otherwise. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** Where values are stored: localStorage when available, else memory. */
  storage?: StorageBackend
  /** Prefix of stored keys; default the project id. Two apps on one origin need different ones. */
  storageScope?: string
  /** The modal is part of the page (embedded) rather than a dialog. */
  embedded?: boolean
  /**
   * The app's terms of service (an https URL): with `features.legalCheckbox`, Connect links it
   * beside the checkbox a visitor ticks before any connect method works.
   */
  termsConditionsUrl?: string
  /** The app's privacy policy (an https URL), linked beside the legal checkbox. */
  privacyPolicyUrl?: string
  /**
   * Time zones (IANA names) in which swap and on-ramp are hidden (SPEC §6); several Chinese
   * regions by default (`DEFAULT_RESTRICTED_TIME_ZONES`). An empty list restricts none.
   */
  restrictedTimeZones?: readonly string[]
  /** Whether a sign-in (SIWX) session is required after connecting. */
  signInRequired?: boolean
  /** Sign-in with wallet (`createSiwx` of `@foyer/siwx`); an adapter may bring one instead. */
  siwx?: FoyerSiwx
  /** Mobile detection; by default the user agent and pointer. */
  isMobile?: () => boolean
  /** fetch for analytics; the global one by default. */
  fetch?: typeof fetch
  /** The wallet-directory client the views use. */
  directory?: WalletDirectoryClient
  /** Directory wallet ids the wallet lists are limited to (`include` of /getWallets). */
  includeWalletIds?: readonly string[]
  /** `certified`: the wallet lists show only certified wallets (`badge_type` of /getWallets). */
  walletBadgeType?: WalletBadgeType
  /** The blockchain-data client the views use. */
  blockchainData?: BlockchainDataClient
  /** Log level (default `error`), buffer size (default 1,024,000 bytes) and console output. */
  logger?: LoggerOptions
  /** SDK type and version sent to the services. */
  sdkType?: string
  sdkVersion?: string
}

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', {
  error: 'must be a function',
})
const namespace = chainNamespaceSchema
const accountType = z.enum(['eoa', 'smartAccount', 'payment'])
const url = (protocols: RegExp) => z.url({ protocol: protocols, error: 'must be a URL' })
const httpUrl = url(/^https?$/)

/** A network passes when `defineNetwork` of `@foyer/common` accepts it as it is. */
const networkSchema = z
  .looseObject({
    id: z.union([z.number(), z.string()]),
    name: z.string(),
    caipNetworkId: caipNetworkIdSchema,
    chainNamespace: chainNamespaceSchema,
    nativeCurrency: z.looseObject({ name: z.string(), symbol: z.string(), decimals: z.number() }),
    rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(z.string()) }) }),
  })
  .check(
    z.superRefine((value, context) => {
      try {
        const defined = defineNetwork(value as unknown as Network)
        if (defined.caipNetworkId !== value.caipNetworkId) throw new Error('caipNetworkId changed')
      } catch (error) {
        context.addIssue({
          code: 'custom',
          input: value,
          message: isFoyerError(error) && error.details ? error.details : String(error),
        })
      }
    }),
  )

const adapterSchema = z.looseObject({
  namespace,
  capabilities: z.array(z.string()),
  setup: fn,
  getConnectors: fn,
  connect: fn,
  disconnect: fn,
})

const socialProvider = z.enum(DEFAULT_SOCIAL_LOGINS)

/** The schema options are checked against; see {@link FoyerClientOptions} for meanings. */
export const clientOptionsSchema = z
  .strictObject({
    projectId: z.optional(z.string()),
    networks: z.array(networkSchema).check(
      z.minLength(1, 'needs at least one network'),
      z.refine(
        (networks) => new Set(networks.map((n) => n.caipNetworkId)).size === networks.length,
        'has the same network twice',
      ),
    ),
    defaultNetwork: z.optional(caipNetworkIdSchema),
    adapters: z.optional(
      z
        .array(adapterSchema)
        .check(
          z.refine(
            (adapters) => new Set(adapters.map((a) => a.namespace)).size === adapters.length,
            'has two adapters for one namespace',
          ),
        ),
    ),
    features: z.optional(
      z.partial(
        z.object({
          swaps: z.boolean(),
          onramp: z.boolean(),
          receive: z.boolean(),
          send: z.boolean(),
          email: z.boolean(),
          socials: z.array(socialProvider),
          history: z.boolean(),
          analytics: z.boolean(),
          allWallets: z.boolean(),
          legalCheckbox: z.boolean(),
          smartSessions: z.boolean(),
          collapseWallets: z.boolean(),
          connectMethodsOrder: z.array(z.enum(['email', 'social', 'wallet'])),
        }),
      ),
    ),
    metadata: z.optional(
      z.partial(
        z.object({
          name: z.string(),
          description: z.string(),
          url: z.string(),
          icons: z.array(z.string()),
        }),
      ),
    ),
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    services: z.optional(
      z.object({
        walletDirectory: z.optional(httpUrl),
        blockchainApi: z.optional(httpUrl),
        rpc: z.optional(httpUrl),
        analytics: z.optional(httpUrl),
        relay: z.optional(url(/^wss?$/)),
        embeddedWallet: z.optional(httpUrl),
      }),
    ),
    allowUnsupportedChain: z.optional(z.boolean()),
    enableNetworkSwitch: z.optional(z.boolean()),
    defaultAccountTypes: z.optional(z.partialRecord(namespace, accountType)),
    storage: z.optional(z.looseObject({ getItem: fn, setItem: fn, removeItem: fn })),
    storageScope: z.optional(z.string().check(z.regex(/^[^:]+$/, 'must not contain ":"'))),
    embedded: z.optional(z.boolean()),
    termsConditionsUrl: z.optional(url(/^https$/)),
    privacyPolicyUrl: z.optional(url(/^https$/)),
    restrictedTimeZones: z.optional(z.array(z.string().check(z.minLength(1)))),
    signInRequired: z.optional(z.boolean()),
    siwx: z.optional(
      z.looseObject({ createMessage: fn, addSession: fn, revokeSession: fn, getSessions: fn }),
    ),
    isMobile: z.optional(fn),
    fetch: z.optional(fn),
    directory: z.optional(z.looseObject({ getWallets: fn, walletImageUrl: fn })),
    includeWalletIds: z.optional(z.array(z.string().check(z.minLength(1)))),
    walletBadgeType: z.optional(z.enum(['none', 'certified'])),
    blockchainData: z.optional(z.looseObject({ getBalances: fn, getTransactions: fn })),
    logger: z.optional(
      z.strictObject({
        level: z.optional(z.enum(LOG_LEVELS)),
        bufferBytes: z.optional(z.int().check(z.positive())),
        console: z.optional(z.boolean()),
      }),
    ),
    sdkType: z.optional(z.string()),
    sdkVersion: z.optional(z.string()),
  })
  .check(
    z.refine(
      (options) =>
        options.defaultNetwork === undefined ||
        options.networks.some((n) => n.caipNetworkId === options.defaultNetwork),
      { message: 'is not one of networks', path: ['defaultNetwork'] },
    ),
    z.refine(
      (options) =>
        !options.features?.legalCheckbox ||
        options.termsConditionsUrl !== undefined ||
        options.privacyPolicyUrl !== undefined,
      {
        message: 'needs termsConditionsUrl or privacyPolicyUrl to link',
        path: ['features', 'legalCheckbox'],
      },
    ),
  )
