import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, HOST_ORIGIN, PROJECT_ID, startHarness } from './test-utils/harness.js'

/** A provider client with explicit endpoints (nothing is fetched until a login starts). */
const client = (name: string) => ({
  clientId: `${name}-client`,
  clientSecret: `${name}-secret`,
  authorizationEndpoint: `https://${name}.example/authorize`,
  tokenEndpoint: `https://${name}.example/token`,
  userinfoEndpoint: `https://${name}.example/userinfo`,
})

const configPath = `/v1/projects/${PROJECT_ID}/config?hostOrigin=${encodeURIComponent(HOST_ORIGIN)}`

describe('the project config names the logins the server has configured', () => {
  let h: Harness | undefined
  afterEach(async () => {
    await h?.stop()
    h = undefined
  })

  it('no provider configured: no social login is offered', async () => {
    h = await startHarness()
    const answer = await h.call('GET', configPath)
    expect(answer.status).toBe(200)
    expect(answer.body.logins).toEqual([])
  })

  it('only the providers with a client, in SPEC order, never a secret of theirs', async () => {
    h = await startHarness({ providers: { discord: client('discord'), github: client('github') } })
    const answer = await h.call('GET', configPath)
    expect(answer.body.logins).toEqual(['github', 'discord'])
    expect(JSON.stringify(answer.body)).not.toMatch(/secret|client/)
  })
})
