import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { DEVSTACK_HOST } from '../constants.js'

/** One mail the sink received. */
export interface InboxMessage {
  /** Envelope recipients, lowercased. */
  to: string[]
  from: string
  subject: string
  /** The body as sent (the auth server's codes are plain text). */
  text: string
  /** Milliseconds since the epoch. */
  receivedAt: number
}

/** A real SMTP server that keeps every mail, and an HTTP inbox to read them. */
export interface MailSink {
  /** `smtp://127.0.0.1:<port>`: give it to the auth server as its SMTP server. */
  smtpUrl: string
  /** `GET <inboxUrl>?to=<address>` lists the mails to that address, oldest first. */
  inboxUrl: string
  messages: InboxMessage[]
  close(): Promise<void>
}

/** Mails kept at most (oldest dropped first). */
const MAX_MESSAGES = 1_000

/**
 * Starts an SMTP sink (`smtp-server`, no auth, no TLS, loopback only) on `smtpPort` and its
 * inbox over HTTP on `httpPort` (`GET /inbox`, `GET /inbox?to=`; readable from any page of the
 * local stack: it is a development tool).
 */
export async function startMailSink(smtpPort: number, httpPort: number): Promise<MailSink> {
  const messages: InboxMessage[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 256 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const split = raw.indexOf('\r\n\r\n')
        const head = split < 0 ? raw : raw.slice(0, split)
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
          text: split < 0 ? '' : raw.slice(split + 4),
          receivedAt: Date.now(),
        })
        if (messages.length > MAX_MESSAGES) messages.shift()
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(smtpPort, DEVSTACK_HOST, () => resolve())
  })
  const inbox: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox.invalid')
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Cache-Control', 'no-store')
    if (req.method !== 'GET' || url.pathname !== '/inbox') {
      res.statusCode = 404
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify({ message: 'Not found' }))
      return
    }
    const to = url.searchParams.get('to')?.toLowerCase()
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ messages: found }))
  })
  try {
    await new Promise<void>((resolve, reject) => {
      inbox.once('error', reject)
      inbox.listen(httpPort, DEVSTACK_HOST, () => resolve())
    })
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  const smtpAddress = smtp.server.address() as AddressInfo
  const httpAddress = inbox.address() as AddressInfo
  return {
    smtpUrl: `smtp://${DEVSTACK_HOST}:${smtpAddress.port}`,
    inboxUrl: `http://${DEVSTACK_HOST}:${httpAddress.port}/inbox`,
    messages,
    async close() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          inbox.close(() => resolve())
          inbox.closeAllConnections()
        }),
      ])
    },
  }
}
