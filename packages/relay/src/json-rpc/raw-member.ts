/**
 * Returns the raw JSON text of the last top-level member called `name` of a JSON object text,
 * or `undefined`. The text must already be known to be valid JSON.
 *
 * Used to echo request ids exactly: wallets written in Kotlin or Swift send 64-bit integer ids
 * that `JSON.parse` would round.
 */
export function readTopLevelMember(json: string, name: string): string | undefined {
  let index = skipWhitespace(json, 0)
  if (json[index] !== '{') return undefined
  index++
  let found: string | undefined
  while (index < json.length) {
    index = skipWhitespace(json, index)
    if (json[index] === '}') break
    if (json[index] === ',') {
      index++
      continue
    }
    const keyEnd = skipString(json, index)
    const key = JSON.parse(json.slice(index, keyEnd)) as string
    index = skipWhitespace(json, keyEnd)
    index++ // the colon
    const valueStart = skipWhitespace(json, index)
    const valueEnd = skipValue(json, valueStart)
    if (key === name) found = json.slice(valueStart, valueEnd)
    index = valueEnd
  }
  return found
}

function skipWhitespace(json: string, from: number): number {
  let index = from
  while (index < json.length && /\s/.test(json[index] ?? '')) index++
  return index
}

/** `from` is at an opening quote; returns the index after the closing quote. */
function skipString(json: string, from: number): number {
  let index = from + 1
  while (index < json.length) {
    const char = json[index]
    if (char === '\\') index += 2
    else if (char === '"') return index + 1
    else index++
  }
  return index
}

function skipValue(json: string, from: number): number {
  const first = json[from]
  if (first === '"') return skipString(json, from)
  if (first === '{' || first === '[') return skipContainer(json, from)
  let index = from
  while (index < json.length && !/[\s,}\]]/.test(json[index] ?? '')) index++
  return index
}

function skipContainer(json: string, from: number): number {
  let depth = 0
  let index = from
  while (index < json.length) {
    const char = json[index]
    if (char === '"') {
      index = skipString(json, index)
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') {
      depth--
      if (depth === 0) return index + 1
    }
    index++
  }
  return index
}
