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
          text: raw.slice(split + 4),
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForCode(to, since = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mail = mails
          .slice(since)
          .reverse()
          .find((m) => m.to.includes(to.toLowerCase()))
        const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1]
        if (code) return code
        if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
