import { request } from 'node:http'
import type { WireErrorBody, WireWalletsResponse } from '@foyer/wallet-directory/protocol'
import { describe, expect, it } from 'vitest'
import { DEFAULT_HIDDEN_FOR_HTML_CORE } from './html-core.js'
import { getJson, serveDirectory } from './test-utils/serve.js'

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const TRUST = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'
/** 113 registry wallets plus the Foyer Test Wallet. */
const TOTAL = 114

const wallets = (base: { url: string }, query: string) =>
  getJson<WireWalletsResponse>(base, `/getWallets${query}`)
const failure = (base: { url: string }, query: string) =>
  getJson<WireErrorBody>(base, `/getWallets${query}`)

describe('GET /getWallets', () => {
  const directory = serveDirectory({ certifiedWalletIds: [METAMASK, RAINBOW] })

  it('answers the first 40 wallets and the total count by default', async () => {
    const { status, headers, body } = await wallets(directory, '')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(body.count).toBe(TOTAL)
    expect(body.data).toHaveLength(40)
    expect(body.data[0]).toMatchObject({
      id: 'foyer-test-wallet',
      name: 'Foyer Test Wallet',
      rdns: 'dev.foyer.testwallet',
    })
  })

  it('serves SPEC §3 wallet list entries with store links', async () => {
    const { body } = await wallets(directory, `?include=${METAMASK}`)
    expect(body).toEqual({
      count: 1,
      data: [
        {
          id: METAMASK,
          name: 'MetaMask',
          image_id: expect.stringMatching(/^[a-f0-9]{32}$/),
          rdns: 'io.metamask',
          chains: ['eip155:1'],
          mobile_link: 'metamask://',
          desktop_link: null,
          webapp_link: null,
          homepage: 'https://metamask.io/',
          app_store: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
          play_store: expect.stringMatching(/^https:\/\/play\.google\.com\//),
          chrome_store: null,
          badge_type: 'certified',
        },
      ],
    })
  })

  it('pages with page and entries: pages tile the list without gaps or overlap', async () => {
    const seen: string[] = []
    for (let page = 1; page <= 4; page++) {
      const { body } = await wallets(directory, `?page=${page}&entries=30`)
      expect(body.count).toBe(TOTAL)
      expect(body.data).toHaveLength(page < 4 ? 30 : TOTAL - 90)
      seen.push(...body.data.map((wallet) => wallet.id))
    }
    expect(new Set(seen).size).toBe(TOTAL)
    const { body: all } = await wallets(directory, '?entries=100&page=1')
    expect(seen.slice(0, 100)).toEqual(all.data.map((wallet) => wallet.id))
  })

  it('answers an empty page past the end, with the count', async () => {
    const { status, body } = await wallets(directory, '?page=99')
    expect(status).toBe(200)
    expect(body).toEqual({ data: [], count: TOTAL })
  })

  it('searches names case-insensitively, counting all matches', async () => {
    const { body } = await wallets(directory, '?search=WALLET&entries=5')
    expect(body.data).toHaveLength(5)
    expect(body.count).toBeGreaterThan(20)
    for (const wallet of body.data) expect(wallet.name.toLowerCase()).toContain('wallet')
    const { body: meta } = await wallets(directory, '?search=%20metaMASK%20')
    expect(meta.data.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    const { body: none } = await wallets(directory, '?search=no-such-wallet-name')
    expect(none).toEqual({ data: [], count: 0 })
  })

  it('filters by CAIP-2 chains (any of the listed)', async () => {
    const { body } = await wallets(directory, '?chains=cosmos:cosmoshub-4&entries=100')
    expect(body.count).toBeGreaterThan(0)
    expect(body.count).toBeLessThan(TOTAL)
    for (const wallet of body.data) expect(wallet.chains).toContain('cosmos:cosmoshub-4')
    const { body: local } = await wallets(directory, '?chains=eip155:31337')
    expect(local.data.map((wallet) => wallet.id)).toEqual(['foyer-test-wallet'])
    const { body: either } = await wallets(
      directory,
      '?chains=eip155:31337,cosmos:cosmoshub-4&entries=100',
    )
    expect(either.count).toBe(body.count + 1)
  })

  it('includes only listed ids, and excludes listed ids', async () => {
    const { body } = await wallets(directory, `?include=${TRUST},${METAMASK},unknown-id`)
    expect(body.data.map((wallet) => wallet.id).sort()).toEqual([METAMASK, TRUST].sort())
    expect(body.count).toBe(2)
    const { body: rest } = await wallets(directory, `?exclude=${METAMASK},${RAINBOW}&entries=100`)
    expect(rest.count).toBe(TOTAL - 2)
    expect(rest.data.map((wallet) => wallet.id)).not.toContain(METAMASK)
    const { body: both } = await wallets(directory, `?include=${METAMASK}&exclude=${METAMASK}`)
    expect(both).toEqual({ data: [], count: 0 })
  })

  it('accepts empty list parameters as no filter (exclude=)', async () => {
    const { status, body } = await wallets(directory, '?exclude=&include=&chains=')
    expect(status).toBe(200)
    expect(body.count).toBe(TOTAL)
  })

  it('filters by badge_type=certified; badge_type=none filters nothing', async () => {
    const { body } = await wallets(directory, '?badge_type=certified')
    expect(body.data.map((wallet) => wallet.id).sort()).toEqual([METAMASK, RAINBOW].sort())
    expect(body.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    const { body: none } = await wallets(directory, '?badge_type=none')
    expect(none.count).toBe(TOTAL)
  })

  it('combines filters', async () => {
    const { body } = await wallets(directory, `?search=a&badge_type=certified&exclude=${RAINBOW}`)
    expect(body.data.map((wallet) => wallet.id)).toEqual([METAMASK])
  })

  it('hides three wallets when the sdk version starts with html-core-', async () => {
    const hidden = DEFAULT_HIDDEN_FOR_HTML_CORE
    expect(hidden).toHaveLength(3)
    const include = `include=${hidden.join(',')}`
    const { body: shown } = await wallets(directory, `?${include}&sv=react-wagmi-1.7.3`)
    expect(shown.count).toBe(3)
    const { body: core } = await wallets(directory, `?${include}&st=appkit&sv=html-core-1.7.3`)
    expect(core).toEqual({ data: [], count: 0 })
    const { body: all } = await wallets(directory, '?sv=html-core-1.7.3&entries=100&page=2')
    expect(all.count).toBe(TOTAL - 3)
    // The prefix must start the version; elsewhere it does not count.
    const { body: other } = await wallets(directory, `?${include}&sv=x-html-core-1`)
    expect(other.count).toBe(3)
  })

  it('takes project id, sdk type and version as query parameters', async () => {
    const { status, body } = await wallets(directory, '?projectId=abc123&st=foyer&sv=react-1.0.0')
    expect(status).toBe(200)
    expect(body.count).toBe(TOTAL)
  })

  it('ignores unknown query parameters', async () => {
    const { status } = await wallets(directory, '?cacheBust=123&x=')
    expect(status).toBe(200)
  })

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=', 'page'],
    ['entries=0', 'entries'],
    ['entries=101', 'entries'],
    ['entries=1e2', 'entries'],
    ['page=1&page=2', 'page'],
    ['include=not%20an%20id', 'include'],
    ['exclude=%3Cscript%3E', 'exclude'],
    ['chains=eip155', 'chains'],
    ['chains=EIP155:1', 'chains'],
    [`search=${'x'.repeat(101)}`, 'search'],
    ['badge_type=gold', 'badge_type'],
    ['projectId=%20', 'projectId'],
    ['st=a%20b', 'st'],
    [`sv=${'1'.repeat(65)}`, 'sv'],
  ])('answers 400 with a JSON error for %s', async (query, parameter) => {
    const { status, headers, body } = await failure(directory, `?${query}`)
    expect(status).toBe(400)
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body.error.code).toBe('invalid_parameter')
    expect(body.error.message).toContain(`'${parameter}'`)
  })
})

