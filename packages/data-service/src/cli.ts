#!/usr/bin/env node
import { parseDataCommand, stopOnSignals } from '@foyer/service-kit'
import { runDataCommand } from '@foyer/sql'
import { CLI_USAGE, parseCliArgs } from './cli-args.js'
import { DATA_SERVICE_OPTIONS } from './cli-options.js'
import { startDataService } from './server.js'

/** Runs `foyer-data-service`: serves until SIGINT or SIGTERM, or runs `backup` / `restore`. */
async function main(argv: readonly string[]): Promise<void> {
  if (argv[0] === 'backup' || argv[0] === 'restore') {
    console.info(
      await runDataCommand(
        parseDataCommand(argv, process.env, DATA_SERVICE_OPTIONS, 'data-service'),
      ),
    )
    return
  }
  const command = parseCliArgs(argv)
  if (command.kind === 'help') {
    process.stdout.write(CLI_USAGE)
    return
  }
  const service = await startDataService(command.options)
  console.info(`data service (${service.engine}) listening on ${service.url}`)
  stopOnSignals(service, (line) => console.error(`data service: ${line}`), {
    stdinClose: command.stopOnStdinClose,
  })
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`foyer-data-service: ${error instanceof Error ? error.message : String(error)}`)
  console.error('Run with --help for usage.')
  process.exit(2)
})
