import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES, LOG_LEVELS, type LogLevel } from '@foyer/common'
import { LogBuffer, type LogEntry } from './log-buffer.js'

/** Levels that can be written (all but `silent`). */
export type WritableLogLevel = Exclude<LogLevel, 'silent'>

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** Lowest level kept; `error` by default (SPEC §9), `silent` keeps nothing. */
  level?: LogLevel
  /** Size of the in-memory buffer in bytes; 1,024,000 by default (SPEC §9). */
  bufferBytes?: number
  /** Print kept entries to the console too (default true); WalletConnect's never are. */
  console?: boolean
}

/** How one write is made. */
export interface LogWriteOptions {
  context?: string
  details?: unknown
  /** Whether to print it to the console when kept (default: the logger's `console` option). */
  print?: boolean
}

/**
 * Foyer's logger: entries at or above its level go into a bounded in-memory buffer (oldest
 * dropped first). Core writes unexpected errors here, and the WalletConnect client writes its
 * own logs here through {@link toPinoLogger}.
 */
export interface FoyerLogger {
  readonly level: LogLevel
  setLevel(level: LogLevel): void
  /** Whether an entry of this level would be kept. */
  isLevelEnabled(level: WritableLogLevel): boolean
  log(level: WritableLogLevel, message: string, options?: LogWriteOptions): void
  error(message: string, details?: unknown): void
  warn(message: string, details?: unknown): void
  info(message: string, details?: unknown): void
  debug(message: string, details?: unknown): void
  /** The entries kept, oldest first. */
  entries(): LogEntry[]
  /** Bytes the kept entries take (their JSON form). */
  byteLength(): number
  /** Entries dropped to stay within the buffer's bound. */
  dropped(): number
  clear(): void
}

const rank = (level: LogLevel): number => LOG_LEVELS.indexOf(level)

/** Prints an entry with the console method of its level (trace and debug print as info). */
function print(level: WritableLogLevel, line: string, args: unknown[]): void {
  if (level === 'error' || level === 'fatal') console.error(line, ...args)
  else if (level === 'warn') console.warn(line, ...args)
  else console.info(line, ...args)
}

/** Creates a logger with SPEC §9's defaults: level `error`, a 1,024,000-byte buffer. */
export function createLogger(options: LoggerOptions = {}): FoyerLogger {
  let level: LogLevel = options.level ?? DEFAULT_LOG_LEVEL
  const buffer = new LogBuffer(options.bufferBytes ?? LOG_BUFFER_BYTES)
  const printByDefault = options.console ?? true
  const isLevelEnabled = (wanted: WritableLogLevel) =>
    level !== 'silent' && rank(wanted) >= rank(level)

  const log = (entryLevel: WritableLogLevel, message: string, write: LogWriteOptions = {}) => {
    if (!isLevelEnabled(entryLevel)) return
    const entry: LogEntry = { time: Date.now(), level: entryLevel, message }
    if (write.context) entry.context = write.context
    if (write.details !== undefined) entry.details = write.details
    buffer.push(entry)
    if (write.print ?? printByDefault) {
      const prefix = write.context ? `[foyer:${write.context}]` : '[foyer]'
      const args = write.details === undefined ? [] : [write.details]
      print(entryLevel, `${prefix} ${message}`, args)
    }
  }

  return {
    get level() {
      return level
    },
    setLevel(next) {
      level = next
    },
    isLevelEnabled,
    log,
    error: (message, details) => log('error', message, { details }),
    warn: (message, details) => log('warn', message, { details }),
    info: (message, details) => log('info', message, { details }),
    debug: (message, details) => log('debug', message, { details }),
    entries: () => buffer.entries(),
    byteLength: () => buffer.byteLength,
    dropped: () => buffer.dropped,
    clear: () => buffer.clear(),
  }
}
