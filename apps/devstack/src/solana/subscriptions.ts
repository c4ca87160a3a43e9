import type { PublicKey } from '@solana/web3.js'
import * as z from 'zod'
import { type AccountEncoding, encodeAccount } from './account-encoding.js'
import { publicKeyOf, type SolanaLedger } from './ledger.js'
import { invalidParams } from './rpc-errors.js'

/** Sends a notification to one WebSocket client. */
export type Notify = (method: string, subscription: number, result: unknown) => void

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; key: PublicKey; encoding: AccountEncoding }

/**
 * The subscriptions of one WebSocket client: `signatureSubscribe` (one notification once the
 * transaction is processed, then it ends, as on Solana) and `accountSubscribe` (a notification
 * after every transaction that touches the account). Ids are unique per server.
 */
export class SubscriptionSet {
  private readonly subscriptions = new Map<number, Subscription>()
  private readonly unlisten: () => void

  constructor(
    private readonly ledger: SolanaLedger,
    private readonly notify: Notify,
    private readonly nextId: () => number,
  ) {
    this.unlisten = ledger.onChange((changed, signature) => this.changed(changed, signature))
  }

  /** Answers a subscription method; undefined when `method` is not one. */
  handle(method: string, params: unknown): { result: unknown; after?: () => void } | undefined {
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'signatureSubscribe': {
        const parsed = z.tuple([z.string().min(1)], z.unknown()).safeParse(list)
        if (!parsed.success) throw invalidParams('expected a signature')
        const id = this.nextId()
        const signature = parsed.data[0]
        this.subscriptions.set(id, { kind: 'signature', signature })
        // Already processed: notified right after the subscription id is sent.
        return { result: id, after: () => this.changed([], signature) }
      }
      case 'accountSubscribe': {
        const key = publicKeyOf(list[0])
        if (!key) throw invalidParams('expected a public key')
        const options = (list[1] ?? {}) as { encoding?: unknown }
        const encoding: AccountEncoding =
          options.encoding === 'jsonParsed' || options.encoding === 'base58'
            ? options.encoding
            : 'base64'
        const id = this.nextId()
        this.subscriptions.set(id, { kind: 'account', key, encoding })
        return { result: id }
      }
      case 'signatureUnsubscribe':
      case 'accountUnsubscribe':
        return { result: this.subscriptions.delete(Number(list[0])) }
      default:
        return undefined
    }
  }

  /** Ends every subscription (the socket closed). */
  close(): void {
    this.unlisten()
    this.subscriptions.clear()
  }

  private changed(addresses: readonly string[], signature: string): void {
    const context = { slot: this.ledger.getSlot() }
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.kind === 'signature') {
        const entry = this.ledger.getTransaction(subscription.signature)
        if (!entry) continue
        this.subscriptions.delete(id)
        this.notify('signatureNotification', id, { context, value: { err: entry.err } })
      } else if (addresses.includes(subscription.key.toBase58()) || signature === '') {
        const info = this.ledger.getAccount(subscription.key)
        if (!info && signature === '') continue
        const read = (key: PublicKey) => this.ledger.getAccount(key)
        const value = info
          ? encodeAccount(subscription.key, info, subscription.encoding, read)
          : null
        this.notify('accountNotification', id, { context, value })
      }
    }
  }
}
