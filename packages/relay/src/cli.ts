#!/usr/bin/env node
import { parseRelayCliArgs, RELAY_CLI_USAGE } from './cli-args.js'
import { consoleLogger, type RelayLogger } from './logger.js'
import { startRelay } from './start-relay.js'

/** Runs `foyer-relay` until SIGINT or SIGTERM, then closes every connection and exits 0. */
async function main(): Promise<void> {
  const command = parseRelayCliArgs(process.argv.slice(2), process.env)
  if (command.kind === 'help') {
    process.stdout.write(RELAY_CLI_USAGE)
    return
  }
  const logger: RelayLogger = command.quiet ? { ...consoleLogger, info() {} } : consoleLogger
  const relay = await startRelay({
    ...command.options,
    logger,
    logLevel: command.quiet ? 'warn' : 'info',
  })
  console.info(`foyer-relay listening on ${relay.url}`)
  const stop = () => {
    relay.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('foyer-relay: shutdown failed', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`foyer-relay: ${error instanceof Error ? error.message : String(error)}`)
  console.error('Run foyer-relay --help for usage.')
  process.exit(2)
})
