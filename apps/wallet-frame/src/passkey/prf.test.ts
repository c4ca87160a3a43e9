import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { evaluatePasskeyPrf, PasskeyPrfError, passkeyPrf } from './prf.js'

/** A stand-in for the browser's PublicKeyCredential class (Node has none). */
class FakePublicKeyCredential {
  constructor(
    readonly rawId: ArrayBuffer,
    private readonly prfFirst: ArrayBuffer | undefined,
  ) {}
  getClientExtensionResults() {
    return this.prfFirst ? { prf: { results: { first: this.prfFirst } } } : {}
  }
}

const SALT = new Uint8Array(32).fill(7)

/** A credential container that records the request and answers like an authenticator. */
function container(answer: (options: CredentialRequestOptions) => unknown) {
  const seen: CredentialRequestOptions[] = []
  const credentials = {
    get: async (options: CredentialRequestOptions) => {
      seen.push(options)
      return answer(options)
    },
  } as unknown as CredentialsContainer
  return { credentials, seen }
}

describe('passkeyPrf', () => {
  const original = (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential
  beforeEach(() => {
    ;(globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = FakePublicKeyCredential
  })
  afterEach(() => {
    ;(globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = original
  })

  it('asks with user verification, the salt and the RP ID, and returns the 32 bytes', async () => {
    const output = new Uint8Array(32).fill(9)
    const { credentials, seen } = container(
      () => new FakePublicKeyCredential(new Uint8Array([1, 2, 3]).buffer, output.buffer),
    )
    const result = await evaluatePasskeyPrf(SALT, {
      rpId: 'wallet.example',
      credentialIds: ['AQID'],
      credentials,
    })
    expect(result.output).toEqual(output)
    expect(result.credentialId).toBe('AQID')
    const publicKey = seen[0]?.publicKey
    expect(publicKey?.userVerification).toBe('required')
    expect(publicKey?.rpId).toBe('wallet.example')
    expect(publicKey?.extensions?.prf?.eval?.first).toEqual(SALT)
    expect(
      publicKey?.allowCredentials?.map((c) => [...new Uint8Array(c.id as Uint8Array)]),
    ).toEqual([[1, 2, 3]])
  })

  it('refuses an authenticator without PRF, a short output and a closed prompt', async () => {
    const noPrf = container(() => new FakePublicKeyCredential(new ArrayBuffer(1), undefined))
    await expect(
      passkeyPrf(SALT, { rpId: 'w', credentials: noPrf.credentials }),
    ).rejects.toMatchObject({
      failure: 'unsupported',
    })
    const short = container(
      () => new FakePublicKeyCredential(new ArrayBuffer(1), new Uint8Array(16).buffer),
    )
    await expect(
      passkeyPrf(SALT, { rpId: 'w', credentials: short.credentials }),
    ).rejects.toBeInstanceOf(PasskeyPrfError)
    const closed = container(() => {
      throw new DOMException('closed', 'NotAllowedError')
    })
    await expect(
      passkeyPrf(SALT, { rpId: 'w', credentials: closed.credentials }),
    ).rejects.toMatchObject({
      failure: 'cancelled',
    })
    await expect(
      passkeyPrf(new Uint8Array(), { rpId: 'w', credentials: closed.credentials }),
    ).rejects.toThrow('The PRF salt is empty')
  })
})
