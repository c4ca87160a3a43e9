import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CLI_USAGE, CliUsageError, parseCliArgs } from './cli-args.js'
import { DEVSTACK_INFO_FILE } from './constants.js'
import type { Devstack } from './devstack.js'

/**
 * `pnpm devstack`: starts the local stack on its fixed ports, prints the endpoints, writes
 * them as JSON to the info file and runs until SIGINT or SIGTERM, then stops every part,
 * removes the info file and exits 0. Exits 1 if the stack cannot start or a devnet dies,
 * 2 for bad flags.
 */
async function main(): Promise<number> {
  let settings: ReturnType<typeof parseCliArgs>
  try {
    settings = parseCliArgs(process.argv.slice(2), process.env, defaultInfoFile())
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error
    console.error(`${error.message}\n\n${CLI_USAGE}`)
    return 2
  }
  if (settings.help) {
    console.info(CLI_USAGE)
    return 0
  }

  let stack: Devstack | undefined
  let shuttingDown: Promise<number> | undefined
  const shutdown = (code: number) => {
    shuttingDown ??= (async () => {
      try {
        await stack?.stop()
      } catch (error) {
        console.error('Stopping the local stack failed:', error)
        code = 1
      }
      fs.rmSync(settings.infoFile, { force: true })
      return code
    })()
    return shuttingDown
  }
  let signals = 0
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1
    // A second signal while stopping: leave now. The devnets' watchdogs see this process
    // go and stop anvil on their own.
    if (signals > 1) process.exit(1)
    console.info(`\n${signal}: stopping the local stack…`)
    void shutdown(0).then((code) => process.exit(code))
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  console.info('Starting the Foyer local stack…')
  // Loaded only now, so that --help and flag errors answer at once.
  const { devstackInfoOf, startDevstack } = await import('./devstack.js')
  const { writeDevstackInfo } = await import('./info-file.js')
  try {
    stack = await startDevstack({
      ports: settings.ports,
      directory: settings.directory,
      relay: settings.relay,
      dataService: settings.dataService,
      auth: settings.auth,
      // The embedded wallet frame (email login in the demo) comes with the auth services.
      walletFrame: settings.auth,
      // ERC-4337 (EntryPoint v0.7, the smart account factory, one alto bundler per devnet).
      smartAccounts: true,
      walletConnectWallet: settings.wallet && (settings.walletKit ? { sdk: 'walletkit' } : true),
      solana: settings.solana,
      log: (line) => console.info(`  ${line}`),
      onUnexpectedExit: (error) => {
        console.error(error.message)
        void shutdown(1).then((code) => process.exit(code))
      },
    })
  } catch (error) {
    console.error(
      'The local stack could not start:',
      error instanceof Error ? error.message : error,
    )
    return shutdown(1)
  }
  if (shuttingDown) return shuttingDown

  await writeDevstackInfo(settings.infoFile, {
    ...devstackInfoOf(stack),
    pid: process.pid,
    pids: stack.pids,
  })
  const account = stack.accounts[0]!
  console.info(
    [
      '',
      'Foyer local stack is running:',
      ...stack.chains.map((chain) => `  ${chain.caipNetworkId.padEnd(13)} ${chain.rpcUrl}`),
      ...(stack.directoryUrl ? [`  directory     ${stack.directoryUrl}`] : []),
      ...(stack.relayUrl ? [`  relay         ${stack.relayUrl}`] : []),
      ...(stack.solana
        ? [
            `  ${stack.solana.caipNetworkId.slice(0, 13).padEnd(13)} ${stack.solana.rpcUrl} (Solana)`,
          ]
        : []),
      ...(stack.dataServiceUrl ? [`  data service  ${stack.dataServiceUrl}`] : []),
      ...(stack.onrampCheckoutUrl
        ? [`  on-ramp       ${stack.onrampCheckoutUrl} (sandbox checkout; Buy in the modal)`]
        : []),
      ...(stack.auth
        ? [
            `  auth server   ${stack.auth.url} (project ${stack.auth.projectId})`,
            `  mail inbox    ${stack.auth.inboxUrl}?to=<email> (email login codes)`,
            `  OpenID (local) ${stack.auth.identityProviderUrl}`,
          ]
        : []),
      ...(stack.walletFrameUrl
        ? [`  wallet frame  ${stack.walletFrameUrl} (embedded wallet)`]
        : []),
      ...(stack.walletConnectWalletUrl
        ? [`  wc wallet     ${stack.walletConnectWalletUrl} (paste a WalletConnect link here)`]
        : []),
      ...(stack.bitcoin ? [`  bitcoin       ${stack.bitcoin.esploraUrl} (esplora API)`] : []),
      `  account 0     ${account.address}`,
      `  mnemonic      ${stack.mnemonic}`,
      `Endpoints written to ${settings.infoFile}`,
      'Press Ctrl-C to stop.',
    ].join('\n'),
  )
  return new Promise<number>(() => {}) // runs until a signal
}

/** `.foyer-tmp/devstack.json` at the repository root (found from this file's location). */
function defaultInfoFile(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (fs.existsSync(path.join(folder, 'pnpm-workspace.yaml'))) {
      return path.join(folder, DEVSTACK_INFO_FILE)
    }
    const parent = path.dirname(folder)
    if (parent === folder) return path.resolve(DEVSTACK_INFO_FILE)
    folder = parent
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
