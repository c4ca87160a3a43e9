import type { WireWallet } from '@foyer/wallet-directory/protocol'
import { chainsByNamespace, matchRequestedChains } from './chain-match.js'
import { NgramIndex } from './ngram-index.js'

/** What one `/getWallets` request filters by, already parsed. Empty lists mean "no filter". */
export interface WalletFilter {
  readonly include: readonly string[]
  readonly exclude: Iterable<string>
  readonly chains: readonly string[]
  readonly certifiedOnly: boolean
  /** Normalized search text (see {@link normalizeForSearch}); `''` matches every wallet. */
  readonly search: string
}

/** One page of matching wallets and how many match over all pages. */
export interface WalletPage {
  readonly data: WireWallet[]
  readonly count: number
}

/**
 * Indexes of a fixed wallet list, built once: positions by id, a bitset per chain, a bitset of
 * certified wallets and an n-gram search index over normalized names. A request then walks only
 * the smallest candidate list its filters give (or none at all when it only pages), so a page
 * or a search costs microseconds, not a scan of every wallet.
 */
export class WalletIndex {
  readonly #positionById = new Map<string, number>()
  readonly #chainBits = new Map<string, Uint32Array>()
  readonly #chainLists = new Map<string, Int32Array>()
  /** The declared chains per namespace, for requests naming a chain no wallet declares. */
  readonly #chainsByNamespace: Map<string, string[]>
  readonly #certifiedBits: Uint32Array
  readonly #certifiedList: Int32Array
  /** The bitset of each chain's and the certified position list, for O(1) membership. */
  readonly #bitsOfList = new Map<Int32Array, Uint32Array>()
  readonly #names: readonly string[]
  readonly #search: NgramIndex

