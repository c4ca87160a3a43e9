import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FoyerError, isFoyerError } from '@foyer/common'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createWalletDirectoryClient, type WalletDirectoryClientOptions } from './client.js'
import {
  startWalletDirectoryServer,
  type WalletDirectoryServer,
} from './test-utils/directory-server.js'

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const RABBY = 'fbc8d86ad914ebd733fec4812b4b7af5ca709fdd9e75a930115e5baa02c4ef4c'
const TOTAL = 114

let server: WalletDirectoryServer
let strict: WalletDirectoryServer

beforeAll(async () => {
  server = await startWalletDirectoryServer({ certifiedWalletIds: [METAMASK] })
  strict = await startWalletDirectoryServer({ requireProjectId: true, projectIds: ['good'] })
}, 30_000)
afterAll(async () => {
  await server?.close()
  await strict?.close()
})

const client = (options: Partial<WalletDirectoryClientOptions> = {}) =>
  createWalletDirectoryClient({ baseUrl: server.url, searchMinimumWaitMs: 0, ...options })

/** Resolves with the rejection of `promise`, failing when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<FoyerError> {
  try {
    await promise
  } catch (error) {
    if (isFoyerError(error)) return error
    throw error
  }
  throw new Error('expected a rejection')
}

describe('createWalletDirectoryClient against the real directory', () => {
  it('gets the first page of 40 wallets with the total count', async () => {
    const page = await client().getWallets()
    expect(page.count).toBe(TOTAL)
    expect(page.data).toHaveLength(40)
    expect(page.data[0]).toMatchObject({ id: 'foyer-test-wallet', rdns: 'dev.foyer.testwallet' })
  })

  it('passes page, entries, include, exclude, chains, search and badgeType', async () => {
    const directory = client()
    const second = await directory.getWallets({ page: 2, entries: 50 })
    const first = await directory.getWallets({ page: 1, entries: 100 })
    expect(second.data.map((w) => w.id)).toEqual(first.data.slice(50, 100).map((w) => w.id))
    expect((await directory.getWallets({ include: [METAMASK, RABBY] })).count).toBe(2)
    expect((await directory.getWallets({ exclude: [METAMASK] })).count).toBe(TOTAL - 1)
    // A Solana Wallet Standard connector id (a recent wallet's id) cannot be a directory id:
    // it leaves nothing out, and the page still loads.
    const withConnectorId = await directory.getWallets({
      exclude: [METAMASK, 'wallet-standard:Foyer Test Wallet'],
    })
    expect(withConnectorId.count).toBe(TOTAL - 1)
    const local = await directory.getWallets({ chains: ['eip155:31337'] })
    expect(local.data.map((w) => w.id)).toEqual(['foyer-test-wallet'])
    const certified = await directory.getWallets({ badgeType: 'certified' })
    expect(certified.data.map((w) => w.name)).toEqual(['MetaMask'])
    const found = await directory.getWallets({ search: '  rAiNbOw  ' })
    expect(found.data.map((w) => w.name)).toEqual(['Rainbow'])
  })

  it('searches with 100 entries per page', async () => {
    const directory = client()
    const page = await directory.searchWallets({ search: 'a' })
    expect(page.count).toBeGreaterThan(40)
    expect(page.data.length).toBe(Math.min(100, page.count))
  })

  it('sends the sdk version, so html-core- hides its three wallets', async () => {
    const include = [RABBY]
    expect((await client({ sdkVersion: 'react-1.7.3' }).getWallets({ include })).count).toBe(1)
    const core = client({ sdkType: 'appkit', sdkVersion: 'html-core-1.7.3' })
    expect((await core.getWallets({ include })).count).toBe(0)
  })

  it('builds image URLs on the directory origin that serve the images', async () => {
    const directory = client({ projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-1.7.3' })
    const [wallet] = (await directory.getWallets({ include: [METAMASK] })).data
    expect(wallet?.image_url).toBe(directory.walletImageUrl(wallet?.image_id ?? ''))
    const url = new URL(wallet?.image_url ?? '')
    expect(url.origin).toBe(server.url)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'foyer',
      sv: 'react-1.7.3',
    })
    const images = [
      [wallet?.image_url ?? '', 'image/jpeg'],
      [directory.assetImageUrl('eip155:1'), 'image/svg+xml'],
      [directory.currencyImageUrl('USD'), 'image/svg+xml'],
      [directory.tokenImageUrl('ETH'), 'image/svg+xml'],
    ] as const
    for (const [imageUrl, type] of images) {
      const response = await fetch(imageUrl)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(type)
      await response.arrayBuffer()
    }
    expect(() => directory.tokenImageUrl('../etc')).toThrow(TypeError)
  })

  it('reads the analytics config', async () => {
    expect(await client().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
  })

  it("throws 'HTTP status code: N' for a non-OK response, with the server's reason", async () => {
    const missing = await rejection(
      createWalletDirectoryClient({ baseUrl: strict.url }).getWallets(),
    )
    expect(missing.code).toBe('HTTP_STATUS')
    expect(missing.shortMessage).toBe('HTTP status code: 400')
    expect(missing.details).toContain('missing_project_id')
    const wrong = await rejection(
      createWalletDirectoryClient({ baseUrl: strict.url, projectId: 'bad' }).getAnalyticsConfig(),
    )
    expect(wrong.shortMessage).toBe('HTTP status code: 403')
    expect(wrong.details).toContain('Invalid Project ID')
    const notFound = await rejection(client({ baseUrl: `${server.url}/nope` }).getWallets())
    expect(notFound.shortMessage).toBe('HTTP status code: 404')
  })

  it('keeps a base path in the URL', async () => {
    const urls: string[] = []
    const directory = client({
      baseUrl: `${server.url}/directory/`,
      fetch: async (input) => {
        urls.push(String(input))
        return new Response('{"data":[],"count":0}')
      },
    })
    await directory.getWallets({ page: 3 })
    expect(urls).toEqual([`${server.url}/directory/getWallets?page=3&entries=40`])
    expect(directory.walletImageUrl('abc')).toBe(`${server.url}/directory/getWalletImage/abc`)
  })
})

describe('network failures', () => {
  let hanging: Server
  let hangingUrl: string
  beforeAll(async () => {
    hanging = createServer(() => {
      // Never answers.
    })
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    hanging.closeAllConnections()
    await new Promise((resolve) => hanging.close(resolve))
  })

  it("throws 'Request was aborted' when the directory does not answer in time", async () => {
    const error = await rejection(
      createWalletDirectoryClient({ baseUrl: hangingUrl, timeoutMs: 200 }).getWallets(),
    )
    expect(error.code).toBe('REQUEST_ABORTED')
    expect(error.shortMessage).toBe('Request was aborted')
    expect(error.details).toContain('timed out after 200 ms')
  })

  it("throws 'Request was aborted' when the caller aborts", async () => {
    const controller = new AbortController()
    const pending = createWalletDirectoryClient({ baseUrl: hangingUrl }).getWallets({
      signal: controller.signal,
    })
    controller.abort()
    const error = await rejection(pending)
    expect(error.code).toBe('REQUEST_ABORTED')
    expect(error.details).toContain('aborted by the caller')
  })

  it('throws SOMETHING_WENT_WRONG when nothing listens', async () => {
    const closed = await startWalletDirectoryServer()
    await closed.close()
    const error = await rejection(createWalletDirectoryClient({ baseUrl: closed.url }).getWallets())
    expect(error.code).toBe('SOMETHING_WENT_WRONG')
    expect(error.details).toContain('Wallet directory unreachable')
  })
})

describe('oversized responses', () => {
  let endless: Server
  let endlessUrl: string
  let bytesSent = 0
  let clientGone: Promise<void>
  beforeAll(async () => {
    let gone: () => void = () => {}
    clientGone = new Promise((resolve) => {
      gone = resolve
    })
    // Streams JSON-looking bytes forever, the way a hostile or broken directory could.
    endless = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"data":[')
      const chunk = `${JSON.stringify({ id: 'x', name: 'y'.repeat(1000) })},`.repeat(16)
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) bytesSent += chunk.length
        if (!response.destroyed) response.once('drain', pump)
      }
      response.once('close', () => gone())
      pump()
    })
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve))
    endlessUrl = `http://127.0.0.1:${(endless.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    endless.closeAllConnections()
    await new Promise((resolve) => endless.close(resolve))
  })

  it('stops reading an endless body past maxResponseBytes and says so', async () => {
    const limit = 64 * 1024
    const error = await rejection(
      createWalletDirectoryClient({ baseUrl: endlessUrl, maxResponseBytes: limit }).getWallets(),
    )
    expect(error.code).toBe('SOMETHING_WENT_WRONG')
    expect(error.details).toContain(`body is larger than ${limit} bytes`)
    await clientGone // the stream was cancelled: the server saw the connection go
    expect(bytesSent).toBeLessThan(64 * 1024 * 1024)
  })

  it('refuses a declared content-length over the cap without reading it', async () => {
    const error = await rejection(
      createWalletDirectoryClient({
        baseUrl: 'http://directory.test',
        maxResponseBytes: 10,
        fetch: async () =>
          new Response('{"data":[],"count":0}', { headers: { 'content-length': '21' } }),
      }).getWallets(),
    )
    expect(error.details).toContain('body is larger than 10 bytes')
  })
})

describe('malformed responses', () => {
  const answering = (body: string, status = 200) =>
    createWalletDirectoryClient({
      baseUrl: 'http://directory.test',
      fetch: async () => new Response(body, { status }),
      onWarning: () => {},
    })

  it('throws a clear error for a body that is not JSON or not the envelope', async () => {
    const notJson = await rejection(answering('<html>').getWallets())
    expect(notJson.code).toBe('SOMETHING_WENT_WRONG')
    expect(notJson.details).toContain('body is not JSON')
    const wrong = await rejection(answering('{"wallets":[]}').getWallets())
    expect(wrong.details).toMatch(/^Invalid wallet directory response: getWallets/)
    expect(wrong.details).toContain('data')
  })

  it('drops a malformed entry with a warning and returns the rest', async () => {
    const warnings: string[] = []
    const directory = createWalletDirectoryClient({
      baseUrl: 'http://directory.test',
      fetch: async () =>
        new Response(JSON.stringify({ data: [{ id: 'ok', name: 'Fine' }, { id: 3 }], count: 2 })),
      onWarning: (message) => warnings.push(message),
    })
    const page = await directory.getWallets()
    expect(page.data.map((w) => w.id)).toEqual(['ok'])
    expect(warnings).toEqual(['Wallet directory: dropped entry 1: missing or malformed id or name'])
  })

  it('warns through console.warn by default', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await createWalletDirectoryClient({
        baseUrl: 'http://directory.test',
        fetch: async () => new Response('{"data":[null],"count":1}'),
      }).getWallets()
      expect(spy).toHaveBeenCalledWith(
        'Wallet directory: dropped entry 0: missing or malformed id or name',
      )
    } finally {
      spy.mockRestore()
    }
  })

  it("reports a non-OK status as 'HTTP status code: N' even with a non-JSON body", async () => {
    const error = await rejection(answering('Bad Gateway', 502).getWallets())
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toMatch(/^HTTP status code: 502/)
  })
})

describe('searchWallets timing', () => {
  it('resolves no sooner than 300 ms after the call (SPEC §9)', async () => {
    vi.useFakeTimers()
    try {
      const directory = createWalletDirectoryClient({
        baseUrl: 'http://directory.test',
        fetch: async () => new Response('{"data":[],"count":0}'),
      })
      let done = false
      const pending = directory.searchWallets({ search: 'x' }).then(() => {
        done = true
      })
      await vi.advanceTimersByTimeAsync(299)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await pending
      expect(done).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('options and parameters', () => {
  it.each<[string, Partial<WalletDirectoryClientOptions>]>([
    ['baseUrl', { baseUrl: 'ftp://x.example' }],
    ['baseUrl', { baseUrl: 'not a url' }],
    ['projectId', { projectId: 'has space' }],
    ['sdkVersion', { sdkVersion: '' }],
    ['timeoutMs', { timeoutMs: 0 }],
  ])('rejects a bad %s with a TypeError', (field, options) => {
    expect(() => createWalletDirectoryClient({ baseUrl: 'http://x.example', ...options })).toThrow(
      TypeError,
    )
    expect(() => createWalletDirectoryClient({ baseUrl: 'http://x.example', ...options })).toThrow(
      field,
    )
  })

  it('rejects bad getWallets parameters with a TypeError before any request', async () => {
    const fetchSpy = vi.fn<typeof fetch>()
    const directory = createWalletDirectoryClient({ baseUrl: 'http://x.example', fetch: fetchSpy })
    await expect(directory.getWallets({ entries: 101 })).rejects.toThrow(TypeError)
    await expect(directory.getWallets({ page: 0 })).rejects.toThrow(TypeError)
    await expect(directory.getWallets({ chains: ['ethereum'] })).rejects.toThrow(TypeError)
    await expect(directory.getWallets({ include: ['a,b'] })).rejects.toThrow(TypeError)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('trims and cuts search text to 100 characters instead of failing', async () => {
    const urls: string[] = []
    const directory = createWalletDirectoryClient({
      baseUrl: 'http://x.example',
      searchMinimumWaitMs: 0,
      fetch: async (input) => {
        urls.push(String(input))
        return new Response('{"data":[],"count":0}')
      },
    })
    await directory.searchWallets({ search: ` ${'y'.repeat(150)} ` })
    expect(new URL(urls[0] ?? '').searchParams.get('search')).toBe('y'.repeat(100))
    expect(new URL(urls[0] ?? '').searchParams.get('entries')).toBe('100')
  })
})
