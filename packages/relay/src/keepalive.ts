import type { WebSocket } from 'ws'

/**
 * Pings every open socket at an interval and terminates those that did not answer the previous
 * ping. WalletConnect clients in Node drop a connection that has not been pinged for 35 s, so
 * the interval must stay below that. The timer does not keep the process alive.
 */
export class Keepalive {
  readonly #alive = new WeakMap<WebSocket, boolean>()
  readonly #sockets = new Set<WebSocket>()
  readonly #timer: NodeJS.Timeout

  constructor(intervalMs: number) {
    this.#timer = setInterval(() => this.#tick(), intervalMs)
    this.#timer.unref()
  }

  /** Starts watching a socket; any pong or message marks it alive. */
  watch(socket: WebSocket): void {
    this.#sockets.add(socket)
    this.#alive.set(socket, true)
    const markAlive = () => this.#alive.set(socket, true)
    socket.on('pong', markAlive)
    socket.on('message', markAlive)
    socket.once('close', () => this.#sockets.delete(socket))
  }

  stop(): void {
    clearInterval(this.#timer)
    this.#sockets.clear()
  }

  #tick(): void {
    for (const socket of this.#sockets) {
      if (this.#alive.get(socket) === false) {
        socket.terminate()
        continue
      }
      this.#alive.set(socket, false)
      socket.ping()
    }
  }
}
