import type { MailSink } from './mail-sink.js'

/** The frame's side of the HTTP API, against a server at `url` (as apps/wallet-frame calls it). */
export class FrameClient {
  constructor(
    readonly url: string,
    private readonly frameOrigin: string,
    private readonly project: { id: string; hostOrigin: string },
  ) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; signal?: AbortSignal } = {},
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { origin: this.frameOrigin }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${this.url}${path}`, {
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
