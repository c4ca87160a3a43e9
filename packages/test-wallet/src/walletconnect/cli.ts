import * as z from 'zod/mini'
import { decisionSchema } from '../state.js'
import { startWalletConnectTestWalletServer } from './server.js'
import { startWalletConnectTestWallet } from './wallet.js'

/**
 * Runs a WalletConnect test wallet and its page in a process of its own — how the devstack
 * runs the WalletKit one (WalletKit's CommonJS build works in plain Node; a test runner that
 * resolves packages with the `module` condition picks its ES build, which Node cannot load).
 * Its settings come as JSON in `FOYER_WC_WALLET_CONFIG`; it prints
 * `WalletConnect test wallet listening on <url>` and stops on SIGTERM, SIGINT or stdin's end.
 */
const configSchema = z.object({
  sdk: z.enum(['sign-client', 'walletkit']),
  relayUrl: z.string().check(z.regex(/^wss?:\/\//)),
  port: z.int().check(z.gte(0), z.lte(65_535)),
  mnemonic: z.string(),
  chains: z.array(z.object({ chainId: z.int(), rpcUrl: z.url(), name: z.optional(z.string()) })),
  defaultDecision: z.optional(decisionSchema),
  solanaRpcUrls: z.optional(z.record(z.string(), z.url())),
  esploraUrl: z.optional(z.url()),
})

const config = configSchema.parse(JSON.parse(process.env.FOYER_WC_WALLET_CONFIG ?? '{}'))
const wallet = await startWalletConnectTestWallet({
  sdk: config.sdk,
  relayUrl: config.relayUrl,
  mnemonic: config.mnemonic,
  chains: config.chains,
  ...(config.defaultDecision ? { defaultDecision: config.defaultDecision } : {}),
  ...(config.solanaRpcUrls ? { solana: { rpcUrls: config.solanaRpcUrls } } : {}),
  ...(config.esploraUrl ? { bitcoin: { esploraUrl: config.esploraUrl } } : {}),
})
const server = await startWalletConnectTestWalletServer({ wallet, port: config.port })
console.info(`WalletConnect test wallet listening on ${server.url}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  await wallet.close()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
process.stdin.on('end', stop)
process.stdin.resume()
