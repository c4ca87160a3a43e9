/** One line of the log, as kept in the buffer. */
export interface LogEntry {
  /** Epoch milliseconds. */
  time: number
  level: string
  message: string
  /** Who wrote it, e.g. `walletconnect/core/relayer`. */
  context?: string
  /** Extra data, serialised to JSON-safe values. */
  details?: unknown
}

const encoder = new TextEncoder()

/**
 * A log buffer bounded in bytes: each entry counts as the UTF-8 length of its JSON form, and
 * the oldest entries are dropped first when a new one would not fit (SPEC §9: 1,024,000
 * bytes by default). An entry bigger than the whole buffer is not kept.
 */
export class LogBuffer {
  private items: { entry: LogEntry; bytes: number }[] = []
  private head = 0
  private size = 0
  /** Entries dropped so far to stay within the bound. */
  dropped = 0

  constructor(readonly maxBytes: number) {}

  /** Adds an entry, dropping the oldest ones until it fits. Returns its size in bytes. */
  push(entry: LogEntry): number {
    const line = serializeEntry(entry)
    const bytes = encoder.encode(line).length
    if (bytes > this.maxBytes) {
      this.dropped += 1
      return bytes
    }
    while (this.size + bytes > this.maxBytes && this.head < this.items.length) {
      const oldest = this.items[this.head]
      this.head += 1
      if (oldest) this.size -= oldest.bytes
      this.dropped += 1
    }
    // Compact now and then so dropped entries do not pile up in the array.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head)
      this.head = 0
    }
    this.items.push({ entry: JSON.parse(line) as LogEntry, bytes })
    this.size += bytes
    return bytes
  }

  /** The entries kept, oldest first. */
  entries(): LogEntry[] {
    return this.items.slice(this.head).map((item) => item.entry)
  }

  /** Bytes held now (sum of the serialised entries). */
  get byteLength(): number {
    return this.size
  }

  clear(): void {
    this.items = []
    this.head = 0
    this.size = 0
  }
}

/** The JSON line of an entry; errors keep name, message and stack, cycles become "[Circular]". */
export function serializeEntry(entry: LogEntry): string {
  const seen = new WeakSet<object>()
  return JSON.stringify(entry, (_key, value: unknown) => {
    if (typeof value === 'bigint') return value.toString()
    if (value instanceof Error) {
      return { name: value.name, message: value.message, stack: value.stack }
    }
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[Circular]'
      seen.add(value)
    }
    if (typeof value === 'function') return undefined
    return value
  })
}
