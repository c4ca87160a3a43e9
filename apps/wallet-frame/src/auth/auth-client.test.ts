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
