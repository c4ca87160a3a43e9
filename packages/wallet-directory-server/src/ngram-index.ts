/** The longest n-gram indexed; longer queries are narrowed by their rarest n-gram and checked. */
const MAX_GRAM = 3

const EMPTY = new Int32Array(0)

/** Candidate positions for a search, and whether every candidate surely matches. */
export interface SearchCandidates {
  readonly positions: Int32Array
  readonly exact: boolean
}

/**
 * Substring search over a fixed list of texts: for every 1-, 2- and 3-gram, the sorted positions
 * of the texts containing it. A query of up to three characters is answered exactly by its own
 * posting list; a longer one by the shortest list among its 3-grams, to be checked.
 */
export class NgramIndex {
  readonly #postings = new Map<number, Int32Array>()

  constructor(texts: readonly string[]) {
    const building = new Map<number, number[]>()
    texts.forEach((text, position) => {
      for (let start = 0; start < text.length; start++) {
        let key = 0
        for (let size = 1; size <= MAX_GRAM && start + size <= text.length; size++) {
          key = gramKey(key, size, text.charCodeAt(start + size - 1))
          let list = building.get(key)
          if (!list) {
            list = []
            building.set(key, list)
          }
          // Positions arrive in order, so a repeat within one text is the last entry.
          if (list[list.length - 1] !== position) list.push(position)
        }
      }
    })
    for (const [key, list] of building) this.#postings.set(key, Int32Array.from(list))
  }

  /** Positions that may contain `query` (non-empty), ascending. */
  candidates(query: string): SearchCandidates {
    if (query.length <= MAX_GRAM) {
      return { positions: this.#postings.get(keyOf(query, 0, query.length)) ?? EMPTY, exact: true }
    }
    let shortest: Int32Array | undefined
    for (let start = 0; start + MAX_GRAM <= query.length; start++) {
      const list = this.#postings.get(keyOf(query, start, MAX_GRAM)) ?? EMPTY
      if (!shortest || list.length < shortest.length) shortest = list
      if (list.length === 0) break
    }
    return { positions: shortest ?? EMPTY, exact: false }
  }
}

/**
 * A number naming an n-gram of UTF-16 code units: the previous prefix's key extended by one
 * unit, with the size in the top bits so that "a" and "\0a" differ. Stays below 2^53.
 */
function gramKey(prefix: number, size: number, unit: number): number {
  const units = prefix % 2 ** 48
  return size * 2 ** 48 + units * 2 ** 16 + unit
}

function keyOf(text: string, start: number, size: number): number {
  let key = 0
  for (let offset = 0; offset < size; offset++) {
    key = gramKey(key, offset + 1, text.charCodeAt(start + offset))
  }
  return key
}
