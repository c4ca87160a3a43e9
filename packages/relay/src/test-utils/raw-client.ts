import { generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import WebSocket from 'ws'

/** An `irn_subscription` request as a client receives it. */
export interface Delivery {
  id: number
  params: {
    id: string
    data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string }
  }
}

/** A JSON-RPC answer as a client receives it. */
export interface Answer {
  id: number | string | null
  result?: unknown
  error?: { code: number; message: string }
}

/** Signs a relay auth JWT the way WalletConnect clients do (audience = relay URL). */
export function signAuth(
  relayUrl: string,
  keyPair: Keypair = generateKeyPair(),
  ttlSeconds = 3600,
  issuedAt?: number,
): Promise<string> {
  return signJWT('test-session', relayUrl, ttlSeconds, keyPair, issuedAt)
}

/**
 * A bare `ws` client speaking the relay protocol, for protocol tests: sends requests, collects
 * answers, deliveries and other frames, and acknowledges deliveries unless told not to.
 */
export class RawRelayClient {
  readonly deliveries: Delivery[] = []
  readonly frames: unknown[] = []
  readonly closed: Promise<{ code: number; reason: string }>
  autoAck = true
  #nextId = 1
  readonly #answers = new Map<string, (answer: Answer) => void>()

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    })
    socket.on('message', (data) => this.#onFrame(String(data)))
  }

  /** Opens a connection; `query` is appended as is (`auth=…&projectId=…`). */
  static async connect(relayUrl: string, query: string): Promise<RawRelayClient> {
    const socket = new WebSocket(`${relayUrl}/?${query}`)
    const client = new RawRelayClient(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    return client
  }

  /** Opens a connection authenticated as `keyPair` (a fresh identity by default). */
  static async connectAuthenticated(relayUrl: string, keyPair?: Keypair): Promise<RawRelayClient> {
    return RawRelayClient.connect(relayUrl, `auth=${await signAuth(relayUrl, keyPair)}`)
  }

  /** Sends a request and resolves with its answer. */
  request(method: string, params?: unknown): Promise<Answer> {
    const id = this.#nextId++
    const answer = new Promise<Answer>((resolve, reject) => {
      this.#answers.set(String(id), resolve)
      this.closed.then(({ code }) =>
        reject(new Error(`closed (${code}) before answering ${method}`)),
      )
    })
    this.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return answer
  }

  /**
   * Waits for an answer to a request without side effects. The relay handles a connection's
   * frames in order, so everything it sent this client before is in by then.
   */
  async roundTrip(): Promise<void> {
    await this.request('irn_unsubscribe', { topic: randomTopic(), id: 'none' })
  }

  /** Sends raw text; its answer lands in {@link frames}. */
  send(text: string): void {
    this.socket.send(text)
  }

  /** Acknowledges a delivery (or answers it with something else than `true`). */
  ack(delivery: Delivery, result: unknown = true): void {
    this.send(JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result }))
  }

  /** Drops the TCP connection without a closing handshake (as a vanished client would). */
  terminate(): Promise<{ code: number; reason: string }> {
    this.socket.terminate()
    return this.closed
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close()
    return this.closed
  }

  #onFrame(text: string): void {
    const frame = JSON.parse(text) as Record<string, unknown>
    if (frame.method === 'irn_subscription') {
      const delivery = frame as unknown as Delivery
      this.deliveries.push(delivery)
      if (this.autoAck) this.ack(delivery)
      return
    }
    const resolve = this.#answers.get(String(frame.id))
    if (resolve) {
      this.#answers.delete(String(frame.id))
      resolve(frame as unknown as Answer)
      return
    }
    this.frames.push(frame)
  }
}

/** A random 32-byte topic in hex. */
export function randomTopic(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
}