  constructor(readonly wallets: readonly WireWallet[]) {
    const words = Math.ceil(wallets.length / 32)
    this.#certifiedBits = new Uint32Array(words)
    const certified: number[] = []
    const chainPositions = new Map<string, number[]>()
    wallets.forEach((wallet, position) => {
      if (!this.#positionById.has(wallet.id)) this.#positionById.set(wallet.id, position)
      if (wallet.badge_type === 'certified') {
        setBit(this.#certifiedBits, position)
        certified.push(position)
      }
      for (const chain of new Set(wallet.chains)) {
        let list = chainPositions.get(chain)
        if (!list) {
          list = []
          chainPositions.set(chain, list)
          this.#chainBits.set(chain, new Uint32Array(words))
        }
        list.push(position)
        setBit(this.#chainBits.get(chain) as Uint32Array, position)
      }
    })
    for (const [chain, list] of chainPositions) {
      const positions = Int32Array.from(list)
      this.#chainLists.set(chain, positions)
      this.#bitsOfList.set(positions, this.#chainBits.get(chain) as Uint32Array)
    }
    this.#chainsByNamespace = chainsByNamespace(this.#chainLists.keys())
    this.#certifiedList = Int32Array.from(certified)
    this.#bitsOfList.set(this.#certifiedList, this.#certifiedBits)
    this.#names = wallets.map((wallet) => normalizeForSearch(wallet.name))
    this.#search = new NgramIndex(this.#names)
  }

  /** The page `page` (1-based) of `entries` wallets matching `filter`, in directory order. */
  query(filter: WalletFilter, page: number, entries: number): WalletPage {
    const start = (page - 1) * entries
    const excluded = new Set<number>()
    for (const id of filter.exclude) {
      const position = this.#positionById.get(id)
      if (position !== undefined) excluded.add(position)
    }
    const lists: Int32Array[] = []
    let include: Set<number> | undefined
    if (filter.include.length > 0) {
      include = new Set()
      for (const id of filter.include) {
        const position = this.#positionById.get(id)
        if (position !== undefined) include.add(position)
      }
      lists.push(Int32Array.from([...include].sort((a, b) => a - b)))
    }
    let union: Uint32Array | undefined
    if (filter.chains.length > 0) {
      const known = matchRequestedChains(filter.chains, this.#chainsByNamespace, (chain) =>
        this.#chainLists.has(chain),
      )
      if (known.length === 1) lists.push(this.#chainLists.get(known[0] as string) as Int32Array)
      else union = this.#unionOfChains(known)
    }
    if (filter.certifiedOnly) lists.push(this.#certifiedList)
    let verifySearch = false
    if (filter.search !== '') {
      const candidates = this.#search.candidates(filter.search)
      lists.push(candidates.positions)
      verifySearch = !candidates.exact
    }
    lists.sort((a, b) => a.length - b.length)

    if (!verifySearch && lists.length === 0) {
      if (!union) return this.#pageOfList(undefined, excluded, start, entries)
      return this.#pageOfBits(union, excluded, start, entries)
    }
    if (!verifySearch && lists.length === 1 && !union) {
      return this.#pageOfList(lists[0], excluded, start, entries)
    }
    return this.#walk(
      lists,
      union,
      include,
      excluded,
      verifySearch ? filter.search : '',
      start,
      entries,
    )
  }

  /** Walks the smallest candidate list, checking the other filters on each position. */
  #walk(
    lists: readonly Int32Array[],
    union: Uint32Array | undefined,
    include: Set<number> | undefined,
    excluded: Set<number>,
    verify: string,
    start: number,
    entries: number,
  ): WalletPage {
    const [base, ...others] = lists
    const otherBits = others.map((list) => this.#bitsOfList.get(list))
    const data: WireWallet[] = []
    let count = 0
    const visit = (position: number) => {
      if (excluded.has(position)) return
      if (union && !hasBit(union, position)) return
      for (let index = 0; index < others.length; index++) {
        const bits = otherBits[index]
        if (bits ? !hasBit(bits, position) : !contains(others[index] as Int32Array, position)) {
          return
        }
      }
      if (include && !include.has(position)) return
      if (verify !== '' && !this.#names[position]?.includes(verify)) return
      if (count >= start && data.length < entries) data.push(this.wallets[position] as WireWallet)
      count++
    }
    if (base) for (const position of base) visit(position)
    else for (let position = 0; position < this.wallets.length; position++) visit(position)
    return { data, count }
  }

  /**
   * A page of one sorted candidate list (`undefined`: every wallet) minus exclusions, by
   * arithmetic: only the page itself is visited.
   */
  #pageOfList(
    list: Int32Array | undefined,
    excluded: Set<number>,
    start: number,
    entries: number,
  ): WalletPage {
    const length = list ? list.length : this.wallets.length
    const at = (index: number) => (list ? (list[index] as number) : index)
    const skippedIndexes: number[] = []
    for (const position of excluded) {
      const index = list ? indexOf(list, position) : position
      if (index >= 0) skippedIndexes.push(index)
    }
    skippedIndexes.sort((a, b) => a - b)
    let index = start
    for (const skipped of skippedIndexes) {
      if (skipped <= index) index++
      else break
    }
    const data: WireWallet[] = []
    for (; index < length && data.length < entries; index++) {
      const position = at(index)
      if (!excluded.has(position)) data.push(this.wallets[position] as WireWallet)
    }
    return { data, count: length - skippedIndexes.length }
  }

  /** A page of a bitset (a fresh one: exclusions are cleared in place), by popcounts. */
  #pageOfBits(bits: Uint32Array, excluded: Set<number>, start: number, entries: number) {
    for (const position of excluded) clearBit(bits, position)
    let count = 0
    for (const word of bits) count += popcount(word)
    const data: WireWallet[] = []
    let seen = 0
    for (let word = 0; word < bits.length && data.length < entries; word++) {
      const value = bits[word] as number
      const ones = popcount(value)
      if (seen + ones <= start) {
        seen += ones
        continue
      }
      for (let bit = 0; bit < 32 && data.length < entries; bit++) {
        if (((value >>> bit) & 1) === 0) continue
        if (seen++ >= start) data.push(this.wallets[word * 32 + bit] as WireWallet)
      }
    }
    return { data, count }
  }

  #unionOfChains(chains: readonly string[]): Uint32Array {
    const union = new Uint32Array(this.#certifiedBits.length)
    for (const chain of chains) {
      const bits = this.#chainBits.get(chain)
      if (!bits) continue
      for (let word = 0; word < union.length; word++) {
        union[word] = ((union[word] as number) | (bits[word] as number)) >>> 0
      }
    }
    return union
  }
}

/** Index of `position` in a sorted list, or −1. */
function indexOf(list: Int32Array, position: number): number {
  let low = 0
  let high = list.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const value = list[middle] as number
    if (value === position) return middle
    if (value < position) low = middle + 1
    else high = middle - 1
  }
  return -1
}

function contains(list: Int32Array, position: number): boolean {
  return indexOf(list, position) >= 0
}

function popcount(word: number): number {
  let value = word - ((word >>> 1) & 0x55555555)
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333)
  return (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

function clearBit(bits: Uint32Array, position: number): void {
  const word = position >>> 5
  bits[word] = ((bits[word] as number) & ~(1 << (position & 31))) >>> 0
}

/** Case-insensitive, width- and accent-form-insensitive comparison form of a name. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim()
}

function setBit(bits: Uint32Array, position: number): void {
  const word = position >>> 5
  bits[word] = ((bits[word] ?? 0) | (1 << (position & 31))) >>> 0
}

function hasBit(bits: Uint32Array, position: number): boolean {
  return (((bits[position >>> 5] ?? 0) >>> (position & 31)) & 1) === 1
}
