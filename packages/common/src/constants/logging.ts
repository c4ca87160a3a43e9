/** Log levels, most verbose first. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const

/** A log level. */
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Default size of the in-memory log buffer (SPEC §9: 1,024,000 bytes). */
export const LOG_BUFFER_BYTES = 1_024_000

/** Default log level (SPEC §9). */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error'
