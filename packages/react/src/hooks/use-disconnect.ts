import type { ChainNamespace } from '@foyer/common'
import { disconnect } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerInstance } from '../context.js'

/** Disconnects every connected namespace, or one; rejects with 'Failed to disconnect'. */
export function useDisconnect(): {
  disconnect: (options?: { namespace?: ChainNamespace }) => Promise<void>
} {
  const { client } = useFoyerInstance()
  return useMemo(() => ({ disconnect: (options = {}) => disconnect(client, options) }), [client])
}
