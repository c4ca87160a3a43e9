import fs from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startAuthServer } from '@foyer/auth-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningService } from '../services.js'
import { startWalletFrame } from './serve-wallet-frame.js'

let dist: string
let frame: RunningService

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-frame-dist-'))
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>frame</title>')
  frame = await startWalletFrame({
    port: 0,
    authUrl: 'http://127.0.0.1:4700',
    networks: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
    distDir: dist,
  })
})

afterAll(async () => {
  await frame.close()
  await fs.rm(dist, { recursive: true, force: true })
})

describe('startWalletFrame', () => {
  it('serves the frame on its own loopback origin with its runtime config', async () => {
    expect(frame.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await fetch(`${frame.url}/?projectId=demo`)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await page.text()).toContain('<title>frame</title>')
    const config = await fetch(`${frame.url}/frame-config.json`)
    expect(await config.json()).toEqual({
      authUrl: 'http://127.0.0.1:4700',
      networks: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
    })
  })

  it('refuses paths outside the build and unknown files, and anything but GET', async () => {
    // A traversal is normalised back inside the build: nothing outside it is ever read.
    expect((await fetch(`${frame.url}/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404)
    expect((await fetch(`${frame.url}/missing.js`)).status).toBe(404)
    expect((await fetch(`${frame.url}/frame-config.json`, { method: 'POST' })).status).toBe(405)
  })
})

describe('frame-ancestors of the frame page', () => {
  it("lists the project's allowed host origins, asked of the auth server with the referer", async () => {
    const asked: string[] = []
    const auth = createServer((req, res) => {
      asked.push(req.url ?? '')
      const allowed = req.url?.includes('hostOrigin=http%3A%2F%2F127.0.0.1%3A5173')
      res.writeHead(allowed ? 200 : 403, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify(
          allowed
            ? {
                allowedOrigins: ['http://127.0.0.1:*', 'https://*.dapp.example', "'unsafe-inline'"],
              }
            : { message: 'Invalid App Configuration' },
        ),
      )
    })
    await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve))
    const authUrl = `http://127.0.0.1:${(auth.address() as AddressInfo).port}`
    const served = await startWalletFrame({ port: 0, authUrl, networks: [], distDir: dist })
    try {
      const csp = async (query: string, referer?: string) =>
        (
          await fetch(`${served.url}/${query}`, referer ? { headers: { referer } } : {})
        ).headers.get('content-security-policy')
      // An allowed referer: the project's list (entries that are no origin pattern dropped).
      expect(await csp('?projectId=p1', 'http://127.0.0.1:5173/app')).toBe(
        'frame-ancestors http://127.0.0.1:* https://*.dapp.example',
      )
      // No project, a refused referer, no referer: nobody may frame it.
      expect(await csp('')).toBe("frame-ancestors 'none'")
      expect(await csp('?projectId=p2', 'https://evil.example/')).toBe("frame-ancestors 'none'")
      expect(await csp('?projectId=p3')).toBe("frame-ancestors 'none'")
      expect(asked).toHaveLength(2)
    } finally {
      await served.close()
      await new Promise((resolve) => auth.close(resolve))
    }
  })

  it('lets the real auth service answer the lookup, which comes from a server with no Origin', async () => {
    // The auth service refuses a browser call from any origin but the frame's; the frame's
    // hosting reads the project's public allowlist server to server, with no Origin at all.
    const auth = await startAuthServer({
      host: '127.0.0.1',
      port: 0,
      ephemeral: true,
      frameOrigins: ['http://127.0.0.1:1'],
      projects: { demo: { allowedOrigins: ['http://127.0.0.1:5173'] } },
      smtp: { url: 'smtp://127.0.0.1:1', from: 'login@example.com' },
      recoveryKey: 'ab'.repeat(32),
      log: () => {},
    })
    const served = await startWalletFrame({
      port: 0,
      authUrl: auth.url,
      networks: [],
      distDir: dist,
    })
    try {
      const response = await fetch(`${served.url}/?projectId=demo`, {
        headers: { referer: 'http://127.0.0.1:5173/' },
      })
      expect(response.headers.get('content-security-policy')).toBe(
        'frame-ancestors http://127.0.0.1:5173',
      )
    } finally {
      await served.close()
      await auth.close()
    }
  })
})
