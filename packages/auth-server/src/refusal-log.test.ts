import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Harness, HOST_ORIGIN, PROJECT_ID, startHarness } from './test-utils/harness.js'

const lines: string[] = []
let h: Harness
beforeAll(async () => {
  h = await startHarness({ log: (line) => lines.push(line) })
})
afterAll(() => h.stop())

const config = (projectId: string, hostOrigin: string, origin?: string) =>
  h.call(
    'GET',
    `/v1/projects/${encodeURIComponent(projectId)}/config?hostOrigin=${encodeURIComponent(hostOrigin)}`,
    origin === undefined ? {} : { origin },
  )

it('logs an origin that is not a wallet frame once, naming the setting to change', async () => {
  expect((await config(PROJECT_ID, HOST_ORIGIN, 'https://frame.wrong.example')).status).toBe(403)
  expect((await config(PROJECT_ID, HOST_ORIGIN, 'https://frame.wrong.example')).status).toBe(403)
  expect(lines.filter((line) => line.includes('frame.wrong.example'))).toEqual([
    'refused origin "https://frame.wrong.example": not a wallet frame origin (--frame-origin / FRAME_ORIGINS)',
  ])
})

it('logs a refused preflight from an origin that is not a wallet frame', async () => {
  const preflight = await fetch(`${h.server.url}/v1/email/start`, {
    method: 'OPTIONS',
    headers: { origin: 'https://preflight.wrong.example', 'access-control-request-method': 'POST' },
  })
  expect(preflight.status).toBe(403)
  expect(lines).toContain(
    'refused origin "https://preflight.wrong.example": not a wallet frame origin (--frame-origin / FRAME_ORIGINS)',
  )
})

it('logs a host origin the project does not allow, and an unknown project', async () => {
  expect((await config(PROJECT_ID, 'https://host.wrong.example')).status).toBe(403)
  expect((await config('nope', HOST_ORIGIN)).status).toBe(403)
  expect(lines).toContain(
    `refused host origin "https://host.wrong.example" for project "${PROJECT_ID}": not in its allowed origins (--project / PROJECTS)`,
  )
  expect(lines).toContain(
    `refused project "nope" (host origin "${HOST_ORIGIN}"): no such project (--project / PROJECTS)`,
  )
})

it('a hostile project id cannot forge a log line', async () => {
  expect((await config('x\nauth server: forged line', HOST_ORIGIN)).status).toBe(403)
  expect(lines).toContain(
    `refused project "x\\nauth server: forged line" (host origin "${HOST_ORIGIN}"): no such project (--project / PROJECTS)`,
  )
  expect(lines.some((line) => line.startsWith('auth server: forged'))).toBe(false)
  expect(
    lines
      .join('\n')
      .split('\n')
      .some((line) => line.startsWith('auth server: forged')),
  ).toBe(false)
})
