import { base64urlnopad } from '@scure/base'

/**
 * The frame's DPoP key (RFC 9449): an ECDSA P-256 key pair made by WebCrypto with a
 * non-extractable private key, kept (as the CryptoKey objects) in this origin's IndexedDB.
 * No script — not the frame's, not the host page's — can read the private key's bytes;
 * every login and session of the auth server is bound to its thumbprint, so a code or a
 * token copied out of the frame opens nothing elsewhere.
 */

/** Signs the `DPoP` proof of each auth-server request. */
export interface ProofSigner {
  /** The key's RFC 7638 thumbprint (base64url SHA-256): what login starts are bound to. */
  readonly jkt: string
  /** A proof for `method` on `url` (its query and fragment are dropped); `ath` for `accessToken`. */
  proof(method: string, url: URL, accessToken?: string): Promise<string>
  /** The server's clock (ms) as its last answer said, so `iat` holds on a device whose clock is off. */
  syncClock(serverTimeMs: number): void
  /**
   * Whether the key is kept in IndexedDB. False in a browser that refuses IndexedDB: the key
   * then lasts this page only, and a login that left the page (the Telegram return) cannot
   * be finished with it.
   */
  readonly persistent: boolean
}

const DB_NAME = 'foyer-wallet-frame-dpop'
const STORE = 'keys'
const RECORD = 'frame'
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const
const encoder = new TextEncoder()

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  base64urlnopad.encode(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))
const sha256 = async (text: string) =>
  b64url(await crypto.subtle.digest('SHA-256', encoder.encode(text)))

/** A P-256 key pair that signs DPoP proofs. */
export class ProofKey implements ProofSigner {
  private clockOffsetMs = 0
  /** Whether this key is kept in IndexedDB ({@link ProofSigner.persistent}). */
  persistent = true

  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: { kty: string; crv: string; x: string; y: string },
    readonly jkt: string,
  ) {}

  /** Wraps an existing pair (the public key is always exportable; the private key never). */
  static async fromKeyPair(pair: CryptoKeyPair): Promise<ProofKey> {
    const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey)
    if (kty !== 'EC' || crv !== 'P-256' || !x || !y) throw new Error('Not a P-256 public key')
    // RFC 7638: the required members, in lexicographic order, no whitespace.
    const jkt = await sha256(JSON.stringify({ crv, kty, x, y }))
    return new ProofKey(pair.privateKey, { kty, crv, x, y }, jkt)
  }

  /** A fresh pair whose private key can never be exported. */
  static async generate(): Promise<ProofKey> {
    const pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify'])
    return ProofKey.fromKeyPair(pair)
  }

  async proof(method: string, url: URL, accessToken?: string): Promise<string> {
    const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: this.publicJwk }
    const claims = {
      htm: method,
      htu: `${url.origin}${url.pathname}`,
      iat: Math.floor((Date.now() + this.clockOffsetMs) / 1000),
      jti: b64url(crypto.getRandomValues(new Uint8Array(16))),
      ...(accessToken ? { ath: await sha256(accessToken) } : {}),
    }
    const input = `${b64url(encoder.encode(JSON.stringify(header)))}.${b64url(
      encoder.encode(JSON.stringify(claims)),
    )}`
    // WebCrypto's ECDSA signature is r || s, which is JWS's ES256 form.
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      this.privateKey,
      encoder.encode(input),
    )
    return `${input}.${b64url(signature)}`
  }

  syncClock(serverTimeMs: number): void {
    if (Number.isFinite(serverTimeMs)) this.clockOffsetMs = serverTimeMs - Date.now()
  }
}

function request<T>(act: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    act.onsuccess = () => resolve(act.result)
    act.onerror = () => reject(act.error)
  })
}

function isKeyPair(value: unknown): value is CryptoKeyPair {
  const pair = value as Partial<CryptoKeyPair> | undefined
  return pair?.privateKey instanceof CryptoKey && pair.publicKey instanceof CryptoKey
}

/**
 * The frame's key: read from IndexedDB, or made and stored on first use. Two frames making
 * one at once keep whichever was stored first. Without IndexedDB (a browser that refuses it)
 * the key lives in memory for this page only: logins still work, sessions end on reload.
 */
export async function loadProofKey(): Promise<ProofKey> {
  let db: IDBDatabase
  try {
    const open = indexedDB.open(DB_NAME, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(STORE)
    db = await request(open)
  } catch (error) {
    console.warn('Foyer wallet frame: no IndexedDB, the proof key lasts this page only', error)
    const key = await ProofKey.generate()
    key.persistent = false
    return key
  }
  try {
    const stored: unknown = await request(
      db.transaction(STORE, 'readonly').objectStore(STORE).get(RECORD),
    )
    if (isKeyPair(stored)) return await ProofKey.fromKeyPair(stored)
    const pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify'])
    try {
      const store = db.transaction(STORE, 'readwrite').objectStore(STORE)
      // An unreadable record is replaced; otherwise a concurrent first write wins.
      await request(stored === undefined ? store.add(pair, RECORD) : store.put(pair, RECORD))
      return await ProofKey.fromKeyPair(pair)
    } catch {
      // Another frame of this origin stored its key first: use that one.
      const winner: unknown = await request(
        db.transaction(STORE, 'readonly').objectStore(STORE).get(RECORD),
      )
      if (!isKeyPair(winner)) throw new Error('The frame could not keep its proof key')
      return await ProofKey.fromKeyPair(winner)
    }
  } finally {
    db.close()
  }
}
