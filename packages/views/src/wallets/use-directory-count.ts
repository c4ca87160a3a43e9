import { directoryFirstPage, type FoyerClient } from '@foyer/core'
import { useEffect, useState } from 'react'

/**
 * The directory's wallet count (all its wallets, none left out), from the same first page
 * All Wallets shows; `undefined` until it arrives, without a directory, or if it failed.
 */
export function useDirectoryCount(client: FoyerClient, enabled = true): number | undefined {
  const [count, setCount] = useState<number>()
  useEffect(() => {
    if (!enabled) return
    let active = true
    directoryFirstPage(client)?.then(
      (result) => active && setCount(result.count),
      () => active && setCount(undefined),
    )
    return () => {
      active = false
    }
  }, [client, enabled])
  return count
}
