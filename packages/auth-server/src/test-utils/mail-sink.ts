import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One received mail, as far as the tests need it. */
export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
}

/** A real SMTP server on 127.0.0.1 (no auth, no TLS) that keeps what it receives. */
export interface MailSink {
  /** `smtp://127.0.0.1:<port>` */
  url: string
  mails: ReceivedMail[]
  /** The 6-digit code of the newest mail to `to` that arrives after `since` mails were counted. */
  waitForCode(to: string, since?: number, timeoutMs?: number): Promise<string>
  /** The device confirmation link of the newest mail to `to` after `since` mails were counted. */
  waitForDeviceLink(to: string, since?: number, timeoutMs?: number): Promise<string>
  stop(): Promise<void>
}

/** Starts the sink on a free port. */
export async function startMailSink(): Promise<MailSink> {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const split = raw.indexOf('\r\n\r\n')
        const head = raw.slice(0, split)
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
          text: /^Content-Transfer-Encoding: quoted-printable/im.test(head)
            ? decodeQuotedPrintable(raw.slice(split + 4))
            : raw.slice(split + 4),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  const waitFor = async (
    to: string,
    since: number,
    timeoutMs: number,
    pattern: RegExp,
  ): Promise<string> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mail = mails
        .slice(since)
        .reverse()
        .find((m) => m.to.includes(to.toLowerCase()))
      const found = mail && pattern.exec(mail.text)?.[1]
      if (found) return found
      if (Date.now() > deadline) throw new Error(`nothing like ${pattern} mailed to ${to}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForCode: (to, since = 0, timeoutMs = 10_000) =>
      waitFor(to, since, timeoutMs, /\b(\d{6})\b/),
    waitForDeviceLink: (to, since = 0, timeoutMs = 10_000) =>
      waitFor(to, since, timeoutMs, /(http\S+\/v1\/email\/device\/confirm\?token=[\w-]+)/),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A quoted-printable body (RFC 2045) as text: soft line breaks joined, `=XX` decoded. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}
