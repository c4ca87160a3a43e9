import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A software WebAuthn authenticator for server tests: one P-256 credential, "none"
 * attestation, user present and verified, a signature counter that grows by one per use.
 * It answers options the way a browser serializes them (`@simplewebauthn/browser`'s JSON).
 */

const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(data).digest())
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes))

/** The flags byte: user present (0x01), user verified (0x04), attested credential data (0x40). */
const UP_UV = 0x05
const UP_UV_AT = 0x45

function counterBytes(counter: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, counter)
  return bytes
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** One credential on a software authenticator. */
export class SoftAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(16))
  private readonly privateKey: KeyObject
  private readonly publicJwk: { x: string; y: string }
  /** The next counter value the authenticator signs with (set it back to play a clone). */
  counter = 0
  /**
   * The top-level page when the ceremony runs in the frame embedded in it (a step-up in the
   * frame): the client data then carries `crossOrigin: true` and this `topOrigin`, as
   * Chromium's does in a cross-origin iframe. Unset: the frame origin's own window (a popup).
   */
  topOrigin: string | undefined

  constructor(
    /** The origin the "browser" runs the ceremony on (the wallet frame's). */
    readonly origin: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = privateKey
    const jwk = publicKey.export({ format: 'jwk' })
    this.publicJwk = { x: jwk.x as string, y: jwk.y as string }
  }

  get id(): string {
    return b64(this.credentialId)
  }

  private clientData(type: string, challenge: string): Uint8Array {
    const embedded = this.topOrigin === undefined ? {} : { topOrigin: this.topOrigin }
    return new TextEncoder().encode(
      JSON.stringify({
        type,
        challenge,
        origin: this.origin,
        crossOrigin: this.topOrigin !== undefined,
        ...embedded,
      }),
    )
  }

  /** Answers `navigator.credentials.create` options (a `RegistrationResponseJSON`). */
  register(options: { challenge: string; rp: { id?: string } }, rpId = options.rp.id ?? '') {
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(this.publicJwk.x)],
      [-3, isoBase64URL.toBuffer(this.publicJwk.y)],
    ])
    const idLength = new Uint8Array([0, this.credentialId.length])
    const authData = concat(
      sha256(rpId),
      new Uint8Array([UP_UV_AT]),
      counterBytes(this.counter),
      new Uint8Array(16),
      idLength,
      this.credentialId,
      isoCBOR.encode(cose),
    )
    const attestation = new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ])
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(isoCBOR.encode(attestation as never)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    }
  }

  /** Answers `navigator.credentials.get` options (an `AuthenticationResponseJSON`). */
  authenticate(options: { challenge: string; rpId?: string }, rpId = options.rpId ?? '') {
    this.counter += 1
    const authData = concat(sha256(rpId), new Uint8Array([UP_UV]), counterBytes(this.counter))
    const clientData = this.clientData('webauthn.get', options.challenge)
    const signature = sign('sha256', concat(authData, sha256(clientData)), this.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
      },
      clientExtensionResults: {},
    }
  }
}
