#!/usr/bin/env node
import { stopOnSignals } from '@foyer/service-kit'
import { CLI_USAGE, parseCliArgs } from './cli-args.js'
import { startWalletDirectoryServer } from './server.js'

/** Runs `foyer-wallet-directory`: serves until SIGINT or SIGTERM. */
async function main(argv: readonly string[]): Promise<void> {
  const command = parseCliArgs(argv)
  if (command.kind === 'help') {
    process.stdout.write(CLI_USAGE)
    return
  }
  const server = await startWalletDirectoryServer(command.options)
  console.info(`wallet directory listening on ${server.url}`)
  stopOnSignals(server, (line) => console.error(`wallet directory: ${line}`))
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`foyer-wallet-directory: ${error instanceof Error ? error.message : String(error)}`)
  console.error('Run with --help for usage.')
  process.exit(2)
})
