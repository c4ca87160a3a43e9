import path from 'node:path'
import { parseArgs } from 'node:util'
import * as z from 'zod'
import { DEVSTACK_CHAINS, DEVSTACK_DEFAULT_PORTS } from './constants.js'

/** The CLI's settings after flags, environment and defaults are combined. */
export interface CliSettings {
  help: boolean
  ports: {
    chains: number[]
    directory: number
    relay: number
    wallet: number
    bitcoin: number
    solana: number
    dataService: number
    auth: number
    smtp: number
    mailInbox: number
    identityProvider: number
    /** The embedded wallet frame (started with the auth services). */
    walletFrame: number
    /** The ERC-4337 bundlers, one per devnet. */
    bundlers: number[]
    /** The paymaster service beside them. */
    paymaster: number
  }
  directory: boolean
  /** The local Solana network (litesvm behind a JSON-RPC). */
  solana: boolean
  /** The account data service. */
  dataService: boolean
  /** The embedded wallet's auth services (auth server, SMTP sink, local OpenID provider). */
  auth: boolean
  relay: boolean
  /** The WalletConnect test wallet (only with the relay). */
  wallet: boolean
  /** Run the WalletConnect test wallet on Reown's WalletKit instead of a bare Sign client. */
  walletKit: boolean
  /** Absolute path of the JSON file the endpoints are written to. */
  infoFile: string
}

/** Environment variables the CLI reads; a flag wins over its variable. */
export const CLI_ENV = {
  anvilPorts: 'FOYER_DEVSTACK_ANVIL_PORTS',
  directoryPort: 'FOYER_DEVSTACK_DIRECTORY_PORT',
  relayPort: 'FOYER_DEVSTACK_RELAY_PORT',
  walletPort: 'FOYER_DEVSTACK_WALLET_PORT',
  solanaPort: 'FOYER_DEVSTACK_SOLANA_PORT',
  bitcoinPort: 'FOYER_DEVSTACK_BITCOIN_PORT',
  dataServicePort: 'FOYER_DEVSTACK_DATA_SERVICE_PORT',
  authPort: 'FOYER_DEVSTACK_AUTH_PORT',
  infoFile: 'FOYER_DEVSTACK_INFO_FILE',
} as const

/** The CLI's help text. */
export const CLI_USAGE = `Usage: pnpm devstack [options]

Starts the Foyer local stack on 127.0.0.1 and keeps it running until Ctrl-C.

Options:
  --anvil-ports <a,b>     ports of the two devnets (chains ${DEVSTACK_CHAINS.map((chain) => chain.chainId).join(' and ')})
                          default ${DEVSTACK_DEFAULT_PORTS.chains.join(',')}; env ${CLI_ENV.anvilPorts}
  --directory-port <n>    wallet directory port, default ${DEVSTACK_DEFAULT_PORTS.directory}; env ${CLI_ENV.directoryPort}
  --relay-port <n>        WalletConnect relay port, default ${DEVSTACK_DEFAULT_PORTS.relay}; env ${CLI_ENV.relayPort}
  --wallet-port <n>       WalletConnect test wallet page, default ${DEVSTACK_DEFAULT_PORTS.wallet}; env ${CLI_ENV.walletPort}
  --solana-port <n>       local Solana JSON-RPC (WebSocket on n+1), default ${DEVSTACK_DEFAULT_PORTS.solana}; env ${CLI_ENV.solanaPort}
  --bitcoin-port <n>      local Bitcoin esplora API, default ${DEVSTACK_DEFAULT_PORTS.bitcoin}; env ${CLI_ENV.bitcoinPort}
  --data-service-port <n> account data service port, default ${DEVSTACK_DEFAULT_PORTS.dataService}; env ${CLI_ENV.dataServicePort}
  --auth-port <n>         embedded wallet auth server port, default ${DEVSTACK_DEFAULT_PORTS.auth}; env ${CLI_ENV.authPort}
                          (SMTP sink ${DEVSTACK_DEFAULT_PORTS.smtp}, its inbox ${DEVSTACK_DEFAULT_PORTS.mailInbox}, OpenID provider ${DEVSTACK_DEFAULT_PORTS.identityProvider})
  --free-ports            use free ports for every part instead of the defaults
  --no-solana             do not start the local Solana network
  --no-directory          do not start the wallet directory
  --no-relay              do not start the relay (nor the WalletConnect test wallet)
  --no-data-service       do not start the account data service
  --no-auth               do not start the auth server, SMTP sink and OpenID provider
  --no-wallet             do not start the WalletConnect test wallet
  --walletkit             run the WalletConnect test wallet on Reown's WalletKit
  --info-file <path>      where to write the endpoints as JSON
                          default <repo>/.foyer-tmp/devstack.json; env ${CLI_ENV.infoFile}
  -h, --help              show this help
`

const portSchema = z
  .string()
  .regex(/^\d+$/, 'must be a port number')
  .transform(Number)
  .pipe(z.number().max(65_535, 'must be at most 65535'))
