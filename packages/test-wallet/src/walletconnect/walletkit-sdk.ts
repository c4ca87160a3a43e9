import { createRequire } from 'node:module'
import { WalletConnectMemoryStorage } from './memory-storage.js'
import type { WalletSdkOptions, WalletSideClient } from './wallet-sdk.js'
import { withoutVerify } from './without-verify.js'

/**
 * A wallet on Reown's WalletKit (`@reown/walletkit`), the SDK real mobile wallets are built
 * on: its own core on the given relay, telemetry off, Verify off, storage in memory.
 */
export async function startWalletKitSdk(options: WalletSdkOptions): Promise<WalletSideClient> {
  // WalletKit's CommonJS build: its ES build imports `@walletconnect/pay`, whose ES build
  // imports 'brotli/decompress' without an extension, which Node's ES loader refuses.
  const require = createRequire(import.meta.url)
  const { WalletKit } = require('@reown/walletkit') as typeof import('@reown/walletkit')
  const { Core } = require('@walletconnect/core') as typeof import('@walletconnect/core')
  const core = new Core({
    relayUrl: options.relayUrl,
    // Its own core: a dapp in the same process must not share it.
    customStoragePrefix: `foyer-walletkit-${globalThis.crypto.randomUUID()}`,
    storage: new WalletConnectMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  withoutVerify(core)
  const kit = await WalletKit.init({ core, metadata: options.metadata, name: options.name })
  const session = (topic: string) => {
    const found = kit.getActiveSessions()[topic]
    if (!found) throw new Error(`No session on topic ${topic.slice(0, 8)}…`)
    return found
  }
  return {
    sdk: 'walletkit',
    on: (event, listener) => {
      kit.on(event, listener)
    },
    pair: (uri) => kit.pair({ uri }),
    // (WalletKit waits for the dapp's acknowledgement before it answers.)
    approve: async (params) => ({ topic: (await kit.approveSession(params)).topic }),
    reject: (params) => kit.rejectSession(params),
    respond: (params) => kit.respondSessionRequest(params),
    update: async (params) => {
      await kit.updateSession(params)
    },
    emit: (params) => kit.emitSessionEvent(params),
    disconnect: (params) => kit.disconnectSession(params),
    session,
    sessions: () => Object.values(kit.getActiveSessions()),
    approveSessionAuthenticate: (params) => kit.approveSessionAuthenticate(params),
    rejectSessionAuthenticate: (params) => kit.rejectSessionAuthenticate(params),
    formatAuthMessage: (params) => kit.formatAuthMessage(params),
    async close() {
      kit.core.heartbeat.stop()
      await kit.core.relayer.transportClose()
    },
  }
}
