type Listener = (payload: unknown) => void

/** An emitter as WalletConnect's objects are: an 'error' nobody listens for is thrown. */
export class FakeEmitter {
  readonly listeners = new Map<string, Set<Listener>>()
  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener)
  }
  emit(event: string, payload?: unknown) {
    const listeners = [...(this.listeners.get(event) ?? [])]
    if (event === 'error' && listeners.length === 0) throw payload
    for (const listener of listeners) listener(payload)
  }
  count(event: string) {
    return this.listeners.get(event)?.size ?? 0
  }
}

/**
 * WalletConnect's relayer as the relay guards meet it: a new socket provider per connection
 * attempt, its listener moved from the old provider to the new one, socket errors reported as
 * `relayer_error`.
 */
export class FakeRelayer extends FakeEmitter {
  provider = new FakeEmitter()
  /** Every socket provider made, oldest first. */
  readonly sockets = [this.provider]
  readonly #onSocketError = (error: unknown) => this.emit('relayer_error', error)
  constructor() {
    super()
    this.registerProviderListeners()
  }
  registerProviderListeners() {
    this.provider.on('error', this.#onSocketError)
  }
  /** A new connection attempt: the old provider loses the relayer's listener. */
  reconnect() {
    this.provider.off('error', this.#onSocketError)
    this.provider = new FakeEmitter()
    this.sockets.push(this.provider)
    this.registerProviderListeners()
  }
  async transportClose() {}
}

/** The close error WalletConnect reports for a socket closed with `code`. */
export function socketClosed(code: number, reason?: string): Error {
  return new Error(
    `WebSocket connection closed abnormally with code: ${code}${reason ? ` (${reason})` : ''}`,
  )
}