const portListSchema = z
  .string()
  .transform((text) => text.split(',').map((part) => part.trim()))
  .pipe(z.array(portSchema).length(DEVSTACK_CHAINS.length))

/** Thrown for bad command-line input; its message is meant for the user. */
export class CliUsageError extends Error {
  override name = 'CliUsageError'
}

/**
 * Parses the CLI's flags and environment. Throws {@link CliUsageError} for an unknown flag
 * or a bad value, naming it.
 */
export function parseCliArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  defaultInfoFile: string,
): CliSettings {
  let values: ReturnType<typeof readFlags>
  try {
    values = readFlags(argv)
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error))
  }
  const pick = <T>(
    what: string,
    schema: z.ZodType<T>,
    flag: string | undefined,
    envName: string,
  ) => {
    const raw = flag ?? env[envName]
    if (raw === undefined || raw === '') return undefined
    const result = schema.safeParse(raw)
    if (!result.success) {
      const source = flag === undefined ? `${envName}=${raw}` : `--${what} ${raw}`
      throw new CliUsageError(`Invalid ${source}: ${z.prettifyError(result.error)}`)
    }
    return result.data
  }
  const free = values['free-ports'] === true
  const chains = pick('anvil-ports', portListSchema, values['anvil-ports'], CLI_ENV.anvilPorts)
  const directory = pick(
    'directory-port',
    portSchema,
    values['directory-port'],
    CLI_ENV.directoryPort,
  )
  const relay = pick('relay-port', portSchema, values['relay-port'], CLI_ENV.relayPort)
  const wallet = pick('wallet-port', portSchema, values['wallet-port'], CLI_ENV.walletPort)
  const solana = pick('solana-port', portSchema, values['solana-port'], CLI_ENV.solanaPort)
  const bitcoin = pick('bitcoin-port', portSchema, values['bitcoin-port'], CLI_ENV.bitcoinPort)
  const dataService = pick(
    'data-service-port',
    portSchema,
    values['data-service-port'],
    CLI_ENV.dataServicePort,
  )
  const auth = pick('auth-port', portSchema, values['auth-port'], CLI_ENV.authPort)
  const infoFile = values['info-file'] ?? env[CLI_ENV.infoFile] ?? defaultInfoFile
  return {
    help: values.help === true,
    ports: {
      chains: chains ?? (free ? DEVSTACK_CHAINS.map(() => 0) : [...DEVSTACK_DEFAULT_PORTS.chains]),
      directory: directory ?? (free ? 0 : DEVSTACK_DEFAULT_PORTS.directory),
      relay: relay ?? (free ? 0 : DEVSTACK_DEFAULT_PORTS.relay),
      wallet: wallet ?? (free ? 0 : DEVSTACK_DEFAULT_PORTS.wallet),
      solana: solana ?? (free ? 0 : DEVSTACK_DEFAULT_PORTS.solana),
      bitcoin: bitcoin ?? (free ? 0 : DEVSTACK_DEFAULT_PORTS.bitcoin),
      dataService: dataService ?? (free ? 0 : DEVSTACK_DEFAULT_PORTS.dataService),
      auth: auth ?? (free ? 0 : DEVSTACK_DEFAULT_PORTS.auth),
      walletFrame: free ? 0 : DEVSTACK_DEFAULT_PORTS.walletFrame,
      bundlers: free ? DEVSTACK_CHAINS.map(() => 0) : [...DEVSTACK_DEFAULT_PORTS.bundlers],
      paymaster: free ? 0 : DEVSTACK_DEFAULT_PORTS.paymaster,
      smtp: free ? 0 : DEVSTACK_DEFAULT_PORTS.smtp,
      mailInbox: free ? 0 : DEVSTACK_DEFAULT_PORTS.mailInbox,
      identityProvider: free ? 0 : DEVSTACK_DEFAULT_PORTS.identityProvider,
    },
    solana: values['no-solana'] !== true,
    directory: values['no-directory'] !== true,
    dataService: values['no-data-service'] !== true,
    auth: values['no-auth'] !== true,
    relay: values['no-relay'] !== true,
    wallet: values['no-relay'] !== true && values['no-wallet'] !== true,
    walletKit: values.walletkit === true,
    infoFile: path.resolve(infoFile),
  }
}

function readFlags(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      'anvil-ports': { type: 'string' },
      'directory-port': { type: 'string' },
      'relay-port': { type: 'string' },
      'wallet-port': { type: 'string' },
      'solana-port': { type: 'string' },
      'no-solana': { type: 'boolean' },
      'bitcoin-port': { type: 'string' },
      'data-service-port': { type: 'string' },
      'free-ports': { type: 'boolean' },
      'no-directory': { type: 'boolean' },
      'no-relay': { type: 'boolean' },
      'no-wallet': { type: 'boolean' },
      walletkit: { type: 'boolean' },
      'no-data-service': { type: 'boolean' },
      'no-auth': { type: 'boolean' },
      'auth-port': { type: 'string' },
      'info-file': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
}
