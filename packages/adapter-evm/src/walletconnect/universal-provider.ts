import { importUniversalProvider, toPinoLogger } from '@foyer/core'
import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { ResolvedWalletConnectOptions, SessionOptions } from './options.js'

/** A started universal provider (WalletConnect's multi-namespace Sign client wrapper). */
export type UniversalProviderInstance = Awaited<ReturnType<typeof UniversalProvider.init>>

/** The `logger` option WalletConnect's universal provider takes: a level name or a pino logger. */
type WalletConnectLogger = NonNullable<Parameters<typeof UniversalProvider.init>[0]['logger']>

/**
 * SPEC §9's default log level, used when no Foyer logger was handed over (the adapter used
 * without core): WalletConnect then builds its own logger at this level.
 */
const LOG_LEVEL = 'error'

/** Where to install the optional peer when the app lacks it. */
const INSTALL_HINT =
  'WalletConnect needs the optional peer dependency @walletconnect/universal-provider; install it next to @foyer/adapter-evm.'

/**
 * Loads and starts the universal provider for these options: the configured relay only,
 * telemetry off, no RPC pings, and the Verify API turned off (see below). Restores a stored
 * session if there is one.
 */
export async function startUniversalProvider(
  options: SessionOptions,
): Promise<UniversalProviderInstance> {
  const UniversalProviderClass =
    await importUniversalProvider<typeof UniversalProvider>(INSTALL_HINT)
  const provider = await UniversalProviderClass.init({
    relayUrl: options.relayUrl,
    ...(options.projectId ? { projectId: options.projectId } : {}),
    ...(options.metadata ? { metadata: options.metadata } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    customStoragePrefix: options.storagePrefix,
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: walletConnectLogger(options),
    name: 'foyer-walletconnect',
  })
  skipVerifyApi(provider)
  return provider
}

/**
 * Core's logger in the pino shape WalletConnect takes, so its logs land in Foyer's bounded
 * buffer at Foyer's level instead of the console; else SPEC §9's level name.
 */
export function walletConnectLogger(options: ResolvedWalletConnectOptions): WalletConnectLogger {
  if (!options.logger) return LOG_LEVEL
  // WalletConnect types `logger` as pino's full Logger; its clients call only the part
  // PinoCompatibleLogger has (level methods, level, child, bindings).
  return toPinoLogger(options.logger, {
    context: 'walletconnect',
  }) as unknown as WalletConnectLogger
}

/**
 * WalletConnect's Verify API is an outside attestation service: in a browser the Sign
 * client loads it in a hidden frame before each proposal and request, and waits up to 5 s
 * when it cannot be reached; a wallet may fetch it too. Foyer runs on services you host,
 * so the app sends an empty attestation (which tells wallets there is none to check, so
 * they skip the lookup) and resolves none itself.
 */
function skipVerifyApi(provider: UniversalProviderInstance): void {
  const { verify } = provider.client.core
  verify.register = async () => ''
  // (The SDK's type says a result is required; at run time it treats undefined as "none".)
  const unverified = async () => undefined
  verify.resolve = unverified as unknown as typeof verify.resolve
}

/** Closes the provider's relay connection and stops its timers, so nothing stays open. */
export async function closeUniversalProvider(provider: UniversalProviderInstance): Promise<void> {
  provider.client.core.heartbeat.stop()
  await provider.client.core.relayer.transportClose()
}
