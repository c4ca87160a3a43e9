import { describe, expect, it } from 'vitest'
import { AuthApiError, AuthClient } from './auth-client.js'
import type { ProofSigner } from './proof-key.js'

const signer: ProofSigner = {
  jkt: 'jkt',
  proof: async () => 'proof',
  syncClock: () => {},
  persistent: true,
}

/** A client whose every request gets `response`. */
function clientAnswering(response: () => Response): AuthClient {
  return new AuthClient('http://auth.test', signer, async () => response())
}

const ADDRESS = `0x${'ab'.repeat(20)}`

describe('AuthClient.authShare', () => {
  it("no wallet yet (the server's empty 204, or an older server's 404): undefined", async () => {
    const empty = clientAnswering(() => new Response(null, { status: 204 }))
    expect(await empty.authShare('token', 'device')).toBeUndefined()
    const older = clientAnswering(() =>
      Response.json({ message: 'No wallet yet' }, { status: 404 }),
    )
    expect(await older.authShare('token', 'device')).toBeUndefined()
  })

  it("the device's share when there is one", async () => {
    const client = clientAnswering(() => Response.json({ address: ADDRESS, authShare: 'c2hhcmU=' }))
    expect(await client.authShare('token', 'device')).toEqual({
      address: ADDRESS,
      authShare: 'c2hhcmU=',
    })
  })

  it('a 200 whose body is not JSON, or not a share, is an error, never "no wallet yet"', async () => {
    const garbled = clientAnswering(() => new Response('<html>', { status: 200 }))
    await expect(garbled.authShare('token', 'device')).rejects.toBeInstanceOf(AuthApiError)
    const wrong = clientAnswering(() => Response.json({ address: 'nope' }))
    await expect(wrong.authShare('token', 'device')).rejects.toBeInstanceOf(AuthApiError)
  })
})

describe('AuthClient errors', () => {
  it("carries the server's { error: { code, message } } verbatim", async () => {
    const limited = clientAnswering(() =>
      Response.json(
        { error: { code: 'rate_limited', message: 'Please try again after 12 seconds' } },
        { status: 429 },
      ),
    )
    await expect(
      limited.startEmail({ projectId: 'p', hostOrigin: 'https://a' }, 'a@b.c'),
    ).rejects.toMatchObject({
      name: 'AuthApiError',
      message: 'Please try again after 12 seconds',
      status: 429,
      code: 'rate_limited',
    })
  })

  it('names only the status for an error body of another shape (a proxy page, a bare message)', async () => {
    for (const body of ['<html>bad gateway</html>', JSON.stringify({ message: 'hi' })]) {
      const client = clientAnswering(() => new Response(body, { status: 502 }))
      await expect(
        client.startEmail({ projectId: 'p', hostOrigin: 'https://a' }, 'a@b.c'),
      ).rejects.toMatchObject({ message: 'HTTP status code: 502', status: 502, code: undefined })
    }
  })
})
