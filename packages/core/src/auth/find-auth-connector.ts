import { FoyerError } from '@foyer/common'
import type { Connector } from '../adapter/types.js'
import type { FoyerClient } from '../client/types.js'
import type { EmbeddedWalletAuth, EmbeddedWalletConfig } from './types.js'

/** An AUTH connector with its login side. */
export type AuthConnector = Connector & { type: 'AUTH'; auth: EmbeddedWalletAuth }

/** The embedded wallet's AUTH connector, if an adapter offers one (email or socials on). */
export function findAuthConnector(client: FoyerClient): AuthConnector | undefined {
  for (const adapter of client.adapters.values()) {
    const found = adapter
      .getConnectors()
      .find((connector) => connector.type === 'AUTH' && connector.auth !== undefined)
    if (found) return found as AuthConnector
  }
  return undefined
}

/**
 * The AUTH connector, or 'Address or auth connector not found' (SPEC §8).
 *
 * @throws {FoyerError} `AUTH_CONNECTOR_NOT_FOUND` when no adapter offers one.
 */
export function requireAuthConnector(client: FoyerClient): AuthConnector {
  const connector = findAuthConnector(client)
  if (!connector) throw new FoyerError('AUTH_CONNECTOR_NOT_FOUND')
  return connector
}

/**
 * The embedded wallet config core hands the adapters (SPEC §1, §9): only when email or a
 * social login is on and `services.embeddedWallet` is set; `?projectId=` needs a project id.
 */
export function embeddedWalletConfig(client: FoyerClient): EmbeddedWalletConfig | undefined {
  const { features, services, projectId, metadata } = client.options
  const enabled = features.email || features.socials.length > 0
  if (!enabled || !services.embeddedWallet || !projectId) return undefined
  const { name, url, icons, sdkType, sdkVersion } = metadata
  return {
    frameUrl: services.embeddedWallet,
    projectId,
    dapp: { name, url, icons, sdkType, sdkVersion },
    smartSessions: features.smartSessions,
  }
}