describe('GET /getAnalyticsConfig', () => {
  const off = serveDirectory()
  const on = serveDirectory({ analyticsEnabled: true })

  it('answers isAnalyticsEnabled from the option (default false)', async () => {
    expect((await getJson(off, '/getAnalyticsConfig?projectId=p&st=foyer&sv=1')).body).toEqual({
      isAnalyticsEnabled: false,
    })
    expect((await getJson(on, '/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: true })
  })

  it('rejects a malformed sdk parameter with 400', async () => {
    const { status, body } = await getJson<WireErrorBody>(off, '/getAnalyticsConfig?sv=%00')
    expect(status).toBe(400)
    expect(body.error.code).toBe('invalid_parameter')
  })
})

describe('project id requirement', () => {
  const open = serveDirectory()
  const required = serveDirectory({ requireProjectId: true })
  const listed = serveDirectory({ projectIds: ['good-project'] })

  it('allows a missing project id by default (self-hosted mode)', async () => {
    expect((await wallets(open, '')).status).toBe(200)
  })

  it('answers 400 missing_project_id when required and missing, on every endpoint', async () => {
    for (const path of ['/getWallets', '/getAnalyticsConfig', '/public/getTokenImage/ETH']) {
      const { status, body } = await getJson<WireErrorBody>(required, path)
      expect(status).toBe(400)
      expect(body.error).toEqual({
        code: 'missing_project_id',
        message: "Query parameter 'projectId' is required",
      })
    }
    expect((await wallets(required, '?projectId=any-project')).status).toBe(200)
  })

  it('answers 403 invalid_project_id for a project id not on the list', async () => {
    const { status, body } = await failure(listed, '?projectId=other')
    expect(status).toBe(403)
    expect(body.error).toEqual({ code: 'invalid_project_id', message: 'Invalid Project ID' })
    expect((await wallets(listed, '?projectId=good-project')).status).toBe(200)
  })
})

describe('routing', () => {
  const directory = serveDirectory()

  it('answers 404 JSON for an unknown path', async () => {
    for (const path of ['/', '/getWallet', '/getWallets/extra', '/public/getWalletImage/x']) {
      const { status, body } = await getJson<WireErrorBody>(directory, path)
      expect(status).toBe(404)
      expect(body.error.code).toBe('not_found')
    }
  })

  it('answers 405 JSON with Allow for other methods', async () => {
    const response = await fetch(`${directory.url}/getWallets`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS')
    expect(((await response.json()) as WireErrorBody).error.code).toBe('method_not_allowed')
  })

  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${directory.url}/getWallets`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.text()).toBe('')
  })

  it('answers /health for readiness checks', async () => {
    expect((await getJson(directory, '/health')).body).toEqual({ status: 'ok' })
  })

  it('sends nosniff on every response', async () => {
    for (const path of ['/getWallets', '/nope']) {
      const response = await fetch(`${directory.url}${path}`)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
})

describe('request targets', () => {
  const directory = serveDirectory()
  const raw = (method: string, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(directory.url)
      const req = request({ hostname, port, method, path }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString()
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.end()
    })

  it('reads a path starting with // as a path, not as a host', async () => {
    const { status, body } = await raw('GET', '//getWallets')
    expect(status).toBe(404)
    expect(JSON.parse(body)).toEqual({
      error: { code: 'not_found', message: 'No endpoint at //getWallets' },
    })
  })

  it('accepts an absolute-form target and answers 400 JSON for a malformed one', async () => {
    const absolute = await raw('GET', `${directory.url}/getWallets?entries=1`)
    expect(absolute.status).toBe(200)
    expect(JSON.parse(absolute.body).data).toHaveLength(1)
    const star = await raw('GET', '*')
    expect(star.status).toBe(400)
    expect(JSON.parse(star.body).error.code).toBe('invalid_parameter')
  })
})
