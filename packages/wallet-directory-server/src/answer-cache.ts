import { createHash } from 'node:crypto'
import type { WalletsQuery } from './query.js'

/** A `/getWallets` answer as sent: its JSON text and the strong ETag of that text. */
export interface CachedAnswer {
  body: string
  etag: string
}

/** How many distinct answers are kept (a modal asks a few dozen distinct queries). */
export const ANSWER_CACHE_ENTRIES = 512

/**
 * The serialized `/getWallets` answers of the most recent queries. The directory's data is
 * fixed for the life of the process, so an answer never goes stale; a repeated query costs a
 * map lookup instead of a listing and a `JSON.stringify` of 40 wallets, and a client that
 * revalidates gets a 304 for the same ETag.
 */
export class AnswerCache {
  readonly #answers = new Map<string, CachedAnswer>()

  constructor(private readonly maxEntries = ANSWER_CACHE_ENTRIES) {}

  /** The answer for `key`, built by `list` on a miss; the least recently used one leaves. */
  answer(key: string, list: () => unknown): CachedAnswer {
    const cached = this.#answers.get(key)
    if (cached) {
      this.#answers.delete(key)
      this.#answers.set(key, cached)
      return cached
    }
    const body = JSON.stringify(list())
    const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27)
    const built = { body, etag: `"${digest}"` }
    this.#answers.set(key, built)
    if (this.#answers.size > this.maxEntries) {
      const oldest = this.#answers.keys().next().value
      if (oldest !== undefined) this.#answers.delete(oldest)
    }
    return built
  }

  /** How many answers are kept. */
  get size(): number {
    return this.#answers.size
  }
}

/**
 * The cache key of a query: every field that changes the answer, lists in a fixed order
 * (`exclude` is a set; `include` and `chains` keep the order the directory honours).
 */
export function answerKey(query: WalletsQuery, htmlCore: boolean): string {
  return JSON.stringify([
    query.page,
    query.entries,
    query.include,
    [...query.exclude].sort(),
    query.chains,
    query.search,
    query.badgeType,
    htmlCore,
  ])
}

/** Whether an `If-None-Match` header names `etag` (a list, `*`, or weak forms). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}
