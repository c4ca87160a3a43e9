import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createServiceApp } from './app.js'
import { type ListeningService, listenService } from './listen.js'

const started: ListeningService[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.close()))
})

const SECRETS = {
  bearer: 'eyJhbGciOiJFUzI1NiJ9.bearer-secret',
  cookie: 'session=cookie-secret-0451',
  dpop: 'eyJ0eXAiOiJkcG9wK2p3dCJ9.dpop-secret',
  code: '493027',
  queryToken: 'query-token-secret-77',
  share: 'share-secret-aa11bb22',
  password: 'password-secret-hunter2',
  // A WalletConnect relay's client JWT rides in the address (`?auth=`): whoever copies it from a
  // log could connect as that client until it expires.
  relayAuth: 'eyJhbGciOiJFZERTQSJ9.relay-auth-secret',
}

describe('logs', () => {
  it('are JSON lines with a request id and never contain a header, body or query secret', async () => {
    const lines: string[] = []
    const app = await createServiceApp({
      name: 'log-test',
      logLevel: 'debug',
      logDestination: { write: (line) => void lines.push(line) },
    })
    app.post(
      '/login',
      {
        schema: {
          body: z.object({
            email: z.string(),
            code: z.string(),
            share: z.string(),
            password: z.string(),
          }),
        },
      },
      async (request) => {
        // A route that logs what it received must still not leak it.
        request.log.info({ body: request.body, headers: request.headers }, 'login attempt')
        throw new Error('login failed')
      },
    )
    const service = await listenService(app, { host: '127.0.0.1', port: 0 })
    started.push(service)
    const response = await fetch(
      `${service.url}/login?code=${SECRETS.code}&token=${SECRETS.queryToken}&auth=${SECRETS.relayAuth}&page=2`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SECRETS.bearer}`,
          cookie: SECRETS.cookie,
          dpop: SECRETS.dpop,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          email: 'a@example.com',
          code: SECRETS.code,
          share: SECRETS.share,
          password: SECRETS.password,
        }),
      },
    )
    expect(response.status).toBe(500)
    const requestId = response.headers.get('x-request-id')
    await service.close()

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries.some((entry) => entry.msg === 'login attempt')).toBe(true)
    expect(entries.some((entry) => entry.msg === 'request failed')).toBe(true)
    const incoming = entries.find((entry) => entry.msg === 'incoming request') as {
      req: { url: string }
    }
    expect(incoming.req.url).toBe(
      '/login?code=%5BRedacted%5D&token=%5BRedacted%5D&auth=%5BRedacted%5D&page=2',
    )
    for (const entry of entries.filter(
      (entry) => 'req' in entry || entry.msg === 'login attempt',
    )) {
      expect(entry.requestId).toBe(requestId)
      expect(entry.service).toBe('log-test')
    }
    const all = lines.join('\n')
    for (const secret of Object.values(SECRETS)) expect(all).not.toContain(secret)
  })
})

describe('the per-request logger', () => {
  it('is created only when a request writes a line at an enabled level', async () => {
    const { lazyChildLogger } = await import('./logging.js')
    let children = 0
    const lines: string[] = []
    const parent = {
      isLevelEnabled: (level: string) => level === 'warn' || level === 'error',
      child: (bindings: object) => {
        children++
        const write = (message: string) => void lines.push(`${JSON.stringify(bindings)} ${message}`)
        return {
          info: write,
          warn: write,
          error: write,
          debug: write,
          fatal: write,
          trace: write,
          child: () => ({}),
        }
      },
    }
    const log = lazyChildLogger(parent, { requestId: 'r1' }, undefined) as Record<string, unknown>
    for (const method of ['info', 'error', 'debug', 'fatal', 'warn', 'trace', 'child']) {
      expect(typeof log[method]).toBe('function')
    }
    ;(log.info as (message: string) => void)('skipped')
    expect(children).toBe(0)
    ;(log.warn as (message: string) => void)('written')
    expect([children, lines]).toEqual([1, ['{"requestId":"r1"} written']])
  })
})
