import * as z from 'zod'
import { devstackContractAddresses } from './accounts.js'
import { DEVSTACK_HOST } from './constants.js'
import { hexQuantitySchema, rpcRequest, waitUntil } from './rpc.js'
import { startServiceProcess, workspaceCli } from './service-process.js'
import type { RunningService } from './services.js'
import { devstackSwapAddresses } from './swap/plan.js'
import type { DevstackChain } from './types.js'

/** Options of the stack's data service (the rest the stack decides). */
export interface DevstackDataServiceOptions {
  /** PGlite data directory. Default: in memory (the devnets start fresh every run too). */
  dataDir?: string
  /** A Postgres server to store the data in instead of PGlite. */
  databaseUrl?: string
  /** US-dollar prices by CAIP-10 id. Default {@link devstackPrices}. */
  prices?: Record<string, number>
  /** Offer the sandbox on-ramp whose checkout page is `checkoutUrl` (shares `secret`). */
  onrampSandbox?: { checkoutUrl: string; secret: string }
}

/** The running data service of the stack. */
export interface DevstackDataService extends RunningService {
  /** Its process id. */
  pid: number
  /** Resolves once every block each chain has now is indexed (call it after seeding). */
  waitUntilIndexed(timeoutMs: number): Promise<void>
}

/**
 * US-dollar prices of the devnets' currencies and tokens (a devnet has no market): ETH,
 * FOY and FUSD, the same on both chains. FPT (0 decimals) has no price.
 */
export function devstackPrices(chains: readonly DevstackChain[]): Record<string, number> {
  const { tokens } = devstackContractAddresses()
  const prices: Record<string, number> = {}
  for (const chain of chains) {
    prices[`${chain.caipNetworkId}:native`] = 3000
    prices[`${chain.caipNetworkId}:${tokens.FOY.toLowerCase()}`] = 1.25
    prices[`${chain.caipNetworkId}:${tokens.FUSD.toLowerCase()}`] = 1
  }
  return prices
}

const LISTENING_PATTERN = /listening on (http:\/\/\S+)/

const statusSchema = z.object({
  chains: z.array(z.object({ chainId: z.string(), nextBlock: z.number().nullable() })),
})

/**
 * Starts the account data service (`foyer-data-service`) as a child process on loopback
 * against the devnets, with no confirmation depth (a devnet does not reorganise). It runs in
 * its own process so that its embedded database never holds up the stack's (or a test's)
 * event loop, and it stops when this process goes away (its standard input closes).
 */
export async function startDevstackDataService(
  port: number,
  chains: readonly DevstackChain[],
  options: DevstackDataServiceOptions,
  timeoutMs: number,
): Promise<DevstackDataService> {
  const prices = options.prices ?? devstackPrices(chains)
  const args = [
    ...workspaceCli('@foyer/data-service', 'src/cli.ts', 'dist/cli.js'),
    '--host',
    DEVSTACK_HOST,
    '--port',
    String(port),
    ...chains.flatMap((chain) => ['--chain', `${chain.chainId}=${chain.rpcUrl}`]),
    // Swaps through the Uniswap v2 router the stack deploys (at a fixed address) on each devnet.
    ...chains.flatMap((chain) => [
      '--swap-router',
      `${chain.chainId}=${devstackSwapAddresses().router}`,
    ]),
    '--confirmations',
    '0',
    '--poll-interval-ms',
    '250',
    ...Object.entries(prices).flatMap(([id, price]) => ['--price', `${id}=${price}`]),
    ...(options.dataDir === undefined ? [] : ['--data-dir', options.dataDir]),
    // The local stack keeps nothing unless told where.
    ...(options.dataDir === undefined && options.databaseUrl === undefined ? ['--ephemeral'] : []),
    ...(options.onrampSandbox ? ['--onramp-sandbox', options.onrampSandbox.checkoutUrl] : []),
    '--stop-on-stdin-close',
    // Request logs only for warnings and errors: the stack keeps the child's output for failures.
    '--log-level',
    'warn',
  ]
  // Only what the stack sets: the service reads every option from the environment too (secrets
  // also from *_FILE), and a developer's own settings must not leak in.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(DATABASE_URL|DATA_DIR|EPHEMERAL|HOST|PORT|CHAINS|CONFIRMATIONS|BLOCKS_PER_RANGE|POLL_INTERVAL_MS|PRICES|PRICES_FILE|NAME_SUFFIX|SWAP_ROUTERS|PUBLIC_URL|ALLOWED_ORIGINS|ANY_ORIGIN|ONRAMP_SANDBOX_URL|FOYER_ONRAMP_SANDBOX_SECRET|FOYER_CONFIG)(_FILE)?$/.test(
          name,
        ),
    ),
  )
  // The shared secret goes through the environment, never the command line.
  const env = {
    ...inherited,
    ...(options.onrampSandbox ? { FOYER_ONRAMP_SANDBOX_SECRET: options.onrampSandbox.secret } : {}),
  }
  const { url, pid, close } = await startServiceProcess({
    args,
    env: options.databaseUrl === undefined ? env : { ...env, DATABASE_URL: options.databaseUrl },
    listening: LISTENING_PATTERN,
    name: 'data service',
    timeoutMs,
  })
  return {
    url,
    pid,
    close,
    async waitUntilIndexed(waitMs) {
      const heads = await Promise.all(
        chains.map((chain) => rpcRequest(chain.rpcUrl, 'eth_blockNumber', [], hexQuantitySchema)),
      )
      await waitUntil(
        async () => {
          const response = await fetch(`${url}/v1/indexer-status`, {
            signal: AbortSignal.timeout(5_000),
          })
          const { chains: progress } = statusSchema.parse(await response.json())
          chains.forEach((chain, index) => {
            const next = progress.find((entry) => entry.chainId === chain.caipNetworkId)?.nextBlock
            if (next === undefined || next === null || next <= heads[index]!) {
              throw new Error(`${chain.caipNetworkId} is indexed up to block ${next ?? 'none'}`)
            }
          })
        },
        { timeoutMs: waitMs, what: 'the data service to index the seed' },
      )
    },
  }
}
