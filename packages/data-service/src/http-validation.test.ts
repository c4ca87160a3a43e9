import { describe, expect, it } from 'vitest'
import { fetchJson } from './test-utils/http.js'
import { serveDataService } from './test-utils/serve.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

describe('HTTP input validation', () => {
  const server = serveDataService()

  it.each([
    [`/v1/account/${ADDRESS}/balance`, "Query parameter 'chainId' is required"],
    [`/v1/account/${ADDRESS}/balance?chainId=31337`, "Query parameter 'chainId' must be a CAIP-2"],
    [
      `/v1/account/0x123/balance?chainId=eip155:31337`,
      "Path parameter 'address' must be a 0x-prefixed 20-byte hex",
    ],
    [`/v1/account/${ADDRESS}/history?chainId=eip155:31337&limit=0`, "'limit' must be at least 1"],
    [
      `/v1/account/${ADDRESS}/history?chainId=eip155:31337&limit=101`,
      "'limit' must be at most 100",
    ],
    [`/v1/account/${ADDRESS}/history?chainId=eip155:31337&limit=ten`, "'limit' must be a whole"],
    [`/v1/account/${ADDRESS}/history?chainId=eip155:31337&cursor=abc`, "'cursor' is not a cursor"],
    [
      `/v1/account/${ADDRESS}/nfts?chainId=eip155:31337&cursor=h1.WzEsMl0`,
      "'cursor' is not a cursor",
    ],
    [`/v1/account/${ADDRESS}/history?chainId=eip155:1`, 'Unsupported chain eip155:1'],
    [
      `/v1/account/${ADDRESS}/nfts?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
      'Unsupported chain',
    ],
    [`/v1/account/${ADDRESS}/balance?chainId=eip155:31337&chainId=eip155:1`, 'must appear once'],
    [`/v1/identity/${ADDRESS}`, "'caipNetworkId' is required"],
    [`/v1/profile/reverse/${ADDRESS}?coinType=-1`, "'coinType' must be a whole number"],
    [`/v1/profile/suggestions/ab`, "Invalid name 'ab'"],
    ['/v1/fungible/price?currency=eur&addresses=eip155:1:native', "'currency' must be usd"],
    ['/v1/fungible/price?currency=usd&addresses=eip155:1:0x12', 'must be CAIP-10 ids'],
    ['/v1/supported-chains?projectId=%01', "'projectId' must be printable ASCII"],
    ['/public/getTokenImage/not-an-id', 'Token image id must be a CAIP-10 id'],
  ])('GET %s → 400 with a message', async (path, message) => {
    const { status, body } = await fetchJson(`${server.url}${path}`)
    expect(status).toBe(400)
    expect(body.error.message).toContain(message)
  })

  it('accepts the SDK parameters and ignores unknown ones', async () => {
    const { status, body } = await fetchJson(
      `${server.url}/v1/supported-chains?projectId=p&sdkType=appkit&sdkVersion=html-1.0&clientId=c&extra=1`,
    )
    expect(status).toBe(200)
    expect(body).toEqual({ http: ['eip155:31337'] })
  })

  it('answers unknown paths 404, wrong methods 405 and bad JSON bodies 400, all with { error: { code, message } }', async () => {
    const missing = await fetchJson(`${server.url}/v1/nothing`)
    expect([missing.status, typeof missing.body.error.message]).toEqual([404, 'string'])
    const wrong = await fetch(`${server.url}/v1/supported-chains`, { method: 'POST' })
    expect(wrong.status).toBe(405)
    const bad = await fetch(`${server.url}/v1/profile/account`, { method: 'POST', body: '{nope' })
    expect([
      bad.status,
      ((await bad.json()) as { error: { message: string } }).error.message,
    ]).toEqual([400, 'Request body must be JSON'])
  })

  it('answers health and CORS preflight', async () => {
    expect((await fetchJson(`${server.url}/health`)).body).toEqual({ status: 'ok' })
    const preflight = await fetch(`${server.url}/v1/profile/account`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('serves the native currency image of a served chain, 404 for an unknown token', async () => {
    const icon = await fetch(`${server.url}/public/getTokenImage/eip155%3A31337%3Anative`)
    expect(icon.status).toBe(200)
    expect(await icon.text()).toContain('ETH')
    const unknown = await fetch(
      `${server.url}/public/getTokenImage/eip155:31337:0x0000000000000000000000000000000000000001`,
    )
    expect(unknown.status).toBe(404)
  })
})
