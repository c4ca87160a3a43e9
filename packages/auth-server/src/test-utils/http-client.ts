import type { MailSink } from './mail-sink.js'
import type { TestProofKey } from './proof-key.js'

/**
 * The frame's side of the HTTP API, against a server at `url` (as apps/wallet-frame calls it):
 * every request carries a DPoP proof of the frame's `key`.
 */
export class FrameClient {
  constructor(
    readonly url: string,
    private readonly frameOrigin: string,
    private readonly project: { id: string; hostOrigin: string },
    private readonly key: TestProofKey,
    /** The service's `--public-url`, which proofs name (default `url`). */
    private readonly publicUrl = url,
  ) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; signal?: AbortSignal } = {},
  ): Promise<{ status: number; body: T }> {
    const url = `${this.url}${path}`
    const headers: Record<string, string> = {
      origin: this.frameOrigin,
      dpop: await this.key.proof(method, `${this.publicUrl}${path}`, Date.now(), options.token),
    }
    if (options.token) headers.authorization = `DPoP ${options.token}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(url, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    })
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
  }

  /** Asks for a code and reads it from the mail sink. */
  async requestCode(mail: MailSink, email: string): Promise<string> {
    const since = mail.mails.length
    const start = await this.call('POST', '/v1/email/start', {
      body: { projectId: this.project.id, hostOrigin: this.project.hostOrigin, email },
    })
    if (start.status !== 200)
      throw new Error(`email/start ${start.status}: ${JSON.stringify(start.body)}`)
    return mail.waitForCode(email, since)
  }

  /** The verify request of a code (its answer carries the session). */
  verify(email: string, otp: string, signal?: AbortSignal) {
    return this.call<{ accessToken: string; refreshToken: string }>('POST', '/v1/email/verify', {
      body: { projectId: this.project.id, hostOrigin: this.project.hostOrigin, email, otp },
      ...(signal ? { signal } : {}),
    })
  }
}
