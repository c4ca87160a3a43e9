import type { SiwxSession } from '@foyer/siwx'

interface Entry {
  session: SiwxSession
  expiresAt: number
}

/** Signed-in sessions by their random id (the cookie's value), each with its expiry. */
export class SessionStore {
  private readonly sessions = new Map<string, Entry>()

  constructor(
    private readonly maxSessions: number,
    private readonly now: () => number,
  ) {}

  /** Keeps a session until `expiresAt`; returns its new id (256 random bits, base64url). */
  create(session: SiwxSession, expiresAt: number): string {
    const id = randomId()
    this.sessions.set(id, { session, expiresAt })
    while (this.sessions.size > this.maxSessions) {
      const oldest = this.sessions.keys().next().value
      if (oldest === undefined) break
      this.sessions.delete(oldest)
    }
    return id
  }

  /** The session of an id while it is unexpired. */
  get(id: string | undefined): Entry | undefined {
    if (!id) return undefined
    const entry = this.sessions.get(id)
    if (entry && entry.expiresAt <= this.now()) {
      this.sessions.delete(id)
      return undefined
    }
    return entry
  }

  delete(id: string | undefined): void {
    if (id) this.sessions.delete(id)
  }
}

/** 256 random bits, base64url without padding (Web Crypto: no Node module needed). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
