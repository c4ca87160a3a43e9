#!/usr/bin/env node
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
  const stop = (): void => {
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('paymaster: close failed', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  if (command.stopOnStdinClose) {
    process.stdin.on('end', stop)
    process.stdin.on('close', stop)
    process.stdin.resume()
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`foyer-paymaster: ${error instanceof Error ? error.message : String(error)}`)
  console.error('Run with --help for usage.')
  process.exit(2)
})
