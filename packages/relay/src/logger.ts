/** Where the relay reports what happens; every method is optional to implement as a no-op. */
export interface RelayLogger {
  info(message: string, details?: Record<string, unknown>): void
  warn(message: string, details?: Record<string, unknown>): void
  error(message: string, details?: Record<string, unknown>): void
}

/** A logger that drops everything: the default for the library API. */
export const silentLogger: RelayLogger = {
  info() {},
  warn() {},
  error() {},
}

/** A logger that writes one line per event to the console: what the CLI uses. */
export const consoleLogger: RelayLogger = {
  info: (message, details) => console.info(formatLine(message, details)),
  warn: (message, details) => console.warn(formatLine(message, details)),
  error: (message, details) => console.error(formatLine(message, details)),
}

function formatLine(message: string, details?: Record<string, unknown>): string {
  return details === undefined ? message : `${message} ${JSON.stringify(details)}`
}
