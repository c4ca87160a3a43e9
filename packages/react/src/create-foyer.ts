import {
  createFoyerClient,
  type FoyerClient,
  type FoyerClientOptions,
  setBlockchainDataClient,
  setDirectoryClient,
  startClient,
  watchIdentity,
} from '@foyer/core'
import type { PartialViewMessages } from '@foyer/views/base'
import { createLazyBlockchainData } from './blockchain-data.js'
import { createDirectoryClient } from './directory.js'

/** What {@link createFoyer} takes: core's client options plus the modal's own. */
export interface FoyerOptions extends FoyerClientOptions {
  /** Texts replacing the English ones: a translation, or a few changed texts. */
  messages?: PartialViewMessages
  /** Text direction of the modal and buttons; inherited from the page when not set. */
  dir?: 'ltr' | 'rtl'
  /** Content-Security-Policy nonce for the `<style>` elements Foyer adds. */
  nonce?: string
}

/** One Foyer instance for a React app: the core client and the modal's settings. */
export interface Foyer {
  /** The core client (state and actions of `@foyer/core`). */
  readonly client: FoyerClient
  readonly messages: PartialViewMessages | undefined
  readonly dir: 'ltr' | 'rtl' | undefined
  readonly nonce: string | undefined
  /**
   * Starts the client once (adapters' set-up, then reconnecting from storage, SPEC §4). Done
   * for you in the browser; never needed on a server. Never rejects.
   */
  start(): Promise<void>
}

/**
 * Creates Foyer for a React app: validates the options, creates the core client with the
 * adapters, the wallet directory (from `directory`, or a client of `services.walletDirectory`),
 * the blockchain data (from `blockchainData`, or a client of `services.blockchainApi`, loaded
 * on first use) and the theme, and in a browser starts it (reconnecting a stored session). Safe to call
 * during server rendering: nothing touches `window` there, and nothing starts.
 *
 * @throws FoyerError `INVALID_INPUT` listing every wrong option.
 *
 * @example
 * const foyer = createFoyer({
 *   projectId: 'my-app',
 *   networks: [mainnet],
 *   adapters: [createEvmAdapter()],
 *   services: { walletDirectory: 'https://directory.example' },
 * })
 */
export function createFoyer(options: FoyerOptions): Foyer {
  const { messages, dir, nonce, ...clientOptions } = options
  const client = createFoyerClient(clientOptions)
  const directoryUrl = client.options.services.walletDirectory
  if (!client.directory && directoryUrl) {
    const { projectId, metadata } = client.options
    setDirectoryClient(
      client,
      createDirectoryClient({
        baseUrl: directoryUrl,
        ...(projectId ? { projectId } : {}),
        sdkType: metadata.sdkType,
        sdkVersion: metadata.sdkVersion,
      }),
    )
  }
  const dataUrl = client.options.services.blockchainApi
  if (!client.blockchainData && dataUrl) {
    setBlockchainDataClient(client, createLazyBlockchainData(client, dataUrl))
  }
  const foyer: Foyer = {
    client,
    messages,
    dir,
    nonce,
    start: () => startClient(client),
  }
  if (typeof window !== 'undefined') {
    // profileName and profileImage follow the connected account (SPEC §3, §7 identity).
    watchIdentity(client)
    void foyer.start()
  }
  return foyer
}
