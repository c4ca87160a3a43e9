import { parseServeArgs, SERVE_USAGE, ServeUsageError } from './serve-args.js'
import type { RunningDemo } from './start-demo.js'

/**
 * The serve script: starts the stack and the demo, prints the URL and the endpoints, and
 * on SIGINT or SIGTERM stops everything and exits 0 (1 if something failed; a second
 * signal leaves at once — the devnets' watchdogs stop anvil on their own). Exit code 2
 * for bad flags.
 */
export async function runServeCli(argv: readonly string[]): Promise<never> {
  let settings: ReturnType<typeof parseServeArgs>
  try {
    settings = parseServeArgs(argv)
  } catch (error) {
    if (!(error instanceof ServeUsageError)) throw error
    console.error(`${error.message}\n\n${SERVE_USAGE}`)
    process.exit(2)
  }
  if (settings.help) {
    console.info(SERVE_USAGE)
    process.exit(0)
  }

  let demo: RunningDemo | undefined
  let stopping: Promise<never> | undefined
  const stop = (code: number): Promise<never> => {
    stopping ??= (async () => {
      try {
        await demo?.stop()
      } catch (error) {
        console.error('Stopping the demo failed:', error)
        code = 1
      }
      process.exit(code)
    })()
    return stopping
  }
  let signals = 0
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1
    if (signals > 1) process.exit(1)
    console.info(`\n${signal}: stopping the demo and the local stack…`)
    void stop(0)
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  console.info('Starting the Foyer local stack and the demo…')
  const { startDemo } = await import('./start-demo.js')
  try {
    demo = await startDemo({
      freePorts: settings.freePorts,
      ...(settings.port === undefined ? {} : { port: settings.port }),
      log: (line) => console.info(`  ${line}`),
      onUnexpectedExit: (error) => {
        console.error(error.message)
        void stop(1)
      },
    })
  } catch (error) {
    console.error('The demo could not start:', error instanceof Error ? error.message : error)
    if (!settings.freePorts) {
      console.error(
        'Is `pnpm devstack` or another demo already running? Stop it, or pass --free-ports.',
      )
    }
    return stop(1)
  }
  if (stopping) return stopping
  console.info(
    [
      '',
      `Foyer demo: ${demo.url}`,
      ...demo.config.chains.map((chain) => `  eip155:${chain.chainId}`.padEnd(16) + chain.rpcUrl),
      `  directory     ${demo.config.directoryUrl}`,
      `  relay         ${demo.config.relayUrl}`,
      `  sign-in       ${new URL('/siwx', demo.url).href} (nonce, verify, session, signout)`,
      ...(demo.config.dataServiceUrl ? [`  account data  ${demo.config.dataServiceUrl}`] : []),
      ...(demo.config.solana ? [`  solana        ${demo.config.solana.rpcUrl} (local)`] : []),
      ...(demo.config.bitcoin
        ? [`  bitcoin       ${demo.config.bitcoin.esploraUrl} (local, esplora API)`]
        : []),
      ...demo.stack.chains.flatMap((chain) =>
        chain.smartAccounts
          ? [`  bundler       ${chain.smartAccounts.bundlerUrl} (smart accounts, ${chain.name})`]
          : [],
      ),
      ...(demo.stack.walletFrameUrl
        ? [`  wallet frame  ${demo.stack.walletFrameUrl} (embedded wallet; passkeys for localhost)`]
        : []),
      ...(demo.stack.auth
        ? [`  mail inbox    ${demo.stack.auth.inboxUrl}?to=<email> (email login codes)`]
        : []),
      ...(demo.stack.auth?.farcaster
        ? [`  farcaster     ${demo.stack.auth.farcaster.clientUrl} (test client: approve a login)`]
        : []),
      ...(demo.stack.walletConnectWalletUrl
        ? [
            `  wc wallet     ${demo.stack.walletConnectWalletUrl} (paste the link WalletConnect copies)`,
          ]
        : []),
      'The page injects the Foyer Test Wallet (devnet keys only). Press Ctrl-C to stop.',
    ].join('\n'),
  )
  return new Promise<never>(() => {})
}
