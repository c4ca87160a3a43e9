import type { FoyerClient } from '../client/types.js'
import { findAuthConnector } from './find-auth-connector.js'
import type { EmbeddedWalletStats } from './types.js'

/**
 * How many messages the page's side of the embedded wallet's bridge accepted from the frame
 * and how many it dropped, by reason (SPEC §7: anything not from the frame's origin and
 * window, or of the wrong shape, is dropped and counted, never thrown). For an app's own
 * monitoring: a rising `dropped` means something in the page posts forged messages.
 * Undefined without an embedded wallet, or before its frame was loaded.
 */
export function getEmbeddedWalletStats(client: FoyerClient): EmbeddedWalletStats | undefined {
  return findAuthConnector(client)?.auth.stats?.()
}
