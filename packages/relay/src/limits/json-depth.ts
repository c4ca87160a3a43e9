/**
 * Measures the nesting depth of JSON text in one linear pass, without building anything, so that
 * a hostile frame (`[[[[…` a million levels deep) is refused before `JSON.parse` spends time on
 * it. Brackets inside strings are skipped. Stops early once `limit` is exceeded and returns
 * `limit + 1`. The text need not be valid JSON: the parser judges that afterwards.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === 0x5c /* \ */) index++
      else if (code === 0x22 /* " */) inString = false
      continue
    }
    if (code === 0x22) inString = true
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth++
      if (depth > limit) return true
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--
  }
  return false
}
