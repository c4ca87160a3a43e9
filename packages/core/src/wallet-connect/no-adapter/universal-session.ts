import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { PinoCompatibleLogger } from '../../logger/pino-logger.js'
import { unlessRelayRefuses } from '../relay-refusal.js'
import { keepRelaySocketErrorsHandled } from '../relay-socket-errors.js'
import type { WalletConnectProposalNamespace } from '../session-hub.js'

/** A started universal provider (WalletConnect's multi-namespace Sign client wrapper). */
export type UniversalProviderInstance = Awaited<ReturnType<typeof UniversalProvider.init>>

/** The SDK's class (the optional peer, imported by the caller). */
export type UniversalProviderClass = typeof UniversalProvider
type InitOptions = Parameters<typeof UniversalProvider.init>[0]

/** What core's own WalletConnect connector opens its session with. */
export interface UniversalSessionOptions {
  /** `services.relay` (ws or wss). */
  relayUrl: string
  projectId?: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  /** Core's logger in pino's shape (made by the caller, so this chunk does not carry it). */
  logger?: PinoCompatibleLogger
}

/** What the session reports (raw: the connector parses it). */
export interface UniversalSessionEvents {
  onUri(uri: string): void
  /** The session's accounts changed (wallet-side account or chain change). */
  onSessionUpdate(): void
  /** The session ended on the wallet's side or expired. */
  onDisconnect(): void
}

/**
 * The lazily loaded part of core's WalletConnect connector (apps with no adapter, SPEC §2
 * rule 4): starts the universal provider (`@walletconnect/universal-provider`) on
 * the app's relay only (telemetry off, no RPC pings, no Verify API), keeps its relay sockets'
 * errors handled (see {@link keepRelaySocketErrorsHandled}), restores a stored session, and
 * reports the pairing uri and the session's changes.
 */
export async function openUniversalSession(
  UniversalProviderClass: UniversalProviderClass,
  options: UniversalSessionOptions,
  events: UniversalSessionEvents,
): Promise<UniversalProviderInstance> {
  const provider = await UniversalProviderClass.init({
    relayUrl: options.relayUrl,
    ...(options.projectId ? { projectId: options.projectId } : {}),
    metadata: options.metadata,
    customStoragePrefix: 'foyer-core',
    telemetryEnabled: false,
    disableProviderPing: true,
    // WalletConnect types `logger` as pino's full Logger; it calls only the compatible part.
    logger: options.logger
      ? (options.logger as unknown as NonNullable<InitOptions['logger']>)
      : 'error',
    name: 'foyer-core-walletconnect',
  })
  // Foyer runs on services the app hosts: an empty attestation tells wallets there is none to
  // check, and the app resolves none (no hidden frame to an outside Verify service).
  const { verify } = provider.client.core
  verify.register = async () => ''
  verify.resolve = (async () => undefined) as unknown as typeof verify.resolve
  keepRelaySocketErrorsHandled(provider)
  provider.on('display_uri', (uri: unknown) => {
    if (typeof uri === 'string') events.onUri(uri)
  })
  provider.on('accountsChanged', () => events.onSessionUpdate())
  provider.on('chainChanged', () => events.onSessionUpdate())
  provider.on('session_update', () => events.onSessionUpdate())
  provider.on('session_delete', () => events.onDisconnect())
  provider.on('disconnect', () => events.onDisconnect())
  provider.client.on('session_expire', ({ topic }: { topic: string }) => {
    if (topic === provider.session?.topic) events.onDisconnect()
  })
  return provider
}

/**
 * Proposes a session with these namespaces (all optional) and waits for the wallet's approval;
 * fails at once when the relay refuses the client's token (a device clock off), with the relay's
 * reason, which the modal shows as 'Session Expired' (SPEC §8).
 */
export async function pairUniversalSession(
  provider: UniversalProviderInstance,
  namespaces: Record<string, WalletConnectProposalNamespace>,
): Promise<void> {
  await unlessRelayRefuses(provider, () => provider.connect({ optionalNamespaces: namespaces }))
}

/** Whether the provider holds a live (approved, unexpired) session. */
export function hasLiveSession(provider: UniversalProviderInstance, now = Date.now()): boolean {
  const session = provider.session
  return session !== undefined && session.expiry * 1000 > now
}

/** The CAIP-10 accounts the live session grants (none without one). */
export function sessionAccounts(provider: UniversalProviderInstance): string[] {
  if (!hasLiveSession(provider)) return []
  return Object.values(provider.session?.namespaces ?? {}).flatMap((ns) => ns.accounts ?? [])
}
