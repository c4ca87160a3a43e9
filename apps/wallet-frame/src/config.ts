import * as z from 'zod/mini'

/**
 * The frame's runtime configuration, served by the frame's own origin at `/frame-config.json`
 * (never taken from the host page: the host must not choose the auth server or the RPC).
 */
export const frameConfigSchema = z.object({
  /** Base URL of the auth server (AUTH-API.md). */
  authUrl: z.url(),
  /** Base URL of the account data service (docs/api/data-service.json): NFT names and prices in approvals. */
  dataUrl: z.optional(z.url()),
  /** The EVM networks the frame signs for, each with its JSON-RPC URL. */
  networks: z
    .array(
      z.object({
        chainId: z.number().check(z.int(), z.positive()),
        /** The network's name, shown in every approval (default: 'Chain <id>'). */
        name: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
        rpcUrl: z.url(),
        /** ERC-4337 on this network (EntryPoint v0.7, account factory, bundler): smart accounts. */
        smartAccounts: z.optional(
          z.object({
            entryPoint: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
            accountFactory: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
            bundlerUrl: z.url(),
            /** The project's ERC-7677 paymaster: the frame sponsors the calls its policy covers. */
            paymasterUrl: z.optional(z.url()),
            /**
             * FoyerSessionAccount: the one implementation the frame upgrades a smart account to
             * (same address) for ERC-7715 session keys; without it, no permissions are granted.
             */
            sessionAccountImplementation: z.optional(
              z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
            ),
          }),
        ),
        /**
         * EIP-7702 on this network: the one smart-account implementation the frame delegates
         * the user's EOA to in `smartAccountMode: '7702'` (never a contract a host names).
         */
        eip7702: z.optional(
          z.object({
            implementation: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
            /** A bundler serving EntryPoint v0.8: the EOA's sponsored user operations go there. */
            bundlerUrl: z.optional(z.url()),
            /** The project's ERC-7677 paymaster for them (v0.8): the calls its policy covers. */
            paymasterUrl: z.optional(z.url()),
          }),
        ),
      }),
    )
    .check(z.minLength(1)),
  /**
   * How the user gets a smart account where a network offers one: `4337` (default) a second
   * address, the ERC-4337 account the user's key owns; `7702` the user's own address, upgraded
   * by an EIP-7702 delegation to the network's `eip7702.implementation`.
   */
  smartAccountMode: z.optional(z.enum(['4337', '7702'])),
  /** The Solana networks the frame sends for (sign-and-send), each with its JSON-RPC URL. */
  solanaNetworks: z.optional(
    z.array(
      z.object({
        caipNetworkId: z.string().check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/)),
        name: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
        rpcUrl: z.url(),
      }),
    ),
  ),
})

/** The frame's runtime configuration. */
export type FrameConfig = z.infer<typeof frameConfigSchema>

/** Loads and checks `/frame-config.json` of this origin. */
export async function loadFrameConfig(fetchImpl: typeof fetch = fetch): Promise<FrameConfig> {
  const response = await fetchImpl('/frame-config.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`frame-config.json: HTTP status code: ${response.status}`)
  return frameConfigSchema.parse(await response.json())
}
