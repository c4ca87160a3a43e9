import { webcrypto } from 'node:crypto'
import { base64urlnopad } from '@scure/base'

/**
 * A Node client with no wallet frame: it speaks the auth server's API with whatever it
 * copied (a login code, a session token), forges the frame's `Origin`, and — to try the
 * strongest version of the attack — signs DPoP proofs with a key of its own.
 */
export interface NodeAttacker {
  /** `fetch` of `path` on the auth server; `proof: true` adds a DPoP proof of its own key. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; authorization?: string; proof?: boolean; accessToken?: string },
  ): Promise<{ status: number; body: Record<string, unknown> }>
}

const encoder = new TextEncoder()
const b64 = (bytes: ArrayBuffer | Uint8Array) =>
  base64urlnopad.encode(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))

/** An attacker against the auth server at `authUrl`, posing as `frameOrigin`. */
export async function nodeAttacker(authUrl: string, frameOrigin: string): Promise<NodeAttacker> {
  const { privateKey, publicKey } = await webcrypto.subtle.generateKey(
    { name: 'ECDSA', namedCurve: 'P-256' },
    true,
    ['sign', 'verify'],
  )
  const { kty, crv, x, y } = await webcrypto.subtle.exportKey('jwk', publicKey)
  const proof = async (method: string, url: URL, accessToken?: string) => {
    const header = b64(
      encoder.encode(JSON.stringify({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } })),
    )
    const ath = accessToken
      ? b64(await webcrypto.subtle.digest('SHA-256', encoder.encode(accessToken)))
      : undefined
    const claims = b64(
      encoder.encode(
        JSON.stringify({
          htm: method,
          htu: `${url.origin}${url.pathname}`,
          iat: Math.floor(Date.now() / 1000),
          jti: b64(webcrypto.getRandomValues(new Uint8Array(16))),
          ...(ath ? { ath } : {}),
        }),
      ),
    )
    const signature = await webcrypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      privateKey,
      encoder.encode(`${header}.${claims}`),
    )
    return `${header}.${claims}.${b64(signature)}`
  }
  return {
    async call(method, path, options = {}) {
      const url = new URL(path, authUrl)
      const headers: Record<string, string> = { origin: frameOrigin }
      if (options.body !== undefined) headers['content-type'] = 'application/json'
      if (options.authorization) headers.authorization = options.authorization
      if (options.proof) headers.dpop = await proof(method, url, options.accessToken)
      const response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      })
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) : {} }
    },
  }
}
