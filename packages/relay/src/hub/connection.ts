import type { StoredMessage } from '../store/message-store.js'

/** How the hub writes to one client: a WebSocket in the server, anything in tests. */
export interface ConnectionTransport {
  send(text: string): void
}

/** A delivered message waiting for the client's `true`. */
export interface PendingAck {
  readonly message: StoredMessage
  readonly sentAt: number
}

/** One client connection as the hub sees it. */
export class RelayConnection {
  /** topic → subscription id */
  readonly subscriptions = new Map<string, string>()
  /** id of the `irn_subscription` request → what it delivered */
  readonly pendingAcks = new Map<string, PendingAck>()

  constructor(
    /** Unique for the life of the hub; never reused. */
    readonly id: number,
    /** The client's did:key from its auth JWT, or `anonymous:<id>` without one. */
    readonly clientId: string,
    private readonly transport: ConnectionTransport,
  ) {}

  send(text: string): void {
    this.transport.send(text)
  }
}
