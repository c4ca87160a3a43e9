import * as z from 'zod/mini'

/** One devnet the demo offers as a Foyer network. */
export interface DemoChain {
  chainId: number
  name: string
  rpcUrl: string
}

/**
 * The demo's runtime configuration, read from `/demo-config.json` at start: the devnets,
 * the wallet directory and relay of the local stack, and whether to inject the test wallet
 * into the page (a person can try the demo with no wallet installed; the e2e tests load the
 * real extension instead and turn this off).
 */
export interface DemoConfig {
  chains: DemoChain[]
  directoryUrl: string
  relayUrl: string
  /** The stack's account data service (`services.blockchainApi`): tokens, NFTs, activity, names. */
  dataServiceUrl?: string
  injectTestWallet: boolean
  /** The embedded wallet frame (`services.embeddedWallet`: email login), when the stack runs it. */
  embeddedWalletUrl?: string
  /** The local Bitcoin chain's esplora-compatible API, when the stack runs it. */
  bitcoin?: { esploraUrl: string }
  /** The local Solana network (the stack's litesvm JSON-RPC), when the stack runs it. */
  solana?: DemoSolana
  /** The project id sent to the services (default `foyer-demo`, the devstack's project). */
  projectId?: string
}

/** The local Solana network: its JSON-RPC, CAIP-2 id and the seeded SPL token's mint. */
export interface DemoSolana {
  rpcUrl: string
  caipNetworkId: `solana:${string}`
  tokenMint: string
}

/** A URL string with one of `protocols` (e.g. `['http:', 'https:']`). */
const urlWith = (protocols: readonly string[], message: string) =>
  z.string().check(
    z.refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, message),
  )

const httpUrl = urlWith(['http:', 'https:'], 'expected an http(s) URL')
const wsUrl = urlWith(['ws:', 'wss:'], 'expected a ws(s) URL')

/** A base58 id (Solana addresses and genesis-hash references). */
const base58Id = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

const chainSchema = z.object({
  chainId: z.int().check(z.gt(0), z.lt(2 ** 31)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  rpcUrl: httpUrl,
})

/** The schema of `/demo-config.json`. */
export const demoConfigSchema = z.object({
  chains: z.array(chainSchema).check(
    z.minLength(1),
    z.refine(
      (chains) => new Set(chains.map((chain) => chain.chainId)).size === chains.length,
      'chain ids must be unique',
    ),
  ),
  directoryUrl: httpUrl,
  relayUrl: wsUrl,
  dataServiceUrl: z.optional(httpUrl),
  embeddedWalletUrl: z.optional(httpUrl),
  injectTestWallet: z.boolean(),
  bitcoin: z.optional(z.object({ esploraUrl: httpUrl })),
  solana: z.optional(
    z.object({
      rpcUrl: httpUrl,
      caipNetworkId: z.templateLiteral(['solana:', z.string().check(z.regex(base58Id))]),
      tokenMint: z.string().check(z.regex(base58Id)),
    }),
  ),
  projectId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
})

/**
 * What the demo uses when `/demo-config.json` is missing or invalid: the fixed ports of the
 * devstack CLI (`pnpm devstack`), with the test wallet injected.
 */
export const DEFAULT_DEMO_CONFIG: DemoConfig = {
  chains: [
    { chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 31338, name: 'Foyer Devnet 2', rpcUrl: 'http://127.0.0.1:8546' },
  ],
  directoryUrl: 'http://127.0.0.1:4100',
  relayUrl: 'ws://127.0.0.1:4200',
  dataServiceUrl: 'http://127.0.0.1:4500',
  injectTestWallet: true,
  bitcoin: { esploraUrl: 'http://127.0.0.1:4400' },
  // The stack's local Solana: its genesis hash and the seeded token's mint are fixed.
  solana: {
    rpcUrl: 'http://127.0.0.1:8899',
    caipNetworkId: 'solana:3wzNPY3gnZReuEXTiA4vBabynFeuMZh5',
    tokenMint: '6yMDeD7Qrb3VJQjFCT5FfaCo7gwohSJJJu8sLoc1h957',
  },
}

/** Where the demo reads its configuration from (same origin). */
export const DEMO_CONFIG_PATH = '/demo-config.json'

/** The configuration the demo runs with, and why it fell back to the defaults if it did. */
export interface LoadedDemoConfig {
  config: DemoConfig
  source: 'file' | 'defaults'
  /** Why `/demo-config.json` was not used (missing, not JSON, failed its schema). */
  problem?: string
}

/** Parses a configuration document; returns the problem, one issue per line, if it is bad. */
export function parseDemoConfig(
  input: unknown,
): { ok: true; config: DemoConfig } | { ok: false; problem: string } {
  const result = demoConfigSchema.safeParse(input)
  if (result.success) return { ok: true, config: result.data }
  const problem = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(config)'}: ${issue.message}`)
    .join('\n')
  return { ok: false, problem }
}

/**
 * Fetches `/demo-config.json` and validates it. Anything wrong — no file, an HTTP error,
 * not JSON, a schema failure, no network — falls back to {@link DEFAULT_DEMO_CONFIG} and
 * says why; it never throws.
 */
export async function loadDemoConfig(
  fetchImpl: typeof fetch = globalThis.fetch,
  url: string = DEMO_CONFIG_PATH,
): Promise<LoadedDemoConfig> {
  const fallback = (problem: string): LoadedDemoConfig => ({
    config: DEFAULT_DEMO_CONFIG,
    source: 'defaults',
    problem,
  })
  let response: Response
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, cache: 'no-store' })
  } catch (error) {
    return fallback(`${url} could not be fetched: ${String(error)}`)
  }
  if (!response.ok) return fallback(`${url} answered HTTP ${response.status}`)
  let body: unknown
  try {
    body = JSON.parse(await response.text())
  } catch {
    return fallback(`${url} is not JSON`)
  }
  const parsed = parseDemoConfig(body)
  if (!parsed.ok) return fallback(`${url} is invalid:\n${parsed.problem}`)
  return { config: parsed.config, source: 'file' }
}
