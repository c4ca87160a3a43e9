import type { FoyerClient } from '../client/types.js'
import type { AuthConnector } from './find-auth-connector.js'
import type { FrameDappData } from './types.js'

/** The longest app name the frame takes. */
const MAX_NAME_LENGTH = 100

/** `value` when it is an absolute http(s) URL the frame accepts, else undefined. */
function webUrl(value: string | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:' ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The app data of SYNC_DAPP_DATA from the client's metadata: its name (cut to 100
 * characters), url and first icon when they are web URLs (a data: icon or a relative path is
 * left out rather than the whole sync refused).
 */
export function frameDappData(client: FoyerClient): FrameDappData {
  const { name, url, icons, sdkType, sdkVersion } = client.options.metadata
  const link = webUrl(url)
  const icon = webUrl(icons[0])
  const shown = name.trim().slice(0, MAX_NAME_LENGTH)
  return {
    sdkType,
    sdkVersion,
    ...(shown
      ? { metadata: { name: shown, ...(link ? { url: link } : {}), ...(icon ? { icon } : {}) } }
      : {}),
  }
}

/**
 * Sends the app's data to the embedded wallet's frame (SPEC §7 SYNC_DAPP_DATA); the connector
 * keeps it and sends it again whenever the frame loads. The metadata is fixed when the client
 * is created, so sending it at start covers every change there is.
 */
export function syncDappData(client: FoyerClient, connector: AuthConnector): void {
  connector.auth.syncDappData?.(frameDappData(client))
}
