import type { ChainNamespace } from '@foyer/common'
import type { Connector } from '../adapter/types.js'

/** Connectors each adapter offers, as it last reported them. */
export interface ConnectorsState {
  byNamespace: Partial<Record<ChainNamespace, readonly Connector[]>>
}

/** No connectors yet. */
export function initialConnectorsState(): ConnectorsState {
  return { byNamespace: {} }
}
