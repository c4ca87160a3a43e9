import { stopOnSignals } from '../listen.js'

/** A child for listen.test.ts: a service that takes 50 ms to close and counts its closes. */
let closes = 0
stopOnSignals(
  {
    close: async () => {
      closes += 1
      process.stdout.write(`close ${closes}\n`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    },
  },
  (line) => process.stdout.write(`${line}\n`),
  { stdinClose: true },
)
process.stdout.write('ready\n')
