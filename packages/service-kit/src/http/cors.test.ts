import { afterEach, describe, expect, it } from 'vitest'
import { createServiceApp } from './app.js'
import type { CorsRules } from './cors.js'
import { type ListeningService, listenService } from './listen.js'

const started: ListeningService[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.close()))
})

const RULES: CorsRules = {
  allows: (origin) => origin === 'https://app.example',
  methods: ['GET', 'OPTIONS'],
  allowedHeaders: ['Content-Type'],
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 600,
}

async function serve(rules: CorsRules) {
  const app = await createServiceApp({ name: 'cors-test', logLevel: 'silent', cors: rules })
  app.get('/x', async () => ({ ok: true }))
  const service = await listenService(app, { host: '127.0.0.1', port: 0 })
  started.push(service)
  return service
}

const preflight = (url: string, origin: string) =>
  fetch(`${url}/x`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
  })

describe('CORS rules', () => {
  it('echo an allowed origin, expose headers and answer its preflight', async () => {
    const service = await serve(RULES)
    const response = await fetch(`${service.url}/x`, { headers: { Origin: 'https://app.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(response.headers.get('access-control-expose-headers')).toBe('ETag')
    expect(response.headers.get('vary')).toBe('Origin')
    const answer = await preflight(service.url, 'https://app.example')
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS')
    expect(answer.headers.get('access-control-max-age')).toBe('600')
  })

  it('answer other origins without the allow header, and refuse their preflight when asked', async () => {
    const service = await serve({ ...RULES, refuseOtherPreflights: true })
    const response = await fetch(`${service.url}/x`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('vary')).toBe('Origin')
    const refused = await preflight(service.url, 'https://evil.example')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(await refused.json()).toEqual({
      error: { code: 'origin_not_allowed', message: 'Origin https://evil.example is not allowed' },
    })
  })

  it("send '*' when the rules are a wildcard", async () => {
    const service = await serve({ ...RULES, allows: () => true, wildcard: true })
    const response = await fetch(`${service.url}/x`, { headers: { Origin: 'https://any.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
