import { readFileSync } from 'node:fs'
import { openApiProblems } from '@foyer/service-kit'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RPC_ERROR_CODES } from '../rpc/rpc-error.js'
import type { SponsorContext } from '../rpc/sponsor.js'
import { type PaymasterService, startPaymaster } from '../server.js'
import {
  executeCallData,
  OTHER_CONTRACT,
  params,
  rpc,
  SIGNER_KEY,
  TOKEN,
  testOptions,
  transferData,
  userOperation,
} from '../test-utils/fixtures.js'
import { BODY_LIMIT_BYTES, createPaymasterApp } from './paymaster-app.js'

// What an operator points Prometheus, a log pipeline and a load balancer at.
const RECIPIENT = '0x6666666666666666666666666666666666666666'
const lines: string[] = []
let service: PaymasterService
const sender = () => privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  service = await startPaymaster(
    { ...testOptions(), logLevel: 'info' },
    { logDestination: { write: (line) => void lines.push(line) } },
  )
})
afterAll(() => service?.close())

const metrics = () => fetch(`${service.url}/metrics`).then((response) => response.text())
const count = (text: string, labels: string) =>
  Number(new RegExp(`^paymaster_requests_total\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0)

describe('the paymaster, operated', () => {
  it('counts answers, refusals by reason and unreadable bodies on /metrics', async () => {
    const before = await metrics()
    const covered = executeCallData(TOKEN, 0n, transferData(RECIPIENT))
    const outside = executeCallData(OTHER_CONTRACT, 0n, transferData(RECIPIENT))
    expect(
      (await rpc(service.url, 'pm_getPaymasterStubData', params(userOperation(sender(), covered))))
        .result,
    ).toBeDefined()
    expect(
      (await rpc(service.url, 'pm_getPaymasterStubData', params(userOperation(sender(), outside))))
        .error?.data?.reason,
    ).toBe('target-not-allowed')
    const unreadable = await fetch(`${service.url}/rpc/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(unreadable.status).toBe(200)
    const after = await metrics()
    const stub = 'method="pm_getPaymasterStubData"'
    expect(count(after, `${stub},outcome="answered"`)).toBe(
      count(before, `${stub},outcome="answered"`) + 1,
    )
    expect(count(after, `${stub},outcome="target-not-allowed"`)).toBe(
      count(before, `${stub},outcome="target-not-allowed"`) + 1,
    )
    expect(count(after, 'method="unreadable",outcome="parse-error"')).toBe(
      count(before, 'method="unreadable",outcome="parse-error"') + 1,
    )
    expect(after).toMatch(
      /^http_requests_total\{method="POST",route="\/rpc\/:project",status="200"\} \d+$/m,
    )
  })

  it('answers a body over the limit as a JSON-RPC error, not a crash', async () => {
    const response = await fetch(`${service.url}/rpc/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES) }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({
      error: { code: RPC_ERROR_CODES.invalidRequest, message: 'request too large' },
    })
  })

  it('logs each request as a JSON line with its id, and never the key or a signature', async () => {
    const { result } = await rpc(
      service.url,
      'pm_getPaymasterData',
      params(userOperation(sender(), executeCallData(TOKEN, 0n, transferData(RECIPIENT)))),
    )
    const signed = String(result?.paymasterData ?? '')
    expect(signed).toMatch(/^0x[0-9a-f]{258}$/)
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    const request = logged.find(
      (entry) => (entry.req as { url?: string } | undefined)?.url === '/rpc/demo',
    )
    expect(request).toMatchObject({ service: 'paymaster', requestId: expect.any(String) })
    const text = lines.join('\n').toLowerCase()
    expect(text).not.toContain(SIGNER_KEY.slice(2).toLowerCase())
    expect(text).not.toContain(signed.slice(-130))
  })

  it('serves health, readiness and an OpenAPI 3.1 document listing the JSON-RPC route', async () => {
    expect(await (await fetch(`${service.url}/health`)).json()).toEqual({ status: 'ok' })
    expect(await (await fetch(`${service.url}/ready`)).json()).toMatchObject({ ready: true })
    const document = (await (await fetch(`${service.url}/openapi.json`)).json()) as {
      paths: Record<string, unknown>
    }
    expect(openApiProblems(document)).toEqual([])
    expect(Object.keys(document.paths).sort()).toEqual(['/health', '/ready', '/rpc/{project}'])
    // The committed contract is this document (run `pnpm openapi` after changing a route).
    const committed = new URL('../../../../docs/api/paymaster.json', import.meta.url)
    expect(JSON.parse(readFileSync(committed, 'utf8'))).toEqual(document)
  })
})

describe('readiness without its database', () => {
  it('answers /ready 503 naming the database when it cannot be reached', async () => {
    const unreachable = {
      query: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    }
    const app = await createPaymasterApp({} as SponsorContext, unreachable as never, {
      logLevel: 'silent',
    })
    const response = await app.inject({ method: 'GET', url: '/ready' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ ready: false, checks: { database: expect.anything() } })
    await app.close()
  })
})
