import { base64urlnopad } from '@scure/base'

/**
 * The user's passkey as a key source: the WebAuthn PRF extension (`hmac-secret` on CTAP2)
 * gives, for one credential and one salt, the same 32 secret bytes every time, and only after
 * the authenticator verified the user (PIN, biometrics). The frame derives keys from it (the
 * recovery share's and the device share's wrapping keys), so a key stored beside the ciphertext
 * never exists. Runs in the frame's origin only: the RP ID is the frame's (or its configured
 * parent domain), and the host page never sees the output.
 */

/** Why no PRF output could be had. */
export type PasskeyPrfFailure =
  /** No WebAuthn in this browser, or the passkey's authenticator has no PRF (hmac-secret). */
  | 'unsupported'
  /** The user closed the prompt, the time ran out, or no passkey of this RP was picked. */
  | 'cancelled'
  /** Anything else the browser refused (bad RP ID, a frame without the permission). */
  | 'failed'

/** A PRF evaluation that gave no output. */
export class PasskeyPrfError extends Error {
  constructor(
    message: string,
    readonly failure: PasskeyPrfFailure,
  ) {
    super(message)
    this.name = 'PasskeyPrfError'
  }
}

/** Which passkey to ask. */
export interface PasskeyPrfRequest {
  /** The RP ID the passkeys were made for: the frame's host name, or its configured parent domain. */
  rpId: string
  /** The user's credential ids (base64url, no padding); empty or absent lets the user pick a passkey of this RP. */
  credentialIds?: readonly string[]
  /** Cancels the prompt. */
  signal?: AbortSignal
  /** The browser's credential container (tests); default `navigator.credentials`. */
  credentials?: CredentialsContainer
}

/** What one evaluation gave: the output, and which credential gave it. */
export interface PasskeyPrfResult {
  /** 32 bytes, the same for this credential and salt on every call. Zero it after use. */
  output: Uint8Array
  /** The credential that answered (base64url, no padding). */
  credentialId: string
}

const PRF_OUTPUT_BYTES = 32

/**
 * Asks the user's passkey for its PRF output on `salt` (user verification required) and says
 * which credential answered. Throws {@link PasskeyPrfError} when there is none.
 */
export async function evaluatePasskeyPrf(
  salt: Uint8Array,
  request: PasskeyPrfRequest,
): Promise<PasskeyPrfResult> {
  if (salt.length === 0) throw new PasskeyPrfError('The PRF salt is empty', 'failed')
  const credentials =
    request.credentials ?? (typeof navigator === 'undefined' ? undefined : navigator.credentials)
  if (!credentials || typeof PublicKeyCredential === 'undefined') {
    throw new PasskeyPrfError('This browser has no passkeys (WebAuthn)', 'unsupported')
  }
  let credential: Credential | null
  try {
    credential = await credentials.get({
      signal: request.signal,
      publicKey: {
        // No server checks this assertion: the challenge only has to be fresh.
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        rpId: request.rpId,
        userVerification: 'required',
        allowCredentials: (request.credentialIds ?? []).map((id) => ({
          type: 'public-key' as const,
          id: new Uint8Array(base64urlnopad.decode(id)),
        })),
        extensions: { prf: { eval: { first: new Uint8Array(salt) } } },
      },
    })
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'NotAllowedError' || name === 'AbortError') {
      throw new PasskeyPrfError('The passkey prompt was closed', 'cancelled')
    }
    throw new PasskeyPrfError(
      `The passkey could not be used: ${error instanceof Error ? error.message : String(error)}`,
      'failed',
    )
  }
  if (!(credential instanceof PublicKeyCredential)) {
    throw new PasskeyPrfError('The passkey prompt was closed', 'cancelled')
  }
  const first = credential.getClientExtensionResults().prf?.results?.first
  const output = first === undefined ? undefined : toBytes(first)
  if (!output || output.length !== PRF_OUTPUT_BYTES) {
    throw new PasskeyPrfError('This passkey cannot derive keys (no PRF support)', 'unsupported')
  }
  return { output, credentialId: base64urlnopad.encode(new Uint8Array(credential.rawId)) }
}

/**
 * The 32-byte PRF output of the user's passkey for `salt` (user verification required): the
 * same bytes for the same credential and salt on every call. Zero it after use.
 */
export async function passkeyPrf(
  salt: Uint8Array,
  request: PasskeyPrfRequest,
): Promise<Uint8Array> {
  return (await evaluatePasskeyPrf(salt, request)).output
}

function toBytes(source: BufferSource): Uint8Array {
  if (source instanceof ArrayBuffer) return new Uint8Array(source)
  return new Uint8Array(source.buffer, source.byteOffset, source.byteLength).slice()
}
