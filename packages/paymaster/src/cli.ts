#!/usr/bin/env node
import { stopOnSignals } from '@foyer/service-kit'
import { CLI_USAGE, parseCliArgs } from './cli-args.js'
import { startPaymaster } from './server.js'

/** Runs `foyer-paymaster`: serves until SIGINT or SIGTERM. */
async function main(argv: readonly string[]): Promise<void> {
  const command = parseCliArgs(argv)
  if (command.kind === 'help') {
    process.stdout.write(CLI_USAGE)
    return
  }
  const service = await startPaymaster(command.options)
  console.info(
    `paymaster (signer ${service.signer}, ${service.storage}) listening on ${service.url}`,
  )
  stopOnSignals(service, (line) => console.error(`paymaster: ${line}`), {
    stdinClose: command.stopOnStdinClose,
  })
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`foyer-paymaster: ${error instanceof Error ? error.message : String(error)}`)
  console.error('Run with --help for usage.')
  process.exit(2)
})
