import { randomBytes } from 'node:crypto'
import { connect, type Socket } from 'node:net'

/**
 * A WebSocket client that completes the handshake, sends frames, then never reads again: the
 * slow reader of the abuse tests. Written over a bare TCP socket because `ws` always reads.
 */
export class StalledSocket {
  private constructor(private readonly socket: Socket) {}

  /** Opens `ws://host:port/?query` and pauses reading once the 101 answer is in. */
  static async open(relayUrl: string, query: string): Promise<StalledSocket> {
    const { hostname, port } = new URL(relayUrl)
    const socket = connect({ host: hostname, port: Number(port) })
    socket.on('error', () => {})
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('error', reject)
    })
    const key = randomBytes(16).toString('base64')
    socket.write(
      `GET /?${query} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
        `Connection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    )
    await new Promise<void>((resolve, reject) => {
      let head = ''
      const onData = (chunk: Buffer) => {
        head += chunk.toString('latin1')
        if (!head.includes('\r\n\r\n')) return
        socket.off('data', onData)
        socket.pause()
        if (head.startsWith('HTTP/1.1 101')) resolve()
        else reject(new Error(`handshake refused: ${head.split('\r\n')[0]}`))
      }
      socket.on('data', onData)
    })
    return new StalledSocket(socket)
  }

  /** Sends one masked text frame. */
  send(text: string): void {
    this.socket.write(maskedTextFrame(Buffer.from(text, 'utf8')))
  }

  /** Whether the relay has closed (or cut) the TCP connection. */
  get closed(): boolean {
    return this.socket.destroyed || this.socket.readableEnded || this.socket.closed
  }

  destroy(): void {
    this.socket.destroy()
  }
}

function maskedTextFrame(payload: Buffer): Buffer {
  const mask = randomBytes(4)
  const length = payload.length
  const header =
    length < 126
      ? Buffer.from([0x81, 0x80 | length])
      : length < 65_536
        ? Buffer.from([0x81, 0x80 | 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x81, 0x80 | 127]), bigLength(length)])
  const masked = Buffer.alloc(length)
  for (let index = 0; index < length; index++) {
    masked[index] = (payload[index] ?? 0) ^ (mask[index % 4] ?? 0)
  }
  return Buffer.concat([header, mask, masked])
}

function bigLength(length: number): Buffer {
  const buffer = Buffer.alloc(8)
  buffer.writeBigUInt64BE(BigInt(length))
  return buffer
}
