import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fetchJson } from './test-utils/http.js'
import { serveDataService } from './test-utils/serve.js'

const alice = privateKeyToAccount(generatePrivateKey())
const mallory = privateKeyToAccount(generatePrivateKey())
const now = () => Math.floor(Date.now() / 1000)

async function registration(
  signer: ReturnType<typeof privateKeyToAccount>,
  fields: { name: string; timestamp?: number; attributes?: Record<string, string> },
  options: { address?: Hex; coinType?: number } = {},
) {
  const message = JSON.stringify({ timestamp: now(), ...fields })
  return {
    coinType: options.coinType ?? 60,
    address: options.address ?? signer.address,
    signature: await signer.signMessage({ message }),
    message,
  }
}

describe('names registry', () => {
  const server = serveDataService({ maxMessageAgeSeconds: 300 })
  const register = (body: unknown) => fetchJson(`${server.url}/v1/profile/account`, body)

  it('registers a name signed by its address, then resolves it and looks it up in reverse', async () => {
    const body = await registration(alice, {
      name: 'alice-01',
      attributes: { avatar: 'https://a.test/x.png' },
    })
    const { status, body: profile } = await register(body)
    expect(status).toBe(200)
    expect(profile).toMatchObject({
      name: 'alice-01.foyer.id',
      addresses: { '60': { address: alice.address } },
      attributes: { avatar: 'https://a.test/x.png' },
    })
    expect(Math.abs(profile.createdAt - now())).toBeLessThan(5)
    const resolved = await fetchJson(`${server.url}/v1/profile/account/alice-01.foyer.id`)
    expect(resolved.body).toEqual(profile)
    const reverse = await fetchJson(`${server.url}/v1/profile/reverse/${alice.address}`)
    expect(reverse.body).toEqual([profile])
    const reverseOther = await fetchJson(
      `${server.url}/v1/profile/reverse/${alice.address}?coinType=1`,
    )
    expect(reverseOther.body).toEqual([])
    const identity = await fetchJson(
      `${server.url}/v1/identity/${alice.address.toLowerCase()}?caipNetworkId=eip155:1`,
    )
    expect(identity.body).toEqual({ name: 'alice-01.foyer.id', avatar: 'https://a.test/x.png' })
  })

  it('answers 404 for an unregistered name and null identity for an unknown address', async () => {
    const missing = await fetchJson(`${server.url}/v1/profile/account/nobody.foyer.id`)
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toContain('nobody.foyer.id')
    const identity = await fetchJson(
      `${server.url}/v1/identity/${mallory.address}?caipNetworkId=eip155:1`,
    )
    expect(identity.body).toEqual({ name: null, avatar: null })
  })

  it('refuses a taken name with 409, whatever the case', async () => {
    const { status, body } = await register(await registration(mallory, { name: 'ALICE-01' }))
    expect(status).toBe(409)
    expect(body.error.message).toBe('The name alice-01.foyer.id is already taken')
  })

  it('refuses a signature by another key, a stale, a future and a replayed message', async () => {
    const forged = await registration(mallory, { name: 'forged-name' }, { address: alice.address })
    expect((await register(forged)).body.error.message).toBe(
      'The signature does not match the address and message',
    )
    const stale = await register(
      await registration(alice, { name: 'stale-name', timestamp: now() - 301 }),
    )
    expect([stale.status, stale.body.error.message]).toEqual([
      400,
      'The signed message is stale: its timestamp is too old',
    ])
    const future = await register(
      await registration(alice, { name: 'future-name', timestamp: now() + 3600 }),
    )
    expect(future.status).toBe(400)
    expect(future.body.error.message).toContain('future')
    const once = await registration(alice, { name: 'once-only' })
    expect((await register(once)).status).toBe(200)
    const again = await register(once)
    expect([again.status, again.body.error.message]).toEqual([
      400,
      'This signed message was already used',
    ])
    const tampered = { ...(await registration(alice, { name: 'tamper-me' })) }
    tampered.message = tampered.message.replace('tamper-me', 'tampered1')
    expect((await register(tampered)).status).toBe(400)
    expect((await fetchJson(`${server.url}/v1/profile/account/tampered1`)).status).toBe(404)
  })

  it.each([['abc'], ['has space'], ['dot.name'], ['emoji-😀'], ['']])(
    'refuses the invalid name %j (SPEC §5) with 400',
    async (name) => {
      const { status, body } = await register(await registration(alice, { name }))
      expect(status).toBe(400)
      expect(body.error.message).toMatch(/name/i)
    },
  )

  it('refuses malformed bodies naming the field', async () => {
    const body = await registration(alice, { name: 'fine-name' })
    const noCoin = await register({ ...body, coinType: 'sixty' })
    expect([noCoin.status, noCoin.body.error.message]).toEqual([
      400,
      expect.stringContaining("'coinType'"),
    ])
    const notJson = await register({ ...body, message: 'hello' })
    expect(notJson.body.error.message).toContain("'message' must be a JSON string")
  })

  it('suggests the name and free variants, marking registered ones', async () => {
    const { body } = await fetchJson(`${server.url}/v1/profile/suggestions/alice-01`)
    expect(body.suggestions[0]).toEqual({ name: 'alice-01.foyer.id', registered: true })
    expect(body.suggestions.length).toBe(5)
    for (const suggestion of body.suggestions.slice(1)) {
      expect(suggestion.registered).toBe(false)
      expect(suggestion.name).toMatch(/^alice-01\d+\.foyer\.id$/)
    }
    const free = await fetchJson(`${server.url}/v1/profile/suggestions/brand-new`)
    expect(free.body.suggestions[0]).toEqual({ name: 'brand-new.foyer.id', registered: false })
  })
})
