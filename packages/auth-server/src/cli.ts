#!/usr/bin/env node
import { parseDataCommand, stopOnSignals } from '@foyer/service-kit'
import { runDataCommand } from '@foyer/sql'
import { CLI_USAGE, parseCliArgs } from './cli-args.js'
import { AUTH_SERVER_OPTIONS } from './cli-options.js'
import { runKeysCommand } from './keys-command.js'
import { startAuthServer } from './server.js'

/** Runs `foyer-auth-server`: serves until SIGINT or SIGTERM, or runs `keys rotate`, `backup`, `restore`. */
async function main(argv: readonly string[]): Promise<void> {
  if (argv[0] === 'keys') {
    for (const line of await runKeysCommand(argv.slice(1), process.env)) console.info(line)
    return
  }
  if (argv[0] === 'backup' || argv[0] === 'restore') {
    console.info(
      await runDataCommand(parseDataCommand(argv, process.env, AUTH_SERVER_OPTIONS, 'auth-server')),
    )
    return
  }
  const command = parseCliArgs(argv)
  if (command.kind === 'help') {
    process.stdout.write(CLI_USAGE)
    return
  }
  const server = await startAuthServer(command.options)
  console.info(`auth server (${server.engine}) listening on ${server.url}`)
  stopOnSignals(server, (line) => console.error(`auth server: ${line}`), {
    stdinClose: command.stopOnStdinClose,
  })
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`foyer-auth-server: ${error instanceof Error ? error.message : String(error)}`)
  console.error('Run with --help for usage.')
  process.exit(2)
})
