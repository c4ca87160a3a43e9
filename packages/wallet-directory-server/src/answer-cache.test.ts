import { describe, expect, it } from 'vitest'
import { AnswerCache, answerKey, matchesEtag } from './answer-cache.js'
import type { WalletsQuery } from './query.js'
import { serveDirectory } from './test-utils/serve.js'

const query = (overrides: Partial<WalletsQuery> = {}): WalletsQuery => ({
  page: 1,
  entries: 40,
  include: [],
  exclude: [],
  chains: [],
  search: '',
  badgeType: 'none',
  ...overrides,
})

describe('AnswerCache', () => {
  it('lists a query once and serves the same text and ETag after', () => {
    const cache = new AnswerCache()
    let listed = 0
    const list = () => ({ count: ++listed, data: [] })
    const first = cache.answer('a', list)
    const again = cache.answer('a', list)
    expect(listed).toBe(1)
    expect(again).toBe(first)
    expect(first.body).toBe('{"count":1,"data":[]}')
    expect(first.etag).toMatch(/^"[\w-]{27}"$/)
    expect(cache.answer('b', () => ({ count: 1, data: [] })).etag).toBe(first.etag)
  })

  it('keeps at most its size, dropping the least recently used answer', () => {
    const cache = new AnswerCache(2)
    let listed = 0
    const list = () => ++listed
    cache.answer('a', list)
    cache.answer('b', list)
    cache.answer('a', list)
    cache.answer('c', list)
    expect(cache.size).toBe(2)
    cache.answer('a', list)
    expect(listed).toBe(3)
    cache.answer('b', list)
    expect(listed).toBe(4)
  })

  it('keys every field that changes the answer, and exclude as a set', () => {
    const base = answerKey(query(), false)
    expect(answerKey(query({ exclude: ['x', 'y'] }), false)).toBe(
      answerKey(query({ exclude: ['y', 'x'] }), false),
    )
    const variants = [
      answerKey(query(), true),
      answerKey(query({ page: 2 }), false),
      answerKey(query({ entries: 10 }), false),
      answerKey(query({ include: ['x'] }), false),
      answerKey(query({ exclude: ['x'] }), false),
      answerKey(query({ chains: ['eip155:1'] }), false),
      answerKey(query({ search: 'meta' }), false),
      answerKey(query({ badgeType: 'certified' }), false),
    ]
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1)
  })

  it('matches If-None-Match lists, weak forms and *', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true)
    expect(matchesEtag('*', '"b"')).toBe(true)
    expect(matchesEtag('"a"', '"b"')).toBe(false)
    expect(matchesEtag(undefined, '"b"')).toBe(false)
  })
})

describe('GET /getWallets answers from the cache', () => {
  const directory = serveDirectory()
  const get = (path: string, init?: RequestInit) => fetch(`${directory.url}${path}`, init)

  it('gives a repeated query the same body and ETag, and a revalidation a 304', async () => {
    const first = await get('/getWallets?entries=5')
    const etag = first.headers.get('etag')
    const body = await first.text()
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const again = await get('/getWallets?entries=5')
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe(body)

    const revalidated = await get('/getWallets?entries=5', {
      headers: { 'if-none-match': etag ?? '' },
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)
    expect(revalidated.headers.get('cache-control')).toBe('no-cache')
    expect(await revalidated.text()).toBe('')

    const other = await get('/getWallets?entries=6', { headers: { 'if-none-match': etag ?? '' } })
    expect(other.status).toBe(200)
    expect(other.headers.get('etag')).not.toBe(etag)
  })
})
