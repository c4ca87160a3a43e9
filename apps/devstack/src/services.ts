import { type RelayOptions, startRelay } from '@foyer/relay'
import {
  startWalletDirectoryServer,
  type WalletDirectoryServerOptions,
} from '@foyer/wallet-directory-server'
import * as z from 'zod'
import { DEVSTACK_HOST } from './constants.js'
import { waitUntil } from './rpc.js'

/** A service the stack runs in this process. */
export interface RunningService {
  url: string
  close(): Promise<void>
}

/** Options of the wallet directory, less where it listens (the stack decides that). */
export type DevstackDirectoryOptions = Omit<WalletDirectoryServerOptions, 'host' | 'port'>
/** Options of the relay, less where it listens (the stack decides that). */
export type DevstackRelayOptions = Omit<RelayOptions, 'host' | 'port'>

const healthSchema = z.object({ status: z.literal('ok') })

/** Starts the wallet directory on loopback and waits until its `/health` answers. */
export async function startDirectory(
  port: number,
  options: DevstackDirectoryOptions,
  timeoutMs: number,
): Promise<RunningService> {
  // The directory also collects the modal's analytics (`POST /e`): analytics on by default
  // goes to the stack's own server.
  const server = await startWalletDirectoryServer({
    analyticsEnabled: true,
    ...options,
    host: DEVSTACK_HOST,
    port,
  })
  return afterHealthy(server, `${server.url}/health`, 'the wallet directory', timeoutMs)
}

/** Starts the WalletConnect relay on loopback and waits until its `/health` answers. */
export async function startLocalRelay(
  port: number,
  options: DevstackRelayOptions,
  timeoutMs: number,
): Promise<RunningService> {
  const relay = await startRelay({ ...options, host: DEVSTACK_HOST, port })
  const healthUrl = `${relay.url.replace(/^ws/, 'http')}/health`
  return afterHealthy(relay, healthUrl, 'the relay', timeoutMs)
}

async function afterHealthy(
  service: RunningService,
  healthUrl: string,
  what: string,
  timeoutMs: number,
): Promise<RunningService> {
  try {
    await waitUntil(
      async () => {
        const response = await fetch(healthUrl, { signal: AbortSignal.timeout(5_000) })
        if (!response.ok) throw new Error(`${healthUrl} answered HTTP ${response.status}`)
        healthSchema.parse(await response.json())
      },
      { timeoutMs, what },
    )
  } catch (error) {
    await service.close()
    throw error
  }
  return { url: service.url, close: () => service.close() }
}
