import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { WireErrorBody, WireWalletsResponse } from '@foyer/wallet-directory/protocol'
import { describe, expect, it } from 'vitest'
import { getJson, serveDirectory } from './test-utils/serve.js'

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const IMMUTABLE = 'public, max-age=31536000, immutable'

describe('image endpoints', () => {
  const directory = serveDirectory()
  const imageIdOf = async (walletId: string) =>
    (await getJson<WireWalletsResponse>(directory, `/getWallets?include=${walletId}`)).body.data[0]
      ?.image_id

  it('serves a wallet logo as JPEG with immutable caching and an ETag', async () => {
    const imageId = await imageIdOf(METAMASK)
    const response = await fetch(
      `${directory.url}/getWalletImage/${imageId}?projectId=p&st=foyer&sv=1.0.0`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/)
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    // The image id is the start of the image's SHA-256 (content-addressed, hence immutable).
    expect(createHash('sha256').update(bytes).digest('hex').slice(0, 32)).toBe(imageId)
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
  })

  it('serves the Foyer Test Wallet logo as the committed SVG', async () => {
    const imageId = await imageIdOf('foyer-test-wallet')
    const response = await fetch(`${directory.url}/getWalletImage/${imageId}`)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const drawn = readFileSync(new URL('../assets/foyer-test-wallet.svg', import.meta.url))
    expect(Buffer.from(await response.arrayBuffer())).toEqual(drawn)
  })

  it('answers 304 without a body when If-None-Match names the ETag', async () => {
    const url = `${directory.url}/getWalletImage/${await imageIdOf(METAMASK)}`
    const first = await fetch(url)
    const etag = first.headers.get('etag') ?? ''
    await first.arrayBuffer()
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await fetch(url, { headers: { 'If-None-Match': header } })
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toBe(IMMUTABLE)
      expect(await again.text()).toBe('')
    }
    const changed = await fetch(url, { headers: { 'If-None-Match': '"something-else"' } })
    expect(changed.status).toBe(200)
    await changed.arrayBuffer()
  })

  it.each([
    ['/public/getAssetImage/eip155:1', 'asset'],
    ['/public/getAssetImage/eip155%3A31337', 'asset'],
    ['/public/getAssetImage/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'asset'],
    ['/public/getCurrencyImage/USD', 'currency'],
    ['/public/getCurrencyImage/EUR', 'currency'],
    ['/public/getTokenImage/ETH', 'token'],
    ['/public/getTokenImage/USDC', 'token'],
  ])('serves %s as an SVG badge', async (path) => {
    const response = await fetch(`${directory.url}${path}?projectId=p`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(response.headers.get('etag')).toBeTruthy()
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })

  it('keeps the image kinds apart: a token symbol is not a wallet image', async () => {
    const { status, body } = await getJson<WireErrorBody>(directory, '/getWalletImage/ETH')
    expect(status).toBe(404)
    expect(body.error).toEqual({ code: 'not_found', message: "No wallet image with id 'ETH'" })
  })

  it.each([
    '/getWalletImage/0000000000000000000000000000dead',
    '/public/getAssetImage/eip155:999999',
    '/public/getCurrencyImage/XYZ',
    '/public/getTokenImage/NOPE',
  ])('answers 404 JSON for unknown image %s', async (path) => {
    const { status, headers, body } = await getJson<WireErrorBody>(directory, path)
    expect(status).toBe(404)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body.error.code).toBe('not_found')
  })

  it.each([
    '/getWalletImage/',
    '/getWalletImage/a%2Fb',
    '/getWalletImage/a/b',
    '/getWalletImage/%E0%A4%A',
    `/getWalletImage/${'a'.repeat(129)}`,
    '/public/getTokenImage/%3Csvg%3E',
  ])('answers 400 JSON for a malformed image id %s', async (path) => {
    const { status, body } = await getJson<WireErrorBody>(directory, path)
    expect(status).toBe(400)
    expect(body.error.code).toBe('invalid_parameter')
  })

  it('answers 400 for malformed sdk parameters on image endpoints', async () => {
    const { status } = await getJson(directory, '/public/getTokenImage/ETH?sv=a%20b')
    expect(status).toBe(400)
  })
})
