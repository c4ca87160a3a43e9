/**
 * Measures the nesting depth of JSON text in one linear pass, without building anything, so that
 * a hostile frame (`[[[[…` a million levels deep) is refused before `JSON.parse` spends time on
 * it. Brackets inside strings are skipped. The text need not be valid JSON: the parser judges
 * that afterwards.
 *
 * Strings are skipped with `indexOf` (native, vectorised) rather than character by character:
 * a frame is mostly one big string (the message), and a flood of 256 KiB publishes made this
 * scan one of the relay's largest costs.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  const strings = new StringSkipper(text)
  let depth = 0
  let index = 0
  while (index < text.length) {
    const code = text.charCodeAt(index)
    if (code === 0x22 /* " */) {
      index = strings.end(index + 1)
      continue
    }
    if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth++
      if (depth > limit) return true
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--
    index++
  }
  return false
}

/** Finds where JSON strings end, remembering the next backslash so each is searched for once. */
class StringSkipper {
  /** Index of the next backslash at or after the last search; -1 once there is none left. */
  #backslash = -2

  constructor(private readonly text: string) {}

  /** `from` is just after an opening quote; returns the index after the closing quote. */
  end(from: number): number {
    let index = from
    for (;;) {
      const quote = this.text.indexOf('"', index)
      if (quote === -1) return this.text.length
      const backslash = this.#nextBackslash(index)
      // An escape before the quote: skip the escaped character (it may be the quote itself).
      if (backslash !== -1 && backslash < quote) index = backslash + 2
      else return quote + 1
    }
  }

  #nextBackslash(from: number): number {
    if (this.#backslash === -1) return -1
    if (this.#backslash < from) this.#backslash = this.text.indexOf('\\', from)
    return this.#backslash
  }
}
