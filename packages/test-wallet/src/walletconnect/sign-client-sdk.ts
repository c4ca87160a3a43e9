import { SignClient } from '@walletconnect/sign-client'
import { WalletConnectMemoryStorage } from './memory-storage.js'
import type { WalletSdkOptions, WalletSideClient } from './wallet-sdk.js'
import { withoutVerify } from './without-verify.js'

/** A wallet on a bare `@walletconnect/sign-client` (Foyer's first test wallet). */
export async function startSignClientSdk(options: WalletSdkOptions): Promise<WalletSideClient> {
  const client = await SignClient.init({
    relayUrl: options.relayUrl,
    name: options.name,
    // Its own core: a dapp in the same process must not share it.
    customStoragePrefix: `foyer-test-wallet-${globalThis.crypto.randomUUID()}`,
    storage: new WalletConnectMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: options.metadata,
  })
  withoutVerify(client.core)
  return {
    sdk: 'sign-client',
    on: (event, listener) => {
      client.on(event, listener)
    },
    pair: async (uri) => {
      await client.pair({ uri })
    },
    approve: async (params) => {
      const { topic } = await client.approve(params)
      return { topic }
    },
    reject: (params) => client.reject(params),
    respond: (params) => client.respond(params),
    update: async (params) => {
      await client.update(params)
    },
    emit: (params) => client.emit(params),
    disconnect: (params) => client.disconnect(params),
    session: (topic) => client.session.get(topic),
    sessions: () => client.session.getAll(),
    approveSessionAuthenticate: (params) => client.approveSessionAuthenticate(params),
    rejectSessionAuthenticate: (params) => client.rejectSessionAuthenticate(params),
    formatAuthMessage: (params) => client.formatAuthMessage(params),
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }
}
