import type { LogLevel } from '@foyer/common'
import type { FoyerLogger, WritableLogLevel } from './create-logger.js'

type PinoLogFn = (...args: unknown[]) => void

/**
 * The part of pino's logger interface that WalletConnect's clients call: the level methods,
 * `level`, `child` and `bindings` (its child loggers keep their name under `context`).
 */
export interface PinoCompatibleLogger {
  level: string
  context: string
  trace: PinoLogFn
  debug: PinoLogFn
  info: PinoLogFn
  warn: PinoLogFn
  error: PinoLogFn
  fatal: PinoLogFn
  silent: PinoLogFn
  child(bindings: Record<string, unknown>): PinoCompatibleLogger
  bindings(): Record<string, unknown>
  isLevelEnabled(level: string): boolean
}

const WRITABLE = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const

/**
 * A pino-compatible view of a Foyer logger, to hand to WalletConnect (`logger` option of its
 * universal provider and Sign client) so its logs go into Foyer's bounded buffer, filtered by
 * Foyer's level, and never to the console.
 */
export function toPinoLogger(
  logger: FoyerLogger,
  bindings: Record<string, unknown> = {},
): PinoCompatibleLogger {
  const write =
    (level: WritableLogLevel): PinoLogFn =>
    (...args) => {
      if (!logger.isLevelEnabled(level)) return
      const { message, details } = pinoArguments(args)
      logger.log(level, message, {
        context: pino.context || undefined,
        details,
        print: false,
      })
    }
  const pino: PinoCompatibleLogger = {
    get level() {
      return logger.level
    },
    set level(next: string) {
      if (isLogLevel(next)) logger.setLevel(next)
    },
    context: typeof bindings.context === 'string' ? bindings.context : '',
    trace: write('trace'),
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    fatal: write('fatal'),
    silent: () => {},
    child: (childBindings) => toPinoLogger(logger, { ...bindings, ...childBindings }),
    bindings: () => ({ ...bindings }),
    isLevelEnabled: (level) =>
      (WRITABLE as readonly string[]).includes(level) &&
      logger.isLevelEnabled(level as WritableLogLevel),
  }
  return pino
}

/** pino's call forms: `(message, ...args)` and `(objectOrError, message?, ...args)`. */
function pinoArguments(args: unknown[]): { message: string; details: unknown } {
  const [first, ...rest] = args
  if (typeof first === 'string') {
    return { message: joinRest(first, rest), details: undefined }
  }
  const [second, ...more] = rest
  if (typeof second === 'string') return { message: joinRest(second, more), details: first }
  const message = first instanceof Error ? first.message : ''
  return { message, details: rest.length > 0 ? [first, ...rest] : first }
}

function joinRest(message: string, rest: unknown[]): string {
  return rest.length === 0 ? message : [message, ...rest.map(String)].join(' ')
}

function isLogLevel(value: string): value is LogLevel {
  return [...WRITABLE, 'silent'].includes(value)
}
