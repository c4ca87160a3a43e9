import WebSocket from 'ws'

/** A JSON-RPC answer as the bench reads it. */
export interface BenchAnswer {
  id: number
  result?: unknown
  error?: { code: number; message: string }
}

/**
 * A small relay client for the benchmark: requests with answers, deliveries handed to a
 * callback and acknowledged at once. No bookkeeping beyond what the bench measures.
 */
export class BenchClient {
  readonly closed: Promise<number>
  #nextId = 1
  readonly #answers = new Map<
    number,
    { resolve(answer: BenchAnswer): void; reject(error: Error): void }
  >()

  private constructor(
    readonly socket: WebSocket,
    private readonly onDelivery: (message: string, receivedAt: number) => void,
  ) {
    this.closed = new Promise((resolve) => {
      socket.once('close', (code) => {
        for (const { reject } of this.#answers.values()) reject(new Error(`closed (${code})`))
        this.#answers.clear()
        resolve(code)
      })
    })
    socket.on('error', () => {})
    socket.on('message', (data) => this.#onFrame(String(data)))
  }

  /** Opens an anonymous connection (the bench relays run with `--allow-anonymous`). */
  static async connect(
    relayUrl: string,
    onDelivery: (message: string, receivedAt: number) => void = () => {},
  ): Promise<BenchClient> {
    const socket = new WebSocket(`${relayUrl}/?projectId=bench`)
    const client = new BenchClient(socket, onDelivery)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
      socket.once('close', (code) => reject(new Error(`closed (${code}) before opening`)))
    })
    return client
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN
  }

  request(method: string, params: unknown): Promise<BenchAnswer> {
    if (!this.open) return Promise.reject(new Error('not open'))
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#answers.set(id, { resolve, reject })
      this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  }

  close(): void {
    this.socket.terminate()
  }

  #onFrame(text: string): void {
    const receivedAt = performance.now()
    const frame = JSON.parse(text) as {
      id: number
      method?: string
      params?: { data?: { message?: string } }
    }
    if (frame.method === 'irn_subscription') {
      this.socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      const message = frame.params?.data?.message
      if (message !== undefined) this.onDelivery(message, receivedAt)
      return
    }
    const waiting = this.#answers.get(frame.id)
    if (!waiting) return
    this.#answers.delete(frame.id)
    waiting.resolve(frame as BenchAnswer)
  }
}
