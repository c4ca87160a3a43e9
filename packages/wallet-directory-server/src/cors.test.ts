import { describe, expect, it } from 'vitest'
import { isLoopbackOrigin } from './cors.js'
import { serveDirectory } from './test-utils/serve.js'

const preflight = (url: string, origin: string) =>
  fetch(`${url}/getWallets`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'content-type',
    },
  })

describe('CORS', () => {
  const directory = serveDirectory({ allowedOrigins: ['https://app.example'] })
  const strict = serveDirectory({
    allowedOrigins: ['https://app.example'],
    allowLoopbackOrigins: false,
  })
  const open = serveDirectory({ allowedOrigins: '*' })

  it('answers an allowed preflight with 204 and the allowed methods and headers', async () => {
    const response = await preflight(directory.url, 'https://app.example')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toContain('Content-Type')
    expect(response.headers.get('access-control-max-age')).toBe('600')
    expect(response.headers.get('vary')).toBe('Origin')
  })

  it('refuses a preflight from another origin with 403 JSON and no allow header', async () => {
    const response = await preflight(directory.url, 'https://evil.example')
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(await response.json()).toEqual({
      error: { code: 'origin_not_allowed', message: 'Origin https://evil.example is not allowed' },
    })
  })

  it('allows loopback origins on any port by default', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:41234', 'http://[::1]:8080']) {
      const response = await fetch(`${directory.url}/getWallets?entries=1`, {
        headers: { Origin: origin },
      })
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-expose-headers')).toContain('ETag')
      await response.arrayBuffer()
    }
  })

  it('sends no allow header to other origins, but still answers (images need no CORS)', async () => {
    const response = await fetch(`${directory.url}/getWallets?entries=1`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('vary')).toBe('Origin')
    await response.arrayBuffer()
  })

  it('drops loopback origins when allowLoopbackOrigins is false', async () => {
    expect((await preflight(strict.url, 'http://localhost:5173')).status).toBe(403)
    expect((await preflight(strict.url, 'https://app.example')).status).toBe(204)
  })

  it("allows every origin with allowedOrigins: '*'", async () => {
    const response = await preflight(open.url, 'https://anyone.example')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://anyone.example')
  })

  it('sends CORS headers on error responses too, so the browser can read them', async () => {
    const response = await fetch(`${directory.url}/getWallets?page=0`, {
      headers: { Origin: 'https://app.example' },
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example')
    await response.arrayBuffer()
  })
})

describe('isLoopbackOrigin', () => {
  it('accepts only exact loopback origins', () => {
    expect(isLoopbackOrigin('http://localhost')).toBe(true)
    expect(isLoopbackOrigin('https://127.0.0.1:8443')).toBe(true)
    expect(isLoopbackOrigin('http://localhost.evil.example')).toBe(false)
    expect(isLoopbackOrigin('http://127.0.0.2')).toBe(false)
    expect(isLoopbackOrigin('http://localhost/path')).toBe(false)
    expect(isLoopbackOrigin('null')).toBe(false)
    expect(isLoopbackOrigin('file://localhost')).toBe(false)
  })
})
