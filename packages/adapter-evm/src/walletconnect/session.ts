import type { WalletConnectProposalNamespace, WalletRequestHandoff } from '@foyer/core'
import {
  keepRelaySocketErrorsHandled,
  PairingAttempts,
  unlessRelayRefuses,
} from '@foyer/core/wallet-connect'
import type { OneRequestAuthParams } from './one-request-sign-in.js'
import type { SessionOptions } from './options.js'
import {
  closeUniversalProvider,
  startUniversalProvider,
  type UniversalProviderInstance,
} from './universal-provider.js'
import { handoffOf } from './wallet-handoff.js'

/** What a session reports, raw (the namespace's provider parses it). */
export interface WalletConnectSessionEvents {
  /** A new pairing uri to show. */
  onUri(uri: string): void
  onAccountsChanged(payload: unknown): void
  onChainChanged(payload: unknown): void
  /** The session ended on the wallet's side (deleted) or expired. */
  onDisconnect(payload: unknown): void
  /**
   * A request now waits for the wallet (the wallet to hand the user off to), or none does
   * any more (undefined).
   */
  onWalletRequest?(handoff: WalletRequestHandoff | undefined): void
}

/** The arguments of a request sent through the session. */
export interface SessionRequestArguments {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/**
 * One app's WalletConnect session, whatever the namespaces: pairing (with a fresh uri for
 * each attempt, only the newest counting), restoring the stored session, requests,
 * disconnecting and the wallet's events. The EVM adapter puts an EIP-1193 face on it; the
 * Solana and Bitcoin adapters can put theirs on the same session.
 */
export class WalletConnectSession {
  readonly #provider: UniversalProviderInstance
  readonly #attempts = new PairingAttempts<void>()
  readonly #events: WalletConnectSessionEvents
  /** Requests through {@link request} not answered yet. */
  #inFlight = 0
  /** Whether one of them reached the wallet (the hand-off is on show). */
  #handedOff = false

  private constructor(provider: UniversalProviderInstance, events: WalletConnectSessionEvents) {
    this.#provider = provider
    this.#events = events
    provider.on('display_uri', (uri: unknown) => {
      if (typeof uri === 'string') events.onUri(uri)
    })
    provider.on('accountsChanged', (payload: unknown) => {
      if (this.active) events.onAccountsChanged(payload)
    })
    provider.on('chainChanged', (payload: unknown) => {
      if (this.active) events.onChainChanged(payload)
    })
    provider.on('disconnect', (payload: unknown) => events.onDisconnect(payload))
    provider.client.on('session_expire', ({ topic }: { topic: string }) => {
      if (topic === provider.session?.topic) {
        events.onDisconnect({ code: 6000, message: 'Session expired.' })
      }
    })
    // The sign client sent a request to the wallet (not one the provider answers itself, such
    // as a switch to a chain the session holds, nor a read from the RPC endpoint): the user
    // may have to go to the wallet until the requests in flight are answered.
    provider.client.on('session_request_sent', () => {
      const session = provider.session
      if (this.#inFlight === 0 || this.#handedOff || !session) return
      this.#handedOff = true
      events.onWalletRequest?.(handoffOf(session))
    })
  }

  /** Loads WalletConnect, connects to the relay and restores a stored session if any. */
  static async open(
    options: SessionOptions,
    events: WalletConnectSessionEvents,
  ): Promise<WalletConnectSession> {
    const provider = await startUniversalProvider(options)
    keepRelaySocketErrorsHandled(provider)
    return new WalletConnectSession(provider, events)
  }

  /** Whether a session exists and has not expired. */
  get active(): boolean {
    const session = this.#provider.session
    return session !== undefined && session.expiry * 1000 > Date.now()
  }

  /**
   * Proposes a session with these namespaces (all optional: the wallet approves what it
   * supports) and resolves once the wallet approved. Each call shows a new uri and
   * supersedes the pending pairing (see {@link PairingAttempts}). Fails at once when the
   * relay refuses the client's token (see {@link unlessRelayRefuses}).
   */
  connect(namespaces: Record<string, WalletConnectProposalNamespace>): Promise<void> {
    return this.#attempts.run(async () => {
      await unlessRelayRefuses(this.#provider, () =>
        this.#provider.connect({ optionalNamespaces: namespaces }),
      )
    })
  }

  /**
   * Pairs with one `session_authenticate` request (connect and sign in at once) and
   * resolves the wallet's CACAOs; a wallet that does not support it approves a plain
   * session and `auths` is empty. Supersedes a pending pairing like {@link connect}.
   */
  async authenticate(params: OneRequestAuthParams): Promise<{ auths?: readonly unknown[] }> {
    let auths: readonly unknown[] = []
    await this.#attempts.run(async () => {
      const result = await unlessRelayRefuses(this.#provider, () =>
        this.#provider.authenticate(params),
      )
      auths = result?.auths ?? []
    })
    return { auths }
  }

  /** The CAIP-122 text of a CACAO payload, as WalletConnect formats what the wallet signed. */
  formatAuthMessage(payload: unknown, iss: string): string {
    return this.#provider.client.formatAuthMessage({
      request: payload as Parameters<
        UniversalProviderInstance['client']['formatAuthMessage']
      >[0]['request'],
      iss,
    })
  }

  /**
   * Sends a request through the session: on `chainId` (CAIP-2) when given, else on the
   * session's current chain of the method's namespace.
   */
  request(args: SessionRequestArguments, chainId?: string): Promise<unknown> {
    this.#inFlight += 1
    const sent = chainId ? this.#provider.request(args, chainId) : this.#provider.request(args)
    return sent.finally(() => {
      this.#inFlight -= 1
      if (this.#inFlight > 0 || !this.#handedOff) return
      this.#handedOff = false
      this.#events.onWalletRequest?.(undefined)
    })
  }

  /** The CAIP-10 accounts the session grants in `namespace` (none without a session). */
  accounts(namespace: string): string[] {
    if (!this.active) return []
    return [...(this.#provider.session?.namespaces[namespace]?.accounts ?? [])]
  }

  /** Ends the session on both sides (the wallet hears session_delete). */
  async disconnect(): Promise<void> {
    if (this.#provider.session) await this.#provider.disconnect()
  }

  /** Closes the relay connection; the stored session stays for the next page load. */
  close(): Promise<void> {
    return closeUniversalProvider(this.#provider)
  }
}
