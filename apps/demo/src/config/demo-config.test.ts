import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEVSTACK_CHAINS, DEVSTACK_DEFAULT_PORTS } from '@foyer/devstack'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  DEFAULT_DEMO_CONFIG,
  type DemoConfig,
  loadDemoConfig,
  parseDemoConfig,
} from './demo-config.js'

const validConfig: DemoConfig = {
  chains: [
    { chainId: 31337, name: 'Devnet A', rpcUrl: 'http://127.0.0.1:9001' },
    { chainId: 31338, name: 'Devnet B', rpcUrl: 'http://127.0.0.1:9002' },
  ],
  directoryUrl: 'http://127.0.0.1:9003',
  relayUrl: 'ws://127.0.0.1:9004',
  injectTestWallet: false,
}

// A real HTTP server on loopback answering each path with a fixed status and body.
const routes: Record<string, { status: number; body: string }> = {
  '/valid.json': { status: 200, body: JSON.stringify(validConfig) },
  '/missing.json': { status: 404, body: 'not found' },
  '/html.json': { status: 200, body: '<!doctype html><html></html>' },
  '/bad-schema.json': {
    status: 200,
    body: JSON.stringify({
      ...validConfig,
      chains: [{ chainId: '31337', name: '', rpcUrl: 'ftp://x' }],
      relayUrl: 'http://127.0.0.1:9004',
    }),
  },
}
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((req, res) => {
    const route = routes[req.url ?? '']
    res.writeHead(route?.status ?? 500, { 'content-type': 'application/json' })
    res.end(route?.body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('loadDemoConfig', () => {
  test('uses a valid /demo-config.json as it is', async () => {
    await expect(loadDemoConfig(fetch, `${base}/valid.json`)).resolves.toEqual({
      config: validConfig,
      source: 'file',
    })
  })

  test('falls back to the devstack defaults, saying why, for a missing file', async () => {
    const loaded = await loadDemoConfig(fetch, `${base}/missing.json`)
    expect(loaded).toMatchObject({ config: DEFAULT_DEMO_CONFIG, source: 'defaults' })
    expect(loaded.problem).toContain('HTTP 404')
  })

  test('falls back for a body that is not JSON (a dev server answering index.html)', async () => {
    const loaded = await loadDemoConfig(fetch, `${base}/html.json`)
    expect(loaded).toMatchObject({ config: DEFAULT_DEMO_CONFIG, source: 'defaults' })
    expect(loaded.problem).toContain('is not JSON')
  })

  test('falls back for a document that fails the schema, naming every bad field', async () => {
    const loaded = await loadDemoConfig(fetch, `${base}/bad-schema.json`)
    expect(loaded.source).toBe('defaults')
    expect(loaded.problem).toMatch(/chains\.0\.chainId/)
    expect(loaded.problem).toMatch(/chains\.0\.name/)
    expect(loaded.problem).toMatch(/chains\.0\.rpcUrl: expected an http\(s\) URL/)
    expect(loaded.problem).toMatch(/relayUrl: expected a ws\(s\) URL/)
  })

  test('falls back when nothing listens', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const loaded = await loadDemoConfig(fetch, `http://127.0.0.1:${port}/demo-config.json`)
    expect(loaded).toMatchObject({ config: DEFAULT_DEMO_CONFIG, source: 'defaults' })
    expect(loaded.problem).toContain('could not be fetched')
  })
})

describe('parseDemoConfig', () => {
  test('refuses duplicate chain ids and an empty chain list', () => {
    const duplicate = { ...validConfig, chains: [validConfig.chains[0], validConfig.chains[0]] }
    expect(parseDemoConfig(duplicate)).toMatchObject({ ok: false })
    expect(parseDemoConfig({ ...validConfig, chains: [] })).toMatchObject({ ok: false })
  })

  test('never throws, whatever JSON it gets', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseDemoConfig(value)
        expect(typeof result.ok).toBe('boolean')
      }),
    )
  })
})

test('the defaults are the devstack CLI fixed ports and devnets', () => {
  expect(DEFAULT_DEMO_CONFIG.chains).toEqual(
    DEVSTACK_CHAINS.map((chain, index) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: `http://127.0.0.1:${DEVSTACK_DEFAULT_PORTS.chains[index]}`,
    })),
  )
  expect(DEFAULT_DEMO_CONFIG.directoryUrl).toBe(
    `http://127.0.0.1:${DEVSTACK_DEFAULT_PORTS.directory}`,
  )
  expect(DEFAULT_DEMO_CONFIG.relayUrl).toBe(`ws://127.0.0.1:${DEVSTACK_DEFAULT_PORTS.relay}`)
  expect(DEFAULT_DEMO_CONFIG.bitcoin?.esploraUrl).toBe(
    `http://127.0.0.1:${DEVSTACK_DEFAULT_PORTS.bitcoin}`,
  )
  expect(DEFAULT_DEMO_CONFIG.dataServiceUrl).toBe(
    `http://127.0.0.1:${DEVSTACK_DEFAULT_PORTS.dataService}`,
  )
  expect(parseDemoConfig(DEFAULT_DEMO_CONFIG)).toEqual({ ok: true, config: DEFAULT_DEMO_CONFIG })
})
