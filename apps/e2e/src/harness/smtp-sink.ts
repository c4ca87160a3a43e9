import type { AddressInfo } from 'node:net'
import { createServer, type Socket } from 'node:net'

/** One mail the sink received. */
export interface SinkMail {
  to: string[]
  data: string
}

/** A plain SMTP server on 127.0.0.1 that accepts every mail and keeps it in memory. */
export interface SmtpSink {
  url: string
  mails: SinkMail[]
  close(): Promise<void>
}

/**
 * A minimal SMTP receiver (RFC 5321 subset: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) for
 * tests: no TLS, no auth, everything accepted.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SinkMail[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    let buffer = ''
    let inData = false
    let to: string[] = []
    let data = ''
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 sink ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          data += buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          mails.push({ to, data: data.replace(/\r\n\.\./g, '\r\n.') })
          inData = false
          to = []
          data = ''
          reply('250 OK queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline < 0) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink')
        else if (verb === 'MAIL') reply('250 OK')
        else if (verb === 'RCPT') {
          to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase())
          reply('250 OK')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'QUIT') {
          reply('221 Bye')
          socket.end()
        } else reply('250 OK')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A free TCP port on 127.0.0.1 (for servers that must know each other's URL up front). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
