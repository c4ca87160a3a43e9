import { parseArgs } from 'node:util'
import * as z from 'zod/mini'

/** The serve script's flags, printed by `--help` and after a bad flag. */
export const SERVE_USAGE = `Usage: node apps/demo/scripts/serve.mjs [flags]   (npm run demo runs it without flags)

Starts the Foyer local stack (devnets 31337 and 31338, wallet directory, relay) and the demo
app's dev server on 127.0.0.1, then runs until Ctrl-C.

Flags:
  --port <n>      the demo's port (default 5173; the next free one if taken)
  --free-ports    free ports for the demo and every part of the stack
  -h, --help      this text`

/** The serve script's settings. */
export interface ServeSettings {
  help: boolean
  freePorts: boolean
  port: number | undefined
}

/** A flag the serve script does not understand (exit code 2). */
export class ServeUsageError extends Error {
  override name = 'ServeUsageError'
}

const portSchema = z.coerce.number().check(z.int(), z.gte(0), z.lte(65_535))

/** Parses the serve script's command-line flags; throws {@link ServeUsageError}. */
export function parseServeArgs(argv: readonly string[]): ServeSettings {
  let values: { port?: string; 'free-ports'?: boolean; help?: boolean }
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        'free-ports': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new ServeUsageError(error instanceof Error ? error.message : String(error))
  }
  let port: number | undefined
  if (values.port !== undefined) {
    const parsed = portSchema.safeParse(values.port.trim() === '' ? Number.NaN : values.port)
    if (!parsed.success) {
      throw new ServeUsageError(
        `--port must be a port number from 0 to 65535, not "${values.port}"`,
      )
    }
    port = parsed.data
  }
  return { help: values.help ?? false, freePorts: values['free-ports'] ?? false, port }
}
