import type { ChainNamespace } from '@foyer/common'
import { disconnect, resetConnections } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerInstance } from '../context.js'

/** What {@link useDisconnect} returns. */
export interface UseDisconnectReturn {
  /** Disconnects every connected namespace, or one; rejects with 'Failed to disconnect'. */
  disconnect: (options?: { namespace?: ChainNamespace }) => Promise<void>
  /**
   * Resets every namespace to disconnected without asking the wallets (SPEC §4 "Reset") and
   * forgets the stored connections: for an app whose wallet session ended elsewhere.
   */
  resetConnections: () => void
}

/** Disconnects (asking the wallets), or resets the connections (without asking them). */
export function useDisconnect(): UseDisconnectReturn {
  const { client } = useFoyerInstance()
  return useMemo(
    () => ({
      disconnect: (options = {}) => disconnect(client, options),
      resetConnections: () => resetConnections(client),
    }),
    [client],
  )
}
