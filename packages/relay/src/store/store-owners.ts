/** What one publisher (client identity) has stored, oldest first. */
export interface OwnerLedger<Message> {
  readonly clientId: string
  readonly messages: Set<Message>
  bytes: number
}

interface Owned {
  readonly owner: { readonly clientId: string; readonly ip: string }
  readonly cost: number
}

/**
 * Who stored how much: per client identity (with its messages in order, to evict its oldest)
 * and per address (with the clients stored from it, to find its heaviest). The heaviest
 * publisher is found by a scan, which only runs when the store is at a bound.
 */
export class StoreOwners<Message extends Owned> {
  readonly #clients = new Map<string, OwnerLedger<Message>>()
  /** ip → (clientId → accounted bytes stored from that address) */
  readonly #ips = new Map<string, Map<string, number>>()
  readonly #ipBytes = new Map<string, number>()

  add(message: Message): void {
    const { clientId } = message.owner
    let ledger = this.#clients.get(clientId)
    if (!ledger) {
      ledger = { clientId, messages: new Set(), bytes: 0 }
      this.#clients.set(clientId, ledger)
    }
    ledger.messages.add(message)
    this.#adjust(message, message.cost)
  }

  /** Adds bytes to a stored message's publisher (its bookkeeping grew). */
  charge(message: Message, bytes: number): void {
    if (this.#clients.get(message.owner.clientId)?.messages.has(message))
      this.#adjust(message, bytes)
  }

  remove(message: Message): void {
    const ledger = this.#clients.get(message.owner.clientId)
    if (!ledger?.messages.delete(message)) return
    this.#adjust(message, -message.cost)
    if (ledger.messages.size === 0) this.#clients.delete(ledger.clientId)
  }

  ledgerOf(clientId: string): OwnerLedger<Message> | undefined {
    return this.#clients.get(clientId)
  }

  bytesOfClient(clientId: string): number {
    return this.#clients.get(clientId)?.bytes ?? 0
  }

  bytesOfIp(ip: string): number {
    return this.#ipBytes.get(ip) ?? 0
  }

  /** The client with the most bytes stored overall. */
  heaviest(): OwnerLedger<Message> | undefined {
    let heaviest: OwnerLedger<Message> | undefined
    for (const ledger of this.#clients.values()) {
      if (!heaviest || ledger.bytes > heaviest.bytes) heaviest = ledger
    }
    return heaviest
  }

  /** The client with the most bytes stored from one address. */
  heaviestOfIp(ip: string): OwnerLedger<Message> | undefined {
    let heaviest: [string, number] | undefined
    for (const entry of this.#ips.get(ip) ?? []) {
      if (!heaviest || entry[1] > heaviest[1]) heaviest = entry
    }
    return heaviest && this.#clients.get(heaviest[0])
  }

  clear(): void {
    this.#clients.clear()
    this.#ips.clear()
    this.#ipBytes.clear()
  }

  #adjust(message: Message, bytes: number): void {
    const { clientId, ip } = message.owner
    const ledger = this.#clients.get(clientId)
    if (ledger) ledger.bytes += bytes
    const ipBytes = (this.#ipBytes.get(ip) ?? 0) + bytes
    const clients = this.#ips.get(ip) ?? new Map<string, number>()
    const clientBytes = (clients.get(clientId) ?? 0) + bytes
    if (clientBytes > 0) clients.set(clientId, clientBytes)
    else clients.delete(clientId)
    if (clients.size > 0) this.#ips.set(ip, clients)
    else this.#ips.delete(ip)
    if (ipBytes > 0) this.#ipBytes.set(ip, ipBytes)
    else this.#ipBytes.delete(ip)
  }
}
