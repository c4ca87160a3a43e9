import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { MemoryStorage } from './memory-storage.js'

/** A WalletConnect Sign client as `SignClient.init` returns it. */
export type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>

/**
 * Starts a real `@walletconnect/sign-client` that talks only to `relayUrl`: in-memory storage,
 * its own core (a unique storage prefix, so that two clients in one process do not share one),
 * telemetry off, no logging, no project id.
 */
export function createSignClient(relayUrl: string, name: string): Promise<SignClientInstance> {
  return SignClient.init({
    relayUrl,
    name,
    customStoragePrefix: `${name}-${randomUUID()}`,
    storage: new MemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name,
      description: `Foyer relay test ${name}`,
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
}

/** Closes a client's relay connection and stops its heartbeat, so that no handle stays open. */
export async function closeSignClient(client: SignClientInstance): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose()
}
